// `hex-atlas formats`: the registered format families with their codecs and file patterns, or, given file names,
// which codec claims each name (what the editor opens it with) and whether it opens in Hex Atlas by default.
import { AnyCodec } from '../../core/format';
import { families, familyOf, formatByName, opensByDefault } from '../../formats';
import { ParsedArgs } from '../args';
import { Command } from '../command';
import { Out } from '../io';

export const formatsCommand: Command = {
  name: 'formats',
  summary: 'list the format families, or say which format claims each file name',
  usage: '[--json] [<file>...]',
  options: [{ name: 'json', help: 'print JSON' }],
  exitCodes: [[0, 'printed']],
  async run(args, { out }) {
    return listFormats(args, out);
  },
};

function listFormats(args: ParsedArgs, out: Out): number {
  const json = args.flags.has('json');
  if (args.positional.length === 0) {
    const list = families.map((f) => ({ id: f.id, displayName: f.displayName, codecs: f.codecs.map(describe) }));
    if (json) out(JSON.stringify(list, null, 2));
    else
      for (const f of list) {
        out(`${f.id}: ${f.displayName}`);
        for (const c of f.codecs)
          out(`  ${c.id}  ${c.patterns.join(' ')}${c.opensByDefault ? '' : '  (not opened by default)'}`);
      }
    return 0;
  }
  const claims = args.positional.map((file) => {
    const codec = formatByName(file);
    return {
      file,
      format: codec?.id,
      family: codec && familyOf(codec)?.id,
      opensByDefault: codec ? opensByDefault(codec) : false,
    };
  });
  if (json) out(JSON.stringify(claims, null, 2));
  else
    for (const c of claims) {
      const note = c.format && !c.opensByDefault ? ' (not opened by default)' : '';
      out(`${c.file}: ${c.format ?? 'no format claims this name'}${note}`);
    }
  return 0;
}

function describe(c: AnyCodec) {
  return { id: c.id, displayName: c.displayName, patterns: c.patterns, opensByDefault: opensByDefault(c) };
}
