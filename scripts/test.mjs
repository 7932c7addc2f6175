// `npm test`: every test, in the order that fails fastest. Installs what is missing first (a fresh clone works).
// Stages: install -> build -> typecheck -> unit tests (vitest) -> diagnostics doc up to date -> webview UI tests in
// Chromium -> end-to-end tests in a real VS Code. A stage whose prerequisites are absent says so plainly.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const stages = [];
const run = (name, cmd, args, opts = {}) => {
  const t0 = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, {
    stdio: opts.capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
    shell: false,
  });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  stages.push(`${r.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  if (r.status !== 0) finish(1);
  return r.stdout;
};
const finish = (code) => {
  console.log('\n=== summary\n' + stages.join('\n'));
  process.exit(code);
};

if (!fs.existsSync('node_modules/.package-lock.json')) run('install', 'npm', ['ci', '--no-audit', '--no-fund']);
run('build', 'node', ['scripts/build.mjs']);
run('typecheck', 'npx', ['tsc', '-p', '.', '--noEmit']);
run('unit tests', 'npx', ['vitest', 'run']);
const doc = run('diagnostics doc', 'node', ['bin/hex-atlas.js', 'docs'], { capture: true });
if (!fs.existsSync('docs/diagnostics.md') || fs.readFileSync('docs/diagnostics.md', 'utf8') !== doc) {
  console.error('docs/diagnostics.md is out of date: run `npm run build && npm run docs`');
  stages.push('FAIL diagnostics doc is out of date');
  finish(1);
}
for (const [name, script] of [
  ['webview UI tests (Chromium)', 'test/webview/run.mjs'],
  ['fuzz (fixed seed)', 'test/fuzz/ci.mjs'],
  ['end-to-end (code-server + Chromium)', 'test/e2e/run.mjs'],
]) {
  if (fs.existsSync(script)) run(name, 'node', [script]);
}
finish(0);
