// `hex-atlas inspect`: the structure tree as indented text, or JSON together with the diagnostics.
import { analyze } from '../../analysis';
import { NodeJson, toJson } from '../../core/describe';
import { files, intFlag } from '../args';
import { Command, sayer, usageExit } from '../command';
import { openArchiveOrFail, readInput, resolveInput } from '../../input/archive-input';
import { Out } from '../../input/io';
import { printListing } from './archive-listing';
import { english, render, msg, joined, counted, listOf, type Text } from '../../core/translatable';

export const inspectCommand: Command = {
  name: 'inspect',
  summary: msg`print the structure tree (or JSON with the diagnostics)`,
  usage: '<file|ARCHIVE|ARCHIVE!inner/path> [--json] [--depth N] [--max-children N]',
  details: [
    joined(
      msg`A map archive (.sd7, .sdz, an .sdd folder) is listed: each entry with its size, packed size, `,
      msg`method and solid block. ARCHIVE!inner/path inspects one entry, its tile files taken from the `,
      msg`archive.`,
    ),
  ],
  options: [
    { name: 'json', help: msg`JSON: format, version, tree and diagnostics` },
    { name: 'depth', value: 'N', help: msg`levels of the tree to print (default 2, with --json 3)` },
    { name: 'max-children', value: 'N', help: msg`children listed per node (default 50)` },
  ],
  exitCodes: [[0, msg`printed`], usageExit],
  async run(args, io) {
    const { out } = io;
    const say = sayer(io);
    const [file] = files(args);
    const input = resolveInput(file);
    if (input.kind === 'archive')
      return printListing(file, await openArchiveOrFail(file), args.flags.has('json'), out, say);
    const { bytes, siblings } = await readInput(input);
    const depth = intFlag(args, 'depth', args.flags.has('json') ? 3 : 2);
    const maxChildren = intFlag(args, 'max-children', 50);
    const a = await analyze(file, bytes, { siblings });
    const json = args.flags.has('json');
    // The readings follow the language like the rest of the output: JSON's stays English unless --lang asks.
    const lang = (json ? io.lang?.machine : io.lang?.human) ?? english;
    const tree = toJson(a.decoded.root, depth, maxChildren, lang);
    if (json) {
      const report = {
        file,
        format: a.format.id,
        version: a.decoded.version && render(a.decoded.version, lang),
        tree,
        diagnostics: a.diagnostics,
      };
      out(JSON.stringify(report, null, 2));
    } else {
      const version = a.decoded.version ? ` ${render(a.decoded.version, lang)}` : '';
      const counts = listOf([counted(bytes.length, 'byte'), counted(a.diagnostics.length, 'diagnostic')]);
      out(`${file}: ${say(a.format.displayName)}${version}, ${say(counts)}`);
      printTree(tree, '', out, say);
    }
    return 0;
  },
};

function printTree(n: NodeJson, indent: string, out: Out, say: (text: Text) => string): void {
  const value = n.display ?? n.value ?? '';
  out(
    `${indent}${n.name}  @0x${n.offset.toString(16)}  ${n.length}  ` +
      `${n.type}${value ? `  = ${value}` : ''}${n.partial ? `  [${say(msg`partial`)}]` : ''}`,
  );
  for (const c of n.children ?? []) printTree(c, indent + '  ', out, say);
  if (n.omitted) out(`${indent}  … ${say(msg`${n.omitted} more`)}`);
}
