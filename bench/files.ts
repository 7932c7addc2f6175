// Benchmark inputs: each case's generator output written once into .bench/<family>-<scale>/ and reused; a
// manifest written last marks a complete set (an interrupted generation is redone).
import fs from 'node:fs';
import path from 'node:path';
import { familyById } from '../src/formats';

export interface Manifest {
  files: { name: string; bytes: number }[];
  generateMs: number;
}

export function caseDir(root: string, family: string, scale: number): string {
  return path.join(root, `${family}-${scale}`);
}

export function readManifest(dir: string): Manifest | undefined {
  const f = path.join(dir, 'manifest.json');
  return fs.existsSync(f) ? (JSON.parse(fs.readFileSync(f, 'utf8')) as Manifest) : undefined;
}

/** Run in its own process (`bench.js --generate family scale dir`): generators hold whole files in memory. */
export function generateInto(family: string, scale: number, dir: string): void {
  const generate = familyById(family)?.generate;
  if (!generate) throw new Error(`no generator for ${family}`);
  const t0 = performance.now();
  const files = generate(scale);
  const generateMs = performance.now() - t0;
  fs.mkdirSync(dir, { recursive: true });
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(dir, f.name)), { recursive: true });
    fs.writeFileSync(path.join(dir, f.name), f.bytes);
  }
  const manifest: Manifest = { files: files.map((f) => ({ name: f.name, bytes: f.bytes.length })), generateMs };
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2));
}
