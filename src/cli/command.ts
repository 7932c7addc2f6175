// What every command declares: its usage, options and exit codes (for `--help`) next to the code that runs it. The
// words are translatable text, shown in the language the command line chooses (src/cli/language.ts).
import { ParsedArgs } from './args';
import { Out } from '../input/io';
import { CliLanguage } from './language';
import { english, msg, render, type Text } from '../core/translatable';

export interface OptionSpec {
  name: string;
  /** Placeholder of the option's value (`N`, `FORMAT`); absent for a flag. */
  value?: string;
  help: Text;
}

export interface CommandIo {
  out: Out;
  err: Out;
  /** The languages chosen for people and for tools (src/cli/language.ts); English when absent. */
  lang?: CliLanguage;
}

export interface Command {
  name: string;
  /** One line for the command list. */
  summary: Text;
  /** Arguments after the command name, e.g. `<file> [--json]` (syntax: never translated). */
  usage: string;
  /** More explanation shown by `--help`: paragraphs (wrapped to the width of the help), or lines kept as written. */
  details?: (Text | { code: string })[];
  options: OptionSpec[];
  exitCodes: [number, Text][];
  run(args: ParsedArgs, io: CommandIo): Promise<number>;
}

export const usageExit: [number, Text] = [2, msg`usage error or unreadable file`];

/** Text for people in the language the command line chose. */
export function sayer(io: CommandIo): (text: Text) => string {
  const lang = io.lang?.human ?? english;
  return (text) => render(text, lang);
}
