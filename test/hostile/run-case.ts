// One hostile case run as a user would: `node bin/hex-atlas.js …` in a child process, in a fresh folder beside an
// "outside" folder with a file in it. The child's peak RSS comes from bench/usage-preload.cjs (VmHWM, written at
// exit); its RSS is also watched while it runs, and it is killed past a ceiling or a time limit, so a case that
// regresses fails instead of taking the machine with it.
import { spawn } from 'node:child_process';
import { promises as fs, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HostileCase } from './corpus';

export interface HostileRun {
  code: number | null;
  /** Why the child was stopped, if it was. */
  killed?: string;
  stdout: string;
  stderr: string;
  peakRssMB: number;
  cpuSeconds: number;
  wallSeconds: number;
  /** Files outside the case's folder that appeared, changed or went away. */
  changedOutside: string[];
}

/** The project folder: tests and the benchmark run from it. */
const root = process.cwd();

async function snapshot(dir: string, skip: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const walk = async (d: string) => {
    for (const item of await fs.readdir(d, { withFileTypes: true })) {
      const p = path.join(d, item.name);
      if (p === skip) continue;
      if (item.isDirectory()) await walk(p);
      const s = await fs.lstat(p);
      out.set(p, `${s.size}:${s.mtimeMs}:${s.mode}`);
    }
  };
  await walk(dir);
  return out;
}

function rssMB(pid: number): number {
  try {
    const m = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * Builds and runs `c`. `cli` is the entry point (another build's, to compare); the child is killed once its RSS
 * passes `ceilingMB` or it runs longer than `timeoutMs` (a guard against hangs, not a measure).
 */
export async function runHostileCase(
  c: HostileCase,
  options: { cli?: string; ceilingMB?: number; timeoutMs?: number } = {},
): Promise<HostileRun> {
  const top = await fs.mkdtemp(path.join(os.tmpdir(), 'hex-atlas-hostile-'));
  const work = path.join(top, 'work');
  const outside = path.join(top, 'outside');
  await fs.mkdir(work);
  await fs.mkdir(outside);
  await fs.writeFile(path.join(outside, 'victim.txt'), 'left alone\n');
  const usage = path.join(top, 'usage.json');
  try {
    const args = await c.build(work);
    const before = await snapshot(top, work);
    const ceiling = options.ceilingMB ?? c.maxRssMB * 2;
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [
        `--max-old-space-size=${c.maxRssMB}`,
        '--require',
        path.join(root, 'bench/usage-preload.cjs'),
        options.cli ?? path.join(root, 'bin/hex-atlas.js'),
        ...args,
      ],
      { cwd: work, env: { ...process.env, HEX_ATLAS_BENCH_USAGE: usage }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => stdout.push(b));
    child.stderr.on('data', (b: Buffer) => stderr.push(b));
    let killed: string | undefined;
    let watchedPeak = 0;
    const watch = setInterval(() => {
      watchedPeak = Math.max(watchedPeak, rssMB(child.pid!));
      if (watchedPeak > ceiling) killed ??= `RSS past ${ceiling} MiB`;
      if (performance.now() - started > (options.timeoutMs ?? 120_000)) killed ??= 'time limit';
      if (killed) child.kill('SIGKILL');
    }, 20);
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    clearInterval(watch);
    const wallSeconds = (performance.now() - started) / 1000;
    const measured = await fs
      .readFile(usage, 'utf8')
      .then((t) => JSON.parse(t) as { cpuMs: number; maxRssBytes: number })
      .catch(() => undefined);
    await fs.rm(usage, { force: true });
    const after = await snapshot(top, work);
    const changedOutside = [...new Set([...before.keys(), ...after.keys()])].filter(
      (p) => before.get(p) !== after.get(p),
    );
    return {
      code,
      killed,
      stdout: Buffer.concat(stdout).toString('utf8'),
      stderr: Buffer.concat(stderr).toString('utf8'),
      peakRssMB: measured ? measured.maxRssBytes / (1 << 20) : watchedPeak,
      cpuSeconds: measured ? measured.cpuMs / 1000 : NaN,
      wallSeconds,
      changedOutside,
    };
  } finally {
    await fs.rm(top, { recursive: true, force: true });
  }
}
