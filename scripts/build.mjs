// Bundles the four entry points with esbuild: extension host (Node, CommonJS, `vscode` external), its parse
// worker, the webview (browser IIFE) and the CLI. `--watch` rebuilds on change.
import * as esbuild from 'esbuild';
import fs from 'node:fs';

const watch = process.argv.includes('--watch');
const common = { bundle: true, sourcemap: true, logLevel: 'warning', target: 'es2022' };
const entries = [
  { entryPoints: ['src/cli/index.ts'], outfile: 'dist/cli.js', platform: 'node', format: 'cjs' },
  {
    entryPoints: ['extension/extension.ts'],
    outfile: 'dist/extension.js',
    platform: 'node',
    format: 'cjs',
    external: ['vscode'],
  },
  { entryPoints: ['extension/parse-worker.ts'], outfile: 'dist/parse-worker.js', platform: 'node', format: 'cjs' },
  { entryPoints: ['webview/main.ts'], outfile: 'dist/webview.js', platform: 'browser', format: 'iife' },
  { entryPoints: ['test/fuzz/main.ts'], outfile: 'dist/fuzz.js', platform: 'node', format: 'cjs' },
  { entryPoints: ['bench/main.ts'], outfile: 'dist/bench.js', platform: 'node', format: 'cjs' },
].filter((e) => fs.existsSync(e.entryPoints[0]));

if (fs.existsSync('webview/style.css'))
  entries.push({ entryPoints: ['webview/style.css'], outfile: 'dist/webview.css', bundle: true });

// The webview loads codicons from dist/ (its only local resource root), not from node_modules.
const codicons = 'node_modules/@vscode/codicons/dist';
if (fs.existsSync(codicons)) {
  fs.mkdirSync('dist/codicons', { recursive: true });
  for (const f of ['codicon.css', 'codicon.ttf']) fs.copyFileSync(`${codicons}/${f}`, `dist/codicons/${f}`);
}

if (watch) {
  for (const e of entries) await (await esbuild.context({ ...common, ...e })).watch();
  console.log('watching…');
} else {
  await Promise.all(entries.map((e) => esbuild.build({ ...common, ...e })));
  for (const e of entries) console.log(`built ${e.outfile}`);
}
