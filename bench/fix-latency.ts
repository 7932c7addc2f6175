// Fix -> every pane's data ready (the analysis state, the diagnostics and the tree's first rows the page shows),
// through the extension host's own AnalysisRunner and the real parse worker bundle, on a damaged copy of a benchmark
// file: as the editor did before (the host starts a new worker that decodes and validates the repaired file) and as
// it does now (the worker that made the fix answers for the repaired file). A map above the paging threshold is
// given by its pieces, as the editor gives it; a smaller file as a shared buffer.
import fs from 'node:fs';
import path from 'node:path';
import { AnalysisRunner } from '../extension/analysis-runner';
import type { WorkerBytes } from '../extension/parse-client';
import { HEAD_BYTES } from '../src/analysis';
import { readRegularFile, openRegularFile } from '../src/platform/node/regular-file';
import { threadWorkers } from '../extension/node/thread-workers';
import type { ShareableBuffer } from '../src/platform/shared-memory';
import { siblingFiles } from '../src/core/siblings';
import { treeStart } from '../src/editor/tree-start';
import type { Repaired } from '../src/editor/worker-protocol';
import { median } from './report';
import { spliced, workerBytes } from './edit-cost';

/** A benchmark file damaged by one fixable field: what to change, and the diagnostic the fix repairs. */
export interface FixBench {
  label: string;
  file: string;
  damage(bytes: Uint8Array): void;
  code: string;
  /** Given to the worker by its pieces (a file above hexAtlas.pagedAboveMB), else in a shared buffer. */
  paged: boolean;
}

type Mode = 'new worker' | 'same worker';

/** One Fix, timed from the request to the outcome of the repaired bytes with the tree's first rows. */
async function fixOnce(b: FixBench, damaged: string, kind: 'fix' | 'fixAll', mode: Mode): Promise<number> {
  const dir = path.dirname(damaged);
  const siblings = siblingFiles({
    entries: () => fs.promises.readdir(dir),
    read: (entry) => readRegularFile(path.join(dir, entry)),
  });
  let changed = (): void => {};
  const runner = new AnalysisRunner(threadWorkers(workerFile()), path.basename(b.file), siblings, () => changed());
  const settled = async (): Promise<void> => {
    while (runner.state.phase !== 'done') {
      if (runner.state.phase === 'failed' || runner.state.phase === 'stopped')
        throw new Error(`${b.label}: ${runner.state.message ?? runner.state.phase}`);
      await new Promise<void>((resolve) => (changed = resolve));
    }
  };
  const { handle, size } = await openRegularFile(damaged);
  try {
    runner.run(startBytes(b, handle.fd, size));
    await settled();
    const d = runner.diagnostics.find((x) => x.code === b.code && x.fix);
    if (!d) throw new Error(`${b.label}: no fixable ${b.code}`);
    // Read before the clock starts: the repaired copy made from it stands for the one the worker made before.
    const before = mode === 'new worker' ? fs.readFileSync(damaged) : undefined;
    const t0 = performance.now();
    const r = await runner.edit(kind === 'fix' ? { kind, code: d.code, offset: d.offset, length: d.length } : { kind });
    // A fix that moves bytes (parts of the file) is measured by --edit-cost, not here.
    if (r === 'stale' || 'error' in r || 'parts' in r || !('changes' in r || r.buffer))
      throw new Error(`${b.label}: not fixed in place or whole`);
    if (mode === 'new worker') runner.run(repaired(b, repairedBuffer(before!, r as Repaired)));
    else if (r.kept) runner.follow();
    // A repair of a file read in pages made from its pages: the next worker reads the pieces with its changes.
    else runner.run(afterChanges(b, handle.fd, size, r as Repaired));
    await settled();
    if (!(runner.tree ?? (await treeStart((q) => runner.query(q))))) throw new Error(`${b.label}: no tree`);
    return performance.now() - t0;
  } finally {
    runner.dispose();
    await handle.close();
  }
}

/** The damaged file as the document hands it to its worker. */
function startBytes(b: FixBench, fd: number, size: number): WorkerBytes {
  const read = (into: Uint8Array): Uint8Array => {
    for (let at = 0; at < into.length;) at += fs.readSync(fd, into, at, into.length - at, at) || into.length;
    return into;
  };
  const whole = (): SharedArrayBuffer => {
    const buffer = new SharedArrayBuffer(size);
    read(new Uint8Array(buffer));
    return buffer;
  };
  if (!b.paged) return whole();
  const head = read(new Uint8Array(Math.min(size, HEAD_BYTES)));
  return { head, size, pieces: [{ fd, from: 0, length: size }], whole: async () => whole() };
}

/** The file with a repair's changes as pieces, as a paged document hands them to its next worker. */
function afterChanges(b: FixBench, fd: number, size: number, r: Repaired): WorkerBytes {
  if (!('changes' in r)) throw new Error(`${b.label}: a repair from the pages came whole`);
  const pieces = spliced(
    { fd, from: 0, length: size },
    r.changes.map((c) => ({ offset: c.offset, piece: { bytes: c.bytes } })),
  );
  return workerBytes(pieces, { whole: 0 });
}

/** The repaired file in a shared buffer, as the worker sent it before it sent a local repair as its changes. */
function repairedBuffer(before: Uint8Array, r: Repaired): ShareableBuffer {
  if ('buffer' in r) return r.buffer;
  if ('parts' in r) throw new Error('a fix that moved bytes');
  const buffer = new SharedArrayBuffer(before.length);
  const bytes = new Uint8Array(buffer);
  bytes.set(before);
  for (const c of r.changes) bytes.set(c.bytes, c.offset);
  return buffer;
}

/** The repaired bytes as the document hands them to a new worker: one piece in memory, or the shared buffer. */
function repaired(b: FixBench, buffer: ShareableBuffer): WorkerBytes {
  if (!b.paged) return buffer;
  const bytes = new Uint8Array(buffer);
  return { head: bytes.slice(0, HEAD_BYTES), size: bytes.length, pieces: [{ bytes }], whole: async () => buffer };
}

function workerFile(): string {
  return path.join(path.dirname(process.argv[1]), 'parse-worker.js');
}

/** Medians of `rounds` interleaved runs of each kind and mode, as lines of text. */
export async function fixLatencyText(benches: FixBench[], rounds: number): Promise<string> {
  const lines = [`Fix -> every pane's data (outcome, diagnostics, first tree rows), median of ${rounds} rounds:`];
  for (const b of benches) {
    const damaged = path.join(path.dirname(b.file), `damaged-${path.basename(b.file)}`);
    const bytes = fs.readFileSync(b.file);
    b.damage(bytes);
    fs.writeFileSync(damaged, bytes);
    try {
      for (const kind of ['fix', 'fixAll'] as const) {
        const times: Record<Mode, number[]> = { 'new worker': [], 'same worker': [] };
        for (let i = 0; i < rounds; i++)
          for (const mode of (i % 2 ? ['same worker', 'new worker'] : ['new worker', 'same worker']) as Mode[])
            times[mode].push(await fixOnce(b, damaged, kind, mode));
        const ms = (mode: Mode) => median(times[mode]).toFixed(0);
        lines.push(
          `  ${b.label}, ${kind === 'fix' ? 'Fix' : 'Fix All'}: ${ms('new worker')} ms before (a new worker decodes ` +
            `the repaired file), ${ms('same worker')} ms now (the worker that fixed it answers, or for a file ` +
            `read in pages a new one reads its pieces)`,
        );
      }
    } finally {
      fs.rmSync(damaged, { force: true });
    }
  }
  return lines.join('\n');
}
