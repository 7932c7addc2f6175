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
import { mcpCommand } from './commands/mcp';
import { roundtripCommand } from './commands/roundtrip';
import { textconvCommand } from './commands/textconv';
import { validateCommand } from './commands/validate';
import { commandHelp, overview } from './help';
import { FileError, Out } from '../input/io';
import { version } from './package-info';
import { CliLanguage, takeLanguage } from './language';
import { msg, render, type Text } from '../core/translatable';
import { terminalSafe } from '../core/text';

export { firstDifference } from './commands/roundtrip';
export { siblingsOf } from '../input/io';

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
  mcpCommand,
];

export async function main(
  argv: string[],
  out: Out = (l) => process.stdout.write(l + '\n'),
  err: Out = (l) => process.stderr.write(l + '\n'),
): Promise<number> {
  // Everything printed passes here: names and text from files are shown, never interpreted by the terminal.
  [out, err] = [out, err].map((print) => (line: string) => print(terminalSafe(line)));
  let lang: CliLanguage;
  try {
    [argv, lang] = takeLanguage(argv);
  } catch (e) {
    err(`hex-atlas: ${(e as Error).message}`);
    return 2;
  }
  const say = (text: Text) => render(text, lang.human);
  const [name, ...rest] = argv;
  if (name === '--version' || name === '-V') {
    out(version);
    return 0;
  }
  if (name === undefined) {
    err(overview(commands, lang.human));
    return 2;
  }
  if (name === '--help' || name === '-h' || (name === 'help' && rest.length === 0)) {
    out(overview(commands, lang.human));
    return 0;
  }
  const asked = name === 'help' ? rest[0] : name;
  const command = commands.find((c) => c.name === asked);
  if (!command) {
    err(`hex-atlas: ${say(msg`unknown command '${asked}'`)}\n\n${overview(commands, lang.human)}`);
    return 2;
  }
  if (name === 'help' || rest.includes('--help')) {
    out(commandHelp(command, lang.human));
    return 0;
  }
  try {
    return await command.run(parseOptions(rest, command.options), { out, err, lang });
  } catch (e) {
    if (e instanceof UsageError) {
      const usage = `${say(msg`usage:`)} hex-atlas ${command.name} ${command.usage}`;
      err(`hex-atlas ${command.name}: ${say(e.text)}\n${usage}`);
      return 2;
    }
    if (e instanceof FileError) {
      err(`hex-atlas: ${say(e.text)}`);
      return 2;
    }
    throw e;
  }
}
