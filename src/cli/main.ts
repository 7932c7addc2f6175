// hex-atlas: inspect, validate, diff, round-trip, measure coverage and generate files with the same codecs as the
// editor. Each command lives in commands/ with its own usage, options and exit codes.
import { UsageError, parseOptions } from './args';
import { Command } from './command';
import { coverageCommand } from './commands/coverage';
import { diffCommand } from './commands/diff';
import { docsCommand } from './commands/docs';
import { exportCommand } from './commands/export';
import { fixCommand } from './commands/fix';
import { formatsCommand } from './commands/formats';
import { generateCommand } from './commands/generate';
import { importCommand } from './commands/import';
import { inspectCommand } from './commands/inspect';
import { roundtripCommand } from './commands/roundtrip';
import { textconvCommand } from './commands/textconv';
import { validateCommand } from './commands/validate';
import { commandHelp, overview } from './help';
import { FileError, Out } from './io';
import { version } from './package-info';
import { CliLanguage, takeLanguage } from './language';

export { firstDifference } from './commands/roundtrip';
export { siblingsOf } from './io';

export const commands: readonly Command[] = [
  inspectCommand,
  validateCommand,
  diffCommand,
  textconvCommand,
  roundtripCommand,
  fixCommand,
  coverageCommand,
  exportCommand,
  importCommand,
  generateCommand,
  formatsCommand,
  docsCommand,
];

export async function main(
  argv: string[],
  out: Out = (l) => process.stdout.write(l + '\n'),
  err: Out = (l) => process.stderr.write(l + '\n'),
): Promise<number> {
  let lang: CliLanguage;
  try {
    [argv, lang] = takeLanguage(argv);
  } catch (e) {
    err(`hex-atlas: ${(e as Error).message}`);
    return 2;
  }
  const [name, ...rest] = argv;
  if (name === '--version' || name === '-V') {
    out(version);
    return 0;
  }
  if (name === undefined) {
    err(overview(commands));
    return 2;
  }
  if (name === '--help' || name === '-h' || (name === 'help' && rest.length === 0)) {
    out(overview(commands));
    return 0;
  }
  const command = commands.find((c) => c.name === (name === 'help' ? rest[0] : name));
  if (!command) {
    err(`hex-atlas: unknown command '${name === 'help' ? rest[0] : name}'\n\n${overview(commands)}`);
    return 2;
  }
  if (name === 'help' || rest.includes('--help')) {
    out(commandHelp(command));
    return 0;
  }
  try {
    return await command.run(parseOptions(rest, command.options), { out, err, lang });
  } catch (e) {
    if (e instanceof UsageError) {
      err(`hex-atlas ${command.name}: ${e.message}\nusage: hex-atlas ${command.name} ${command.usage}`);
      return 2;
    }
    if (e instanceof FileError) {
      err(`hex-atlas: ${e.message}`);
      return 2;
    }
    throw e;
  }
}
