// Minimal argument parsing for the CLI: positionals plus --flag / --flag value options.
import { OptionSpec } from './command';
import { msg, TextError } from '../core/translatable';

export class UsageError extends TextError {}

export interface ParsedArgs {
  positional: string[];
  flags: Map<string, string | true>;
}

export function parseArgs(argv: string[], valued: string[]): ParsedArgs {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith('--')) {
      const [k, inline] = a.slice(2).split('=', 2);
      if (valued.includes(k)) {
        const v = inline ?? argv[++i];
        if (v === undefined) throw new UsageError(msg`--${k} needs a value`);
        flags.set(k, v);
      } else {
        flags.set(k, true);
      }
    } else {
      positional.push(a);
    }
  }
  return { positional, flags };
}

/** parseArgs for a command: only its declared options are accepted. */
export function parseOptions(argv: string[], options: readonly OptionSpec[]): ParsedArgs {
  const args = parseArgs(
    argv,
    options.filter((o) => o.value).map((o) => o.name),
  );
  for (const k of args.flags.keys())
    if (!options.some((o) => o.name === k)) throw new UsageError(msg`unknown option --${k}`);
  return args;
}

export function intFlag(args: ParsedArgs, name: string, fallback: number): number {
  const v = args.flags.get(name);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (typeof v !== 'string' || !/^\d+$/.test(v) || !Number.isSafeInteger(n))
    throw new UsageError(msg`--${name} must be a non-negative integer`);
  return n;
}

/** A flag whose value is one of `choices`. */
export function choiceFlag<T extends string>(args: ParsedArgs, name: string, choices: readonly T[], fallback: T): T {
  const v = args.flags.get(name);
  if (v === undefined) return fallback;
  if (typeof v !== 'string' || !(choices as readonly string[]).includes(v))
    throw new UsageError(msg`--${name} must be one of ${choices.join(', ')}`);
  return v as T;
}

/** The positional arguments, at least `min` of them. */
export function files(args: ParsedArgs, min = 1): string[] {
  if (args.positional.length < min) throw new UsageError(min > 1 ? msg`needs ${min} files` : msg`no file given`);
  return args.positional;
}
