// `hex-atlas formats`: the registered format families with their codecs and file patterns, or, given file names,
// which codec claims each name (what the editor opens it with) and whether it opens in Hex Atlas by default.
import { AnyCodec } from '../../core/format';
import { families, familyOf, formatByName, opensByDefault } from '../../formats';
import { ParsedArgs } from '../args';
import { Command, sayer } from '../command';
import { Out } from '../../input/io';
import { english, msg, render, type Language, type Text } from '../../core/translatable';

export const formatsCommand: Command = {
  name: 'formats',
  summary: msg`list the format families, or say which format claims each file name`,
  usage: '[--json] [<file>...]',
  options: [{ name: 'json', help: msg`print JSON` }],
  exitCodes: [[0, msg`printed`]],
  async run(args, io) {
    return listFormats(args, io.out, sayer(io), io.lang?.machine ?? english);
  },
};

function listFormats(args: ParsedArgs, out: Out, say: (text: Text) => string, machine: Language): number {
  const notByDefault = `  (${say(msg`not opened by default`)})`;
  const json = args.flags.has('json');
  if (args.positional.length === 0) {
    if (json) {
      const name = (x: { displayName: Text }) => render(x.displayName, machine);
      const describe = (c: AnyCodec) => ({
        id: c.id,
        displayName: name(c),
        patterns: c.patterns,
        opensByDefault: opensByDefault(c),
      });
      out(
        JSON.stringify(
          families.map((f) => ({ id: f.id, displayName: name(f), codecs: f.codecs.map(describe) })),
          null,
          2,
        ),
      );
    } else
      for (const f of families) {
        out(`${f.id}: ${say(f.displayName)}`);
        for (const c of f.codecs) out(`  ${c.id}  ${c.patterns.join(' ')}${opensByDefault(c) ? '' : notByDefault}`);
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
