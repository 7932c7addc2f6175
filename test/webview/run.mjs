// `node test/webview/run.mjs [name filter]`: the webview UI tests in headless Chromium. Builds the webview if
// dist/ is missing, bundles the TypeScript suite for Node, runs each (exit code 1 when any failed).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

if (!fs.existsSync('dist/webview.js') || !fs.existsSync('dist/codicons/codicon.css')) {
  const b = spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(1);
}
const entries = process.argv.includes('--screenshots')
  ? ['test/webview/screenshots.ts']
  : [
      'test/webview/suite.ts',
      'test/webview/hostile.ts',
      'test/webview/color-swatch.ts',
      'test/webview/layout.ts',
      'test/webview/diff-view.ts',
    ];
const args = process.argv.slice(2).filter((a) => a !== '--screenshots');
let failed = false;
for (const entry of entries) {
  // Inside node_modules so the bundle resolves playwright-core like the sources do.
  const out = path.join('node_modules', '.cache', 'hex-atlas-ui', `${path.basename(entry, '.ts')}-${process.pid}.cjs`);
  await esbuild.build({
    entryPoints: [entry],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    sourcemap: 'inline',
  });
  const r = spawnSync('node', ['--enable-source-maps', out, ...args], { stdio: 'inherit' });
  fs.rmSync(out, { force: true });
  failed ||= r.status !== 0;
}
process.exit(failed ? 1 : 0);
