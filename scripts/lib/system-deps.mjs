// The Debian packages Hex Atlas's own scripts need, listed once, and the step that installs the missing ones.
// Used by `npm test`, `npm start` and `.ci/run`. As root it installs what is missing (nothing, and no network, when
// all are there); otherwise it prints the command to run and reports failure.
// Run directly to install everything: `node scripts/lib/system-deps.mjs` (`--list` prints the list).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** code-server (npm start, e2e): Debian's rg stands in for its ripgrep download; the rest builds its native modules. */
export const CODE_SERVER_PACKAGES = [
  'ripgrep',
  'libkrb5-dev',
  'libx11-dev',
  'libxkbfile-dev',
  'libsecret-1-dev',
  'pkg-config',
  'python3',
  'make',
  'g++',
];
/** The browser the webview UI tests and the e2e tests drive (/usr/bin/chromium). */
export const BROWSER_PACKAGES = ['chromium'];
/** 7-Zip's own command line: archives with the BCJ2 filter in the tests, and `7z t` beside the archive benchmark. */
export const ARCHIVE_PACKAGES = ['p7zip-full'];
export const APT_PACKAGES = [...BROWSER_PACKAGES, ...CODE_SERVER_PACKAGES, ...ARCHIVE_PACKAGES];

/** The packages of `wanted` that dpkg does not list as installed; undefined where there is no dpkg. */
export function missingPackages(wanted = APT_PACKAGES) {
  const probe = spawnSync('dpkg-query', ['--version'], { stdio: 'ignore' });
  if (probe.error || probe.status !== 0) return undefined;
  return wanted.filter((p) => {
    const r = spawnSync('dpkg-query', ['-W', '-f=${Status}', p], { encoding: 'utf8' });
    return !(r.status === 0 && r.stdout.includes('install ok installed'));
  });
}

/**
 * Makes sure `wanted` is installed, for `who` (the command that needs it, named in messages). Returns true when
 * everything is there (or was just installed); false, after saying what to run, when it cannot install.
 */
export function ensureSystemPackages(who, wanted = APT_PACKAGES, { log = console.log } = {}) {
  const missing = missingPackages(wanted);
  if (missing === undefined) {
    log(`${who}: not a Debian system; make sure these (or their equivalents) are installed: ${wanted.join(' ')}`);
    return true;
  }
  if (missing.length === 0) return true;
  const install = ['install', '-y', '--no-install-recommends', ...missing];
  if (process.getuid?.() !== 0) {
    console.error(
      `${who} needs these Debian packages: ${missing.join(' ')}\n` +
        `Install them and run it again:\n\n  sudo apt-get update && sudo apt-get ${install.join(' ')}\n`,
    );
    return false;
  }
  log(`${who}: installing ${missing.join(' ')} (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['-qq', ...install],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) {
      console.error(`${who}: apt-get ${args.join(' ')} failed (exit ${r.status ?? r.error?.message})`);
      return false;
    }
  }
  const still = missingPackages(wanted);
  if (still.length > 0) console.error(`${who}: still missing after apt-get: ${still.join(' ')}`);
  return still.length === 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--list')) console.log(APT_PACKAGES.join('\n'));
  else if (ensureSystemPackages('system packages')) console.log(`all ${APT_PACKAGES.length} system packages present`);
  else process.exit(1);
}
