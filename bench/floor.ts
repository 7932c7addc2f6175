// Whole processes against the physical floor: `node bin/hex-atlas.js validate <file>` beside a fresh `node` that
// only reads the file (fs.readFileSync), and the fixed costs under both — Node's start-up (`node -e 0`) and loading
// the CLI bundle (`node bin/hex-atlas.js --version`). Every round runs all four for every file, in an order that
// alternates, so a busy machine inflates them alike; the medians over the rounds are reported.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median } from './report';

/** One process: wall time seen by the parent, and the CPU time and RSS high-water mark it reported itself. */
export interface ProcessRun {
  wallMs: number;
  cpuMs: number;
  maxRssBytes: number;
}

export interface FloorMeasurement {
  /** `node -e 0` */
  start: ProcessRun;
  /** `node bin/hex-atlas.js --version` */
  cliLoad: ProcessRun;
  /** `node -e "fs.readFileSync(file)"` */
  read: ProcessRun;
  /** `node bin/hex-atlas.js validate file` */
  validate: ProcessRun;
  /** Exit status of the last validate run (1: the file has an error). */
  validateStatus: number;
}

type Kind = Exclude<keyof FloorMeasurement, 'validateStatus'>;
const kinds: Kind[] = ['start', 'cliLoad', 'read', 'validate'];

const PRELOAD = path.resolve('bench/usage-preload.cjs');

function commandOf(kind: Kind, file: string, cli: string): string[] {
  switch (kind) {
    case 'start':
      return ['-e', '0'];
    case 'cliLoad':
      return [cli, '--version'];
    case 'read':
      return ['-e', `require('node:fs').readFileSync(${JSON.stringify(file)})`];
    case 'validate':
      return [cli, 'validate', file];
  }
}

export function run(argv: string[], usageFile: string): { run: ProcessRun; status: number } {
  fs.rmSync(usageFile, { force: true });
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['--require', PRELOAD, ...argv], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, HEX_ATLAS_BENCH_USAGE: usageFile },
  });
  const wallMs = performance.now() - t0;
  if (r.status !== 0 && r.status !== 1)
    throw new Error(`node ${argv.join(' ')} failed (${r.signal ?? r.status}): ${String(r.stderr).trim()}`);
  const usage = JSON.parse(fs.readFileSync(usageFile, 'utf8')) as Omit<ProcessRun, 'wallMs'>;
  return { run: { wallMs, ...usage }, status: r.status };
}

function medianRun(runs: ProcessRun[]): ProcessRun {
  return {
    wallMs: median(runs.map((r) => r.wallMs)),
    cpuMs: median(runs.map((r) => r.cpuMs)),
    maxRssBytes: median(runs.map((r) => r.maxRssBytes)),
  };
}

/** `rounds` interleaved rounds over all `files`; `progress` hears of each finished round. */
export function measureFloors(
  files: readonly string[],
  cli: string,
  rounds: number,
  progress: (round: number) => void = () => {},
): FloorMeasurement[] {
  const usageFile = path.join(os.tmpdir(), `hex-atlas-bench-usage-${process.pid}.json`);
  // Untimed: the files into the page cache, and one CLI run so its code cache is there, as for every run but a
  // user's first.
  for (const f of files) fs.readFileSync(f);
  run(commandOf('cliLoad', '', cli), usageFile);
  const runs = files.map(() => new Map<Kind, ProcessRun[]>(kinds.map((k) => [k, []])));
  const status = files.map(() => 0);
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? kinds : [...kinds].reverse();
    files.forEach((file, i) => {
      for (const kind of order) {
        const r = run(commandOf(kind, file, cli), usageFile);
        runs[i].get(kind)!.push(r.run);
        if (kind === 'validate') status[i] = r.status;
      }
    });
    progress(round + 1);
  }
  fs.rmSync(usageFile, { force: true });
  return runs.map((byKind, i) => ({
    start: medianRun(byKind.get('start')!),
    cliLoad: medianRun(byKind.get('cliLoad')!),
    read: medianRun(byKind.get('read')!),
    validate: medianRun(byKind.get('validate')!),
    validateStatus: status[i],
  }));
}
