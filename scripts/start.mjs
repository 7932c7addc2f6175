// `npm start [-- --locale pl|ru]`: see Hex Atlas working from a fresh clone. Installs what is missing, builds and
// packages the extension, writes demo files with the project's own generators into .e2e/demo (one folder per format,
// plus broken/ with damaged copies) as a git repository whose map has a change since its commit, then opens them:
// in desktop VS Code when `code` is on PATH, otherwise in code-server on 127.0.0.1 (installed into .e2e/cs on first
// use, with the Debian packages it needs) with auto-save off and Git on (scripts/lib/demo-settings.json), in the
// language asked for, running until Ctrl+C. It prints what it installs, then the address.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_ROOT, REPO_ROOT, ensureCodeServer } from './lib/code-server-install.mjs';
import { createProfile, freePort, installExtension, startCodeServer, stopOnSignals } from './lib/code-server-run.mjs';
import { CODE_SERVER_PACKAGES, ensureSystemPackages } from './lib/system-deps.mjs';

const PREFERRED_PORT = 8080;
/** Height cells of the demo map changed since its commit: a change Source Control, Timeline and the diff show. */
const CHANGED_CELLS = 37;
const LOCALES = ['en', 'pl', 'ru'];
const DEMO_SETTINGS = JSON.parse(fs.readFileSync(new URL('./lib/demo-settings.json', import.meta.url), 'utf8'));

const localeAt = process.argv.indexOf('--locale');
const locale = localeAt > 0 ? process.argv[localeAt + 1] : undefined;
if (locale !== undefined && !LOCALES.includes(locale)) exit(`--locale takes one of ${LOCALES.join(', ')}`);

process.chdir(REPO_ROOT);
if (!fs.existsSync('node_modules/.package-lock.json')) {
  console.log('installing dependencies (npm ci)…');
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (r.status !== 0) exit('npm ci failed');
}
// Imported only now: these need the dependencies just installed (esbuild, vsce).
const { packageExtension } = await import('./package.mjs');
const { prepareWorkspace } = await import('../test/e2e/lib/workspace.mjs');
const { commitThenChangeMap } = await import('../test/e2e/lib/git-repo.mjs');
const { registerLanguagePack, writeLanguagePack } = await import('../test/e2e/lib/language-pack.mjs');

console.log('building Hex Atlas and writing the demo files into .e2e/demo…');
const vsix = packageExtension({ out: path.join(E2E_ROOT, 'hex-atlas.vsix'), quiet: true });
const demo = path.join(E2E_ROOT, 'demo');
const ws = prepareWorkspace(demo, { large: false });
const map = ws.families.smf?.files.find((f) => f.endsWith('.smf'));
if (map) commitThenChangeMap(demo, map, CHANGED_CELLS, 'the demo files');

if (onPath('code')) {
  console.log(`opening ${demo} in VS Code with the extension from this folder…`);
  const args = [`--extensionDevelopmentPath=${REPO_ROOT}`, ...(locale ? ['--locale', locale] : []), demo];
  const r = spawnSync('code', args, { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}

// code-server needs Debian's ripgrep and the tools that build its native modules.
if (!ensureSystemPackages('npm start', CODE_SERVER_PACKAGES)) process.exit(1);
const bin = ensureCodeServer();
const profile = createProfile(path.join(E2E_ROOT, 'start'), {}, DEMO_SETTINGS);
installExtension(bin, profile, vsix);
// VS Code shows an extension in a language only through a language pack for it (test/e2e/lib/language-pack.mjs).
if (locale && locale !== 'en') {
  installExtension(bin, profile, writeLanguagePack(profile.runDir, locale));
  registerLanguagePack(profile, locale);
}
const port = process.env.PORT ? Number(process.env.PORT) : await freePort(PREFERRED_PORT);
const server = await startCodeServer(bin, profile, { folder: demo, port, locale });
let stopping = false;
stopOnSignals(server, () => {
  stopping = true;
  console.log('\nstopping code-server…');
});
console.log(`\nHex Atlas in code-server: ${server.url}/?folder=${encodeURIComponent(demo)}  (Ctrl+C stops it)`);
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
