// Installs code-server (VS Code in a browser) from the npm registry into `.e2e/cs`, offline-friendly: the only
// network it needs is the npm registry. Used by the e2e harness, `npm start` and `.ci/run`.
// Run directly (`node scripts/lib/code-server-install.mjs`) to install ahead of time.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// 4.100.3 (VS Code 1.100.3) is the newest code-server whose engines accept Node 20.
export const CODE_SERVER_VERSION = '4.100.3';
// The @vscode/ripgrep release code-server 4.100.3 depends on, and the rg archive its postinstall would download.
const RIPGREP_CACHE = 'vscode-ripgrep-cache-1.15.11';
const RIPGREP_ARCHIVE = 'ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const E2E_ROOT = process.env.E2E_ROOT ? path.resolve(process.env.E2E_ROOT) : path.join(REPO_ROOT, '.e2e');
const INSTALL_DIR = path.join(E2E_ROOT, 'cs');
export const CODE_SERVER_BIN = path.join(INSTALL_DIR, 'node_modules', '.bin', 'code-server');

export function installedVersion() {
  try {
    const pkg = path.join(INSTALL_DIR, 'node_modules', 'code-server', 'package.json');
    return JSON.parse(fs.readFileSync(pkg, 'utf8')).version;
  } catch {
    return undefined;
  }
}

/** Installs code-server unless the pinned version is already there. Returns the path of its launcher. */
export function ensureCodeServer({ log = console.log } = {}) {
  if (installedVersion() === CODE_SERVER_VERSION && fs.existsSync(CODE_SERVER_BIN)) return CODE_SERVER_BIN;
  const rg = findRipgrep();
  const tmp = path.join(E2E_ROOT, 'tmp');
  seedRipgrepCache(rg, tmp);
  fs.mkdirSync(INSTALL_DIR, { recursive: true });
  // Its own package.json, or npm walks up and installs into the repository instead.
  const pkg = path.join(INSTALL_DIR, 'package.json');
  if (!fs.existsSync(pkg))
    fs.writeFileSync(pkg, JSON.stringify({ name: 'hex-atlas-code-server', private: true }, null, 2) + '\n');
  log(`installing code-server ${CODE_SERVER_VERSION} into ${path.relative(REPO_ROOT, INSTALL_DIR)} (about a minute)…`);
  const t0 = Date.now();
  const r = spawnSync(
    'npm',
    ['install', `code-server@${CODE_SERVER_VERSION}`, '--no-audit', '--no-fund', '--foreground-scripts'],
    {
      cwd: INSTALL_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      env: {
        ...process.env,
        TMPDIR: tmp, // where @vscode/ripgrep looks for its download cache
        npm_config_unsafe_perm: 'true', // code-server's postinstall refuses to run as root otherwise
        npm_config_yes: 'true', // node-pty's build runs `npx node-gyp`, which would prompt
      },
    },
  );
  fs.writeFileSync(path.join(E2E_ROOT, 'code-server-install.log'), `${r.stdout}\n${r.stderr}`);
  if (r.status !== 0 || installedVersion() !== CODE_SERVER_VERSION) {
    throw new Error(
      `code-server install failed (exit ${r.status}); see ${path.join(E2E_ROOT, 'code-server-install.log')}:\n${tail(r.stderr || r.stdout)}`,
    );
  }
  log(`code-server ${CODE_SERVER_VERSION} installed in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  return CODE_SERVER_BIN;
}

function findRipgrep() {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'rg');
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  throw new Error('ripgrep (rg) is not installed: code-server needs it (Debian: apt-get install ripgrep)');
}

// @vscode/ripgrep's postinstall downloads rg from GitHub; with the archive already in its cache it uses that instead.
function seedRipgrepCache(rg, tmp) {
  const cacheDir = path.join(tmp, RIPGREP_CACHE);
  const archive = path.join(cacheDir, RIPGREP_ARCHIVE);
  if (fs.existsSync(archive)) return;
  const stage = path.join(tmp, 'rg-stage');
  fs.mkdirSync(stage, { recursive: true });
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.copyFileSync(rg, path.join(stage, 'rg'));
  fs.chmodSync(path.join(stage, 'rg'), 0o755);
  execFileSync('tar', ['czf', archive, '-C', stage, 'rg']);
}

function tail(text, lines = 30) {
  return text.trim().split('\n').slice(-lines).join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(ensureCodeServer());
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
}
