// hex-atlas: inspect, validate, round-trip, measure coverage and generate files with the same codecs as the editor.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { analyze } from '../analysis';
import { toJson, NodeJson } from '../core/describe';
import { SiblingFiles } from '../core/format';
import { findSibling } from '../core/siblings';
import { coverage } from '../core/tree';
import { families, generators, missingFamily } from '../formats';
import { rulesMarkdown } from '../rules-doc';
import { ParsedArgs, UsageError, intFlag, parseArgs } from './args';

const USAGE = `usage:
  hex-atlas inspect <file> [--json] [--depth N] [--max-children N]
  hex-atlas validate <file>... [--json]
  hex-atlas roundtrip <file>...
  hex-atlas coverage <file>
  hex-atlas generate <${families.join('|')}> <out-dir> [--scale N]
  hex-atlas docs                      (prints docs/diagnostics.md)`;

type Out = (line: string) => void;

export async function main(
  argv: string[],
  out: Out = (l) => process.stdout.write(l + '\n'),
  err: Out = (l) => process.stderr.write(l + '\n'),
): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'inspect':
        return await inspect(parseArgs(rest, ['depth', 'max-children']), out);
      case 'validate':
        return await validate(parseArgs(rest, []), out);
      case 'roundtrip':
        return await roundtrip(parseArgs(rest, []), out);
      case 'coverage':
        return await coverageCommand(parseArgs(rest, []), out);
      case 'generate':
        return await generate(parseArgs(rest, ['scale']), out);
      case 'export':
        return await (await import('./export')).exportCommand(rest, out, err);
      case 'docs':
        out(rulesMarkdown());
        return 0;
      case undefined:
      case '--help':
      case 'help':
        out(USAGE);
        return command ? 0 : 2;
      default:
        throw new UsageError(`unknown command '${command}'`);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      err(`hex-atlas: ${e.message}\n${USAGE}`);
      return 2;
    }
    if (e instanceof FileError) {
      err(`hex-atlas: ${e.message}`);
      return 2;
    }
    throw e;
  }
}

class FileError extends Error {}

async function readFile(file: string): Promise<Uint8Array> {
  const family = missingFamily(file);
  if (family) throw new UsageError(`${file}: the ${family} format is not available yet`);
  try {
    const b = await fs.readFile(file);
    return new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
  } catch (e) {
    throw new FileError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
}

/** Files beside `file` (see findSibling for how stored names are matched). */
export function siblingsOf(file: string): SiblingFiles {
  const dir = path.dirname(file);
  return {
    async read(name: string) {
      try {
        const hit = findSibling(await fs.readdir(dir), name);
        return hit === undefined ? undefined : await readFile(path.join(dir, hit));
      } catch {
        return undefined;
      }
    },
  };
}

function files(args: ParsedArgs, min = 1): string[] {
  if (args.positional.length < min) throw new UsageError('no file given');
  return args.positional;
}

async function inspect(args: ParsedArgs, out: Out): Promise<number> {
  const [file] = files(args);
  const bytes = await readFile(file);
  const depth = intFlag(args, 'depth', args.flags.has('json') ? 3 : 2);
  const maxChildren = intFlag(args, 'max-children', 50);
  const a = await analyze(file, bytes, { siblings: siblingsOf(file) });
  const tree = toJson(a.decoded.root, depth, maxChildren);
  if (args.flags.has('json')) {
    out(
      JSON.stringify(
        { file, format: a.format.id, version: a.decoded.version, tree, diagnostics: a.diagnostics },
        null,
        2,
      ),
    );
  } else {
    out(
      `${file}: ${a.format.displayName}${a.decoded.version ? ` ${a.decoded.version}` : ''}, ${bytes.length} bytes, ${a.diagnostics.length} diagnostics`,
    );
    printTree(tree, '', out);
  }
  return 0;
}

function printTree(n: NodeJson, indent: string, out: Out): void {
  const value = n.display ?? n.value ?? '';
  out(
    `${indent}${n.name}  @0x${n.offset.toString(16)}  ${n.length}  ${n.type}${value ? `  = ${value}` : ''}${n.partial ? '  [partial]' : ''}`,
  );
  for (const c of n.children ?? []) printTree(c, indent + '  ', out);
  if (n.omitted) out(`${indent}  … ${n.omitted} more`);
}

async function validate(args: ParsedArgs, out: Out): Promise<number> {
  let anyError = false;
  const all: object[] = [];
  for (const file of files(args)) {
    const bytes = await readFile(file);
    const a = await analyze(file, bytes, { siblings: siblingsOf(file) });
    for (const d of a.diagnostics) {
      if (d.severity === 'error') anyError = true;
      if (args.flags.has('json'))
        all.push({ file, code: d.code, severity: d.severity, offset: d.offset, length: d.length, message: d.message });
      else out(`${file}:0x${d.offset.toString(16).toUpperCase()}: ${d.severity} ${d.code} ${d.message}`);
    }
  }
  if (args.flags.has('json')) out(JSON.stringify(all, null, 2));
  return anyError ? 1 : 0;
}

async function roundtrip(args: ParsedArgs, out: Out): Promise<number> {
  let failed = false;
  for (const file of files(args)) {
    const bytes = await readFile(file);
    const a = await analyze(file, bytes, { decodeOnly: true });
    if (a.decoded.model === undefined) {
      out(`${file}: cannot encode (${a.format.displayName}: decoding stopped early)`);
      failed = true;
      continue;
    }
    const encoded = a.format.encode(a.decoded.model);
    const diff = firstDifference(bytes, encoded);
    if (diff < 0) out(`${file}: identical (${bytes.length} bytes)`);
    else {
      failed = true;
      out(
        `${file}: differs at 0x${diff.toString(16).toUpperCase()} (original ${bytes.length} bytes, encoded ${encoded.length} bytes)`,
      );
    }
  }
  return failed ? 1 : 0;
}

export function firstDifference(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return i;
  return a.length === b.length ? -1 : n;
}

async function coverageCommand(args: ParsedArgs, out: Out): Promise<number> {
  const [file] = files(args);
  const bytes = await readFile(file);
  const a = await analyze(file, bytes, { decodeOnly: true });
  const c = coverage(a.decoded.root);
  const pct = c.total === 0 ? 100 : (100 * c.explained) / c.total;
  out(`${pct.toFixed(1)}% of ${c.total} bytes explained`);
  return 0;
}

async function generate(args: ParsedArgs, out: Out): Promise<number> {
  const [family, outDir] = args.positional;
  if (!family || !outDir) throw new UsageError('generate needs a format and an output folder');
  if (!families.includes(family)) throw new UsageError(`unknown format '${family}' (one of ${families.join(', ')})`);
  const gen = generators[family];
  if (!gen) throw new UsageError(`generating '${family}' files is not available yet`);
  const scale = intFlag(args, 'scale', 1);
  if (scale < 1) throw new UsageError('--scale must be at least 1');
  await fs.mkdir(outDir, { recursive: true });
  for (const f of gen(scale)) {
    const target = path.join(outDir, f.name);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, f.bytes);
    out(`${target} (${f.bytes.length} bytes)`);
  }
  return 0;
}
