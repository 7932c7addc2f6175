// Tests run workers and fuzz children from TypeScript entry points: bundle one into a temporary folder of this
// process (plain node runs it, as it runs the shipped bundles; test runs in parallel never overwrite each other's).
import * as esbuild from 'esbuild';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let dir: string | undefined;

export async function bundle(entry: string): Promise<string> {
  dir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'hex-atlas-bundle-'));
  const outfile = path.join(dir, `${path.basename(path.dirname(entry))}-${path.basename(entry, '.ts')}.js`);
  await esbuild.build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    sourcemap: true,
    logLevel: 'warning',
  });
  // As in dist/: a bundle that reads archives loads 7-Zip's WebAssembly from beside it.
  fs.copyFileSync('node_modules/7z-wasm/7zz.wasm', path.join(dir, '7zz.wasm'));
  return outfile;
}
