// `npm test`: every test, in the order that fails fastest. Installs what is missing first (a fresh clone works):
// the system packages (scripts/lib/system-deps.mjs) and the npm dependencies.
// Stages: build -> lint -> format -> dead code (knip: exports, types and files nothing uses) -> typecheck -> unit
// tests (vitest) -> diagnostics doc up to date -> webview UI tests in Chromium -> fuzz -> end-to-end tests in a real
// VS Code, in English, in the browser's Web Worker extension host, and in Polish. A stage whose script is missing
// fails: a renamed runner must not turn into a stage that silently never runs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { ensureSystemPackages } from './lib/system-deps.mjs';

const summary = [];
const finish = (code) => {
  console.log('\n=== summary\n' + summary.join('\n'));
  process.exit(code);
};
const run = (name, cmd, args, { capture = false } = {}) => {
  const t0 = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit', encoding: 'utf8' });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  summary.push(`${r.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  if (r.status !== 0) finish(1);
  return r.stdout;
};
const fail = (message) => {
  console.error(message);
  summary.push(`FAIL ${message}`);
  finish(1);
};

if (!ensureSystemPackages('npm test')) process.exit(1);
if (!fs.existsSync('node_modules/.package-lock.json')) run('install', 'npm', ['ci', '--no-audit', '--no-fund']);

const checkDoc = () => {
  const doc = run('diagnostics doc', 'node', ['bin/hex-atlas.js', 'docs'], { capture: true });
  if (!fs.existsSync('docs/diagnostics.md') || fs.readFileSync('docs/diagnostics.md', 'utf8') !== doc)
    fail('docs/diagnostics.md is out of date: run `npm run build && npm run docs`');
};
const node = (name, script) => () => {
  if (!fs.existsSync(script)) fail(`${name}: ${script} does not exist`);
  run(name, 'node', [script]);
};
const stages = [
  node('build', 'scripts/build.mjs'),
  () => run('lint', 'npx', ['eslint', '.']),
  () => run('format', 'npx', ['prettier', '--check', '.']),
  () => run('dead code', 'npx', ['knip', '--no-progress', '--include', 'exports,types,files']),
  () => run('typecheck', 'npx', ['tsc', '-p', '.', '--noEmit']),
  () => run('unit tests', 'npx', ['vitest', 'run']),
  checkDoc,
  node('webview UI tests (Chromium)', 'test/webview/run.mjs'),
  node('fuzz (fixed seed)', 'test/fuzz/ci.mjs'),
  node('end-to-end (code-server + Chromium)', 'test/e2e/run.mjs'),
  // The same VS Code with Hex Atlas in the browser's Web Worker extension host, as on vscode.dev.
  () => run('end-to-end on the web (--web)', 'node', ['test/e2e/run.mjs', '--web']),
  // The same VS Code in Polish: command titles, the page and a problem message in the user's language.
  () => run('end-to-end in Polish (--locale pl)', 'node', ['test/e2e/run.mjs', '--locale', 'pl']),
];
for (const stage of stages) stage();
finish(0);
