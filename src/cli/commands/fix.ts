// `hex-atlas fix`: applies every repair the file itself determines (src/fix/), prints one line per fix, writes the
// result (never over the input unless --in-place) and validates it.
import path from 'node:path';
import { hex } from '../../core/numbers';
import { applyFixes } from '../../fix/apply';
import { ParsedArgs, UsageError } from '../args';
import { Command, usageExit } from '../command';
import { readFile, siblingsOf, writeFile } from '../../input/io';
import { counted, english, msg, render, type Language, type Text } from '../../core/translatable';
import { inLanguage } from '../../l10n/diagnostic';

/** Where the result goes, or undefined for a dry run; usage errors for every unclear case. */
function target(args: ParsedArgs, file: string): string | undefined {
  const out = args.flags.get('out');
  const inPlace = args.flags.has('in-place');
  if (out === true) throw new UsageError(msg`--out needs a path`);
  if (args.flags.has('dry-run')) {
    if (out !== undefined || inPlace)
      throw new UsageError(msg`--dry-run writes nothing: leave out --out and --in-place`);
    return undefined;
  }
  if (out !== undefined && inPlace) throw new UsageError(msg`give --out <path> or --in-place, not both`);
  if (inPlace) return file;
  if (out === undefined) throw new UsageError(msg`fix needs --out <path>, --in-place or --dry-run`);
  if (path.resolve(out) === path.resolve(file)) throw new UsageError(msg`${out} is the input file: add --in-place`);
  return out;
}

export const fixCommand: Command = {
  name: 'fix',
  summary: msg`apply every repair the file itself determines, write the result and validate it`,
  usage: '<file> (--out <path> | --in-place | --dry-run)',
  options: [
    { name: 'out', value: 'PATH', help: msg`write the repaired file there` },
    { name: 'in-place', help: msg`overwrite the input file` },
    { name: 'dry-run', help: msg`only print the fixes that would be applied` },
  ],
  exitCodes: [[0, msg`no error remains`], [1, msg`errors remain`], usageExit],
  async run(args, { out, lang }) {
    return fix(args, out, lang?.human ?? english);
  },
};

async function fix(args: ParsedArgs, out: (line: string) => void, lang: Language): Promise<number> {
  const say = (text: Text) => render(text, lang);
  if (args.positional.length !== 1) throw new UsageError(msg`fix takes exactly one file`);
  const [file] = args.positional;
  const writeTo = target(args, file);
  const bytes = await readFile(file);
  const result = await applyFixes(file, bytes, { siblings: siblingsOf(file) });
  for (const f of result.applied) out(`${file}:${hex(f.offset)}: ${say(msg`fixed ${f.code}: ${f.text ?? f.title}`)}`);
  if (result.applied.length === 0) out(`${file}: ${say(msg`no fix applies`)}`);
  if (writeTo !== undefined && (writeTo !== file || result.applied.length > 0)) {
    await writeFile(writeTo, result.bytes);
    out(`${writeTo}: ${say(msg`written (${counted(result.bytes.length, 'byte')})`)}`);
  }
  const errors = result.analysis.diagnostics.filter((d) => d.severity === 'error');
  for (const d of errors)
    out(`${file}:${hex(d.offset)}: ${say(msg`remains: error ${d.code} ${inLanguage(d, lang).message}`)}`);
  const left = errors.length === 0 ? msg`no error remains` : counted(errors.length, 'error remains', 'errors remain');
  out(`${file}: ${say(left)}`);
  return errors.length === 0 ? 0 : 1;
}
