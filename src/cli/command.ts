// What every command declares: its usage, options and exit codes (for `--help`) next to the code that runs it.
import { ParsedArgs } from './args';
import { Out } from './io';
import { CliLanguage } from './language';

export interface OptionSpec {
  name: string;
  /** Placeholder of the option's value (`N`, `FORMAT`); absent for a switch. */
  value?: string;
  help: string;
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
  summary: string;
  /** Arguments after the command name, e.g. `<file> [--json]`. */
  usage: string;
  /** More lines of explanation shown by `--help`. */
  details?: string[];
  options: OptionSpec[];
  exitCodes: [number, string][];
  run(args: ParsedArgs, io: CommandIo): Promise<number>;
}

export const usageExit: [number, string] = [2, 'usage error or unreadable file'];
