// Runs code-server with a throw-away profile: fresh user data, extensions, HOME/XDG/TMPDIR inside one run folder,
// no extension gallery, loopback only. Started detached in its own process group so stopping it also stops the
// extension host and everything else it spawned.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SETTINGS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'code-server-settings.json');

/**
 * A fresh profile in `runDir` (deleted first); `extraEnv` reaches code-server and its extension hosts; `settings`
 * are user settings over the shared ones.
 */
export function createProfile(runDir, extraEnv = {}, settings = {}) {
  fs.rmSync(runDir, { recursive: true, force: true });
  const dirs = {
    userData: 'user-data',
    extensions: 'extensions',
    home: 'home',
    config: 'xdg-config',
    data: 'xdg-data',
    cache: 'xdg-cache',
    tmp: 'tmp',
  };
  for (const [key, name] of Object.entries(dirs)) {
    dirs[key] = path.join(runDir, name);
    fs.mkdirSync(dirs[key], { recursive: true });
  }
  fs.mkdirSync(path.join(dirs.userData, 'User'), { recursive: true });
  const user = { ...JSON.parse(fs.readFileSync(SETTINGS, 'utf8')), ...settings };
  fs.writeFileSync(path.join(dirs.userData, 'User', 'settings.json'), JSON.stringify(user, null, 2));
  const configFile = path.join(runDir, 'config.yaml');
  fs.writeFileSync(configFile, 'auth: none\ncert: false\n');
  const env = {
    ...process.env,
    HOME: dirs.home,
    XDG_CONFIG_HOME: dirs.config,
    XDG_DATA_HOME: dirs.data,
    XDG_CACHE_HOME: dirs.cache,
    TMPDIR: dirs.tmp,
    EXTENSIONS_GALLERY: '{}', // no gallery: nothing tries to reach an extension marketplace
    ...extraEnv,
  };
  const common = ['--config', configFile, '--user-data-dir', dirs.userData, '--extensions-dir', dirs.extensions];
  return { runDir, dirs, env, common };
}

export function installExtension(bin, profile, vsix) {
  execFileSync(bin, [...profile.common, '--install-extension', vsix], {
    env: profile.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const installed = fs
    .readdirSync(profile.dirs.extensions)
    .filter((n) => !n.startsWith('.') && n !== 'extensions.json');
  if (installed.length === 0) throw new Error(`code-server --install-extension ${vsix} installed nothing`);
  return installed;
}

/** `preferred` when it is free on 127.0.0.1, otherwise any free port. */
export function freePort(preferred = 0) {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', (e) => (preferred ? freePort().then(resolve, reject) : reject(e)));
    s.listen(preferred, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * Starts code-server on 127.0.0.1 and resolves once /healthz answers. The returned `stop()` kills the whole
 * process group; it is also registered to run if this process exits or is interrupted. `locale`: VS Code's display
 * language (`--locale`).
 */
export async function startCodeServer(bin, profile, { folder, port, locale, timeoutMs = 60_000 } = {}) {
  port ??= await freePort();
  const log = path.join(profile.runDir, 'code-server.log');
  const out = fs.openSync(log, 'w');
  const args = [
    ...profile.common,
    '--bind-addr',
    `127.0.0.1:${port}`,
    '--auth',
    'none',
    '--disable-telemetry',
    '--disable-update-check',
    '--disable-workspace-trust',
    '--disable-getting-started-override',
    '--ignore-last-opened',
  ];
  if (locale) args.push('--locale', locale);
  if (folder) args.push(folder);
  const child = spawn(bin, args, { env: profile.env, stdio: ['ignore', out, out], detached: true });
  fs.closeSync(out);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let stopped = false;
  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // the group is already gone
    }
  };
  const onExit = () => killGroup('SIGKILL');
  process.once('exit', onExit);
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', onExit);
    killGroup('SIGTERM');
    const done = await Promise.race([exited.then(() => true), delay(5000).then(() => false)]);
    // Children (extension host, pty host) may outlive the launcher: make sure the whole group is gone.
    killGroup('SIGKILL');
    if (!done) await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let early;
  exited.then((r) => {
    early = r;
  });
  while (true) {
    if (early) throw new Error(`code-server exited during start (${JSON.stringify(early)}); see ${log}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`code-server did not answer /healthz within ${timeoutMs / 1000} s; see ${log}`);
    }
    await delay(100);
  }
  return { url, port, pid: child.pid, log, stop, exited };
}

/** Stops `server` on Ctrl+C / SIGTERM, then exits with the conventional status. */
export function stopOnSignals(server, before = () => {}) {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, async () => {
      before(signal);
      await server.stop();
      process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
    });
  }
}

export const delay = (ms) => new Promise((r) => setTimeout(r, ms));
