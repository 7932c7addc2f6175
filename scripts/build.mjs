// Bundles every entry point with esbuild: extension host (Node, CommonJS, `vscode` external), its parse worker,
// the web extension host's one bundle (browser, CommonJS, `vscode` external), the webview (browser IIFE) and its
// stylesheet, the CLI, the fuzzer and the benchmarks. `--watch` rebuilds on change.
import * as esbuild from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { writeManifestContributions } from './lib/manifest-contributions.mjs';
import { webviewTables } from './lib/l10n-keys.mjs';
import { webEntry, webParseWorker } from './lib/web-entry.mjs';
import { asciiOutput } from './lib/ascii-output.mjs';
import { fflateOnFirstUse } from './lib/fflate-on-first-use.mjs';
import { cataloguesOnFirstUse } from './lib/catalogues-on-first-use.mjs';

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
  webEntry,
  webParseWorker,
  { entryPoints: ['extension/parse-worker.ts'], outfile: 'dist/parse-worker.js', platform: 'node', format: 'cjs' },
  { entryPoints: ['extension/job-worker.ts'], outfile: 'dist/job-worker.js', platform: 'node', format: 'cjs' },
  { entryPoints: ['webview/main.ts'], outfile: 'dist/webview.js', platform: 'browser', format: 'iife' },
  { entryPoints: ['webview/style.css'], outfile: 'dist/webview.css' },
  { entryPoints: ['webview/diff/main.ts'], outfile: 'dist/diff-view.js', platform: 'browser', format: 'iife' },
  { entryPoints: ['webview/diff/diff.css'], outfile: 'dist/diff-view.css' },
  { entryPoints: ['test/fuzz/main.ts'], outfile: 'dist/fuzz.js', platform: 'node', format: 'cjs' },
  { entryPoints: ['bench/main.ts'], outfile: 'dist/bench.js', platform: 'node', format: 'cjs' },
];
// The webview loads codicons from dist/ (its only local resource root), not from node_modules.
const codicons = ['codicon.css', 'codicon.ttf'].map((f) => `node_modules/@vscode/codicons/dist/${f}`);

// 7-Zip's WebAssembly build is loaded from beside the bundle that uses it (the CLI, the extension, the workers).
const sevenZipWasm = 'node_modules/7z-wasm/7zz.wasm';

// A renamed or deleted input must stop the build, not quietly leave its bundle out.
const missing = [...entries.map((e) => e.entryPoints[0]), ...codicons, sevenZipWasm].filter((f) => !fs.existsSync(f));
if (missing.length > 0) {
  console.error(`build: missing input${missing.length > 1 ? 's' : ''}:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
// The custom editors' file patterns come from the codecs and the language model tools from the agent tools (each
// written once there), so neither a new format nor a new tool needs a manifest edit.
if (await writeManifestContributions()) console.log('package.json: contributions written from the sources');
fs.mkdirSync('dist/codicons', { recursive: true });
for (const f of codicons) fs.copyFileSync(f, `dist/codicons/${path.basename(f)}`);
fs.copyFileSync(sevenZipWasm, `dist/${path.basename(sevenZipWasm)}`);
// The page's translations: only its own words, not the whole catalogue (diagnostics arrive translated).
fs.mkdirSync('dist/l10n', { recursive: true });
for (const [locale, table] of Object.entries(webviewTables('.')))
  fs.writeFileSync(`dist/l10n/webview.${locale}.json`, JSON.stringify(table));

// Node's bundles in ASCII (read as one-byte strings: bin/hex-atlas.js reads the CLI's as Latin-1), with fflate and
// the catalogues initialised on first use.
const options = (e) =>
  e.platform === 'node'
    ? { ...common, ...e, plugins: [...(e.plugins ?? []), fflateOnFirstUse, cataloguesOnFirstUse, asciiOutput] }
    : { ...common, ...e };
if (watch) {
  for (const e of entries) await (await esbuild.context(options(e))).watch();
  console.log('watching…');
} else {
  await Promise.all(entries.map((e) => esbuild.build(options(e))));
  for (const e of entries) console.log(`built ${e.outfile}`);
}
