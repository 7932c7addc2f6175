// Processes behind the measured editor, found in /proc: code-server's extension hosts (one per window, under its
// launcher) and the bench browser's renderers (descendants of this process). Memory is the resident set.
import fs from 'node:fs';

function stat(pid) {
  try {
    // Fields after the command name, which sits in parentheses and may hold spaces.
    const s = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const rest = s.slice(s.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(rest[1]) };
  } catch {
    return undefined;
  }
}

function cmdline(pid) {
  try {
    // Chromium rewrites its process title: arguments may be NUL- or space-separated.
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

function all() {
  return fs
    .readdirSync('/proc')
    .filter((n) => /^\d+$/.test(n))
    .map(Number)
    .map((pid) => ({ pid, ...stat(pid), cmd: cmdline(pid) }))
    .filter((p) => p.ppid !== undefined);
}

/** Extension host processes started by the code-server whose launcher is `root` (one per window). */
export function extensionHosts(root) {
  return descendants(root, (cmd) => cmd.includes('--type=extensionHost'));
}

/** Chromium renderer processes descending from `root` (this process by default). */
export function renderers(root = process.pid) {
  return descendants(root, (cmd) => / --type=renderer( |$)/.test(cmd));
}

function descendants(root, match) {
  const children = new Map();
  for (const p of all()) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const out = [];
  const walk = (pid) => {
    for (const c of children.get(pid) ?? []) {
      if (match(c.cmd)) out.push(c.pid);
      walk(c.pid);
    }
  };
  walk(root);
  return out;
}

/** Resident set size in MiB (undefined when the process is gone). */
export function rssMiB(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Waits until `list()` returns a pid not in `before`; returns the new pids (maybe empty after `timeout`). */
export async function newPids(list, before, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  while (true) {
    const fresh = list().filter((p) => !before.includes(p));
    if (fresh.length || Date.now() > deadline) return fresh;
    await new Promise((r) => setTimeout(r, 100));
  }
}
