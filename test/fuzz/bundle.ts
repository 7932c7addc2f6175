// Tests start fuzz children from TypeScript entry points: bundle one into .fuzz/bundles (plain node runs it).
import * as esbuild from 'esbuild';
import path from 'node:path';

export async function bundle(entry: string): Promise<string> {
  const outfile = path.resolve('.fuzz/bundles', `${path.basename(path.dirname(entry))}-${path.basename(entry, '.ts')}.js`);
  await esbuild.build({ entryPoints: [entry], outfile, bundle: true, platform: 'node', format: 'cjs', sourcemap: true, logLevel: 'warning' });
  return outfile;
}
