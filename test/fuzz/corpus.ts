// The committed corpus (test/fuzz/corpus/<format>/) and the dictionaries (test/fuzz/dictionaries/<format>.dict).
// A corpus file is named `<8 hex of its FNV-1a>-<the name it is checked under>`, e.g. `1f2e3d4c-Land.map`, since
// some formats read meaning from the file name.
import fs from 'node:fs';
import path from 'node:path';
import { hashBytes } from './prng';

export interface CorpusFile {
  /** The name the codec sees. */
  name: string;
  bytes: Uint8Array;
}

/** Relative to the repository root, where npm scripts run. */
export const corpusRoot = path.resolve('test/fuzz/corpus');
export const dictionaryRoot = path.resolve('test/fuzz/dictionaries');

export function readCorpus(dir: string): CorpusFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .flatMap((file) => {
      const m = /^[0-9a-f]{8}-(.+)$/.exec(file);
      if (!m) return [];
      const b = fs.readFileSync(path.join(dir, file));
      return [{ name: m[1], bytes: new Uint8Array(b.buffer, b.byteOffset, b.byteLength) }];
    });
}

/** Write `f` into `dir` under its content name; returns the path. */
export function writeCorpusFile(dir: string, f: CorpusFile): string {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${hashBytes(f.bytes).toString(16).padStart(8, '0')}-${path.basename(f.name)}`);
  fs.writeFileSync(file, f.bytes);
  return file;
}

/**
 * Tokens of a dictionary in the AFL/libFuzzer format: one `name="value"` (or `"value"`) a line, `\xNN`, `\\` and
 * `\"` escapes, `#` comments.
 */
export function parseDictionary(text: string): Uint8Array[] {
  const tokens: Uint8Array[] = [];
  for (const line of text.split('\n')) {
    const m = /^\s*(?:[A-Za-z0-9_]+\s*=\s*)?"((?:[^"\\]|\\.)*)"\s*$/.exec(line);
    if (!m) continue;
    const bytes: number[] = [];
    for (let i = 0; i < m[1].length; i++) {
      const c = m[1][i];
      if (c !== '\\') bytes.push(c.charCodeAt(0) & 0xff);
      else if (m[1][i + 1] === 'x') {
        bytes.push(parseInt(m[1].slice(i + 2, i + 4), 16));
        i += 3;
      } else bytes.push(m[1].charCodeAt(++i) & 0xff);
    }
    tokens.push(Uint8Array.from(bytes));
  }
  return tokens;
}

export function readDictionary(formatId: string): Uint8Array[] {
  const file = path.join(dictionaryRoot, `${formatId}.dict`);
  return fs.existsSync(file) ? parseDictionary(fs.readFileSync(file, 'utf8')) : [];
}
