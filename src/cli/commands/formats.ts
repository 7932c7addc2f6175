// `hex-atlas formats`: the registered format families with their codecs and file patterns, or, given file names,
// which codec claims each name (what the editor opens it with) and whether it opens in Hex Atlas by default.
import { AnyCodec } from '../../core/format';
import { families, familyOf, formatByName, opensByDefault } from '../../formats';
import { ParsedArgs } from '../args';
import { Command, sayer } from '../command';
import { Out } from '../io';
import { msg, type Text } from '../../core/translatable';

export const formatsCommand: Command = {
  name: 'formats',
  summary: msg`list the format families, or say which format claims each file name`,
  usage: '[--json] [<file>...]',
  options: [{ name: 'json', help: msg`print JSON` }],
  exitCodes: [[0, msg`printed`]],
  async run(args, io) {
    return listFormats(args, io.out, sayer(io));
  },
};

function listFormats(args: ParsedArgs, out: Out, say: (text: Text) => string): number {
  const notByDefault = `  (${say(msg`not opened by default`)})`;
  const json = args.flags.has('json');
  if (args.positional.length === 0) {
    const list = families.map((f) => ({ id: f.id, displayName: f.displayName, codecs: f.codecs.map(describe) }));
    if (json) out(JSON.stringify(list, null, 2));
    else
      for (const f of list) {
        out(`${f.id}: ${f.displayName}`);
        for (const c of f.codecs) out(`  ${c.id}  ${c.patterns.join(' ')}${c.opensByDefault ? '' : notByDefault}`);
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
      const note = c.format && !c.opensByDefault ? notByDefault : '';
      out(`${c.file}: ${c.format ?? say(msg`no format claims this name`)}${note}`);
    }
  return 0;
}

function describe(c: AnyCodec) {
  return { id: c.id, displayName: c.displayName, patterns: c.patterns, opensByDefault: opensByDefault(c) };
}
