// `hex-atlas inspect`: the structure tree as indented text, or JSON together with the diagnostics.
import { analyze } from '../../analysis';
import { NodeJson, toJson } from '../../core/describe';
import { files, intFlag } from '../args';
import { Command, usageExit } from '../command';
import { isArchivePath, openArchiveOrFail, readInput } from '../archive-input';
import { Out } from '../io';
import { printListing } from './archive-listing';

export const inspectCommand: Command = {
  name: 'inspect',
  summary: 'print the structure tree (or JSON with the diagnostics)',
  usage: '<file|ARCHIVE|ARCHIVE!inner/path> [--json] [--depth N] [--max-children N]',
  details: [
    'A map archive (.sd7, .sdz, an .sdd folder) is listed: each entry with its size, packed size, method and solid',
    'block. ARCHIVE!inner/path inspects one entry, its tile files taken from the archive.',
  ],
  options: [
    { name: 'json', help: 'JSON: format, version, tree and diagnostics' },
    { name: 'depth', value: 'N', help: 'levels of the tree to print (default 2, with --json 3)' },
    { name: 'max-children', value: 'N', help: 'children listed per node (default 50)' },
  ],
  exitCodes: [[0, 'printed'], usageExit],
  async run(args, { out }) {
    const [file] = files(args);
    if (isArchivePath(file)) return printListing(file, await openArchiveOrFail(file), args.flags.has('json'), out);
    const { bytes, siblings } = await readInput(file);
    const depth = intFlag(args, 'depth', args.flags.has('json') ? 3 : 2);
    const maxChildren = intFlag(args, 'max-children', 50);
    const a = await analyze(file, bytes, { siblings });
    const tree = toJson(a.decoded.root, depth, maxChildren);
    if (args.flags.has('json')) {
      const json = { file, format: a.format.id, version: a.decoded.version, tree, diagnostics: a.diagnostics };
      out(JSON.stringify(json, null, 2));
    } else {
      const version = a.decoded.version ? ` ${a.decoded.version}` : '';
      out(`${file}: ${a.format.displayName}${version}, ${bytes.length} bytes, ${a.diagnostics.length} diagnostics`);
      printTree(tree, '', out);
    }
    return 0;
  },
};

function printTree(n: NodeJson, indent: string, out: Out): void {
  const value = n.display ?? n.value ?? '';
  out(
    `${indent}${n.name}  @0x${n.offset.toString(16)}  ${n.length}  ` +
      `${n.type}${value ? `  = ${value}` : ''}${n.partial ? '  [partial]' : ''}`,
  );
  for (const c of n.children ?? []) printTree(c, indent + '  ', out);
  if (n.omitted) out(`${indent}  … ${n.omitted} more`);
}
