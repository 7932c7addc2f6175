// Minimal argument parsing for the CLI: positionals plus --flag / --flag value options.

export class UsageError extends Error {}

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
        if (v === undefined) throw new UsageError(`--${k} needs a value`);
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

export function intFlag(args: ParsedArgs, name: string, fallback: number): number {
  const v = args.flags.get(name);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (typeof v !== 'string' || !Number.isInteger(n) || n < 0)
    throw new UsageError(`--${name} must be a non-negative integer`);
  return n;
}
