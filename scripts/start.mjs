// `npm start`: see Hex Atlas working from a fresh clone. Installs what is missing, builds and packages the
// extension, writes demo files with the project's own generators into .e2e/demo (one folder per format, plus
// broken/ with damaged copies), then opens them: in desktop VS Code when `code` is on PATH, otherwise in
// code-server on 127.0.0.1 (installed into .e2e/cs on first use, with the Debian packages it needs), running until
// Ctrl+C.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_ROOT, REPO_ROOT, ensureCodeServer } from './lib/code-server-install.mjs';
import { createProfile, freePort, installExtension, startCodeServer, stopOnSignals } from './lib/code-server-run.mjs';
import { CODE_SERVER_PACKAGES, ensureSystemPackages } from './lib/system-deps.mjs';

const PREFERRED_PORT = 8080;

process.chdir(REPO_ROOT);
if (!fs.existsSync('node_modules/.package-lock.json')) {
  console.log('installing dependencies (npm ci)…');
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (r.status !== 0) exit('npm ci failed');
}
// Imported only now: these need the dependencies just installed (esbuild, vsce).
const { packageExtension } = await import('./package.mjs');
const { prepareWorkspace } = await import('../test/e2e/lib/workspace.mjs');

const vsix = packageExtension({ out: path.join(E2E_ROOT, 'hex-atlas.vsix') });
const demo = path.join(E2E_ROOT, 'demo');
const ws = prepareWorkspace(demo, { large: false });
for (const [family, g] of Object.entries(ws.families)) {
  console.log(`  ${family}: ${g.files.join(', ')}`);
}
for (const b of Object.values(ws.broken))
  if (b.file) console.log(`  broken: ${b.file} (${b.diagnostics.length} diagnostics)`);

if (onPath('code')) {
  console.log(`opening ${demo} in VS Code with the extension from this folder…`);
  const r = spawnSync('code', [`--extensionDevelopmentPath=${REPO_ROOT}`, demo], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}

// code-server needs Debian's ripgrep and the tools that build its native modules.
if (!ensureSystemPackages('npm start', CODE_SERVER_PACKAGES)) process.exit(1);
const bin = ensureCodeServer();
const profile = createProfile(path.join(E2E_ROOT, 'start'));
installExtension(bin, profile, vsix);
const port = process.env.PORT ? Number(process.env.PORT) : await freePort(PREFERRED_PORT);
const server = await startCodeServer(bin, profile, { folder: demo, port });
let stopping = false;
stopOnSignals(server, () => {
  stopping = true;
  console.log('\nstopping code-server…');
});
console.log(
  `\nHex Atlas is running in code-server. Open in a browser:\n\n  ${server.url}/?folder=${encodeURIComponent(demo)}\n`,
);
console.log(`Files in the demo folder open in Hex Atlas; broken/ shows diagnostics in Problems. Log: ${server.log}`);
console.log('Press Ctrl+C to stop.');
const { code, signal } = await server.exited;
// After Ctrl+C the signal handler finishes the shutdown and exits; anything else is a crash.
if (!stopping) exit(`code-server stopped unexpectedly (${signal ?? `exit ${code}`}); see ${server.log}`);

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function exit(message) {
  console.error(`npm start: ${message}`);
  process.exit(1);
}
