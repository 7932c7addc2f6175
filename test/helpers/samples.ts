// Real files written by other people's tools live outside the repository in ../shared/samples (CI has them).
// Tests read them in place and say they were skipped when the folder is absent.
import fs from 'node:fs';
import path from 'node:path';
import { describe } from 'vitest';

export const samplesDir = path.resolve(__dirname, '../../../shared/samples');

export function samplePath(...parts: string[]): string {
  return path.join(samplesDir, ...parts);
}

export function hasSamples(sub: string): boolean {
  return fs.existsSync(path.join(samplesDir, sub));
}

/** Sample files in a sub-folder with one of the given extensions (empty when the folder is absent). */
export function sampleFiles(sub: string, ...extensions: string[]): string[] {
  if (!hasSamples(sub)) return [];
  return fs
    .readdirSync(path.join(samplesDir, sub))
    .filter((n) => extensions.length === 0 || extensions.some((e) => n.toLowerCase().endsWith(e)))
    .map((n) => path.join(samplesDir, sub, n));
}

export function readBytes(file: string): Uint8Array {
  const b = fs.readFileSync(file);
  return new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
}

/** `describe` that runs only when ../shared/samples/<sub> exists, and says so when it does not. */
export function describeSamples(sub: string, name: string, body: () => void): void {
  if (hasSamples(sub)) describe(name, body);
  else describe.skip(`${name} (skipped: ${path.join(samplesDir, sub)} not present)`, body);
}
