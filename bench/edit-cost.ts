// A fix, a picture import and a structural edit (a map's feature or a save's wire duplicated; an archive's entry,
// a save's component type or a scenery's string renamed) on a file read in pages, each in a fresh process: the time
// from the request to every pane's data of the edited file (outcome, diagnostics, the tree's first rows), the
// process's peak memory while it is made (the host and its parse worker thread: VmHWM, reset before the edit) and
// what stays after. `before`: a build's worker from before edits were made from the pages (--before-worker), with
// the host as it was then (a re-encoded file and every edit's bytes kept in memory, handed to the next worker as
// bytes); `after`: this build's worker and host (changes in place, a large edit in a temporary file the next worker
// reads by descriptor).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { encode } from 'fast-png';
import { AnalysisRunner } from '../extension/analysis-runner';
import type { WorkerBytes } from '../extension/parse-client';
import { threadWorkers } from '../extension/node/thread-workers';
import { SpilledBytes } from '../extension/node/spilled-bytes';
import { HEAD_BYTES } from '../src/analysis';
import { siblingFiles } from '../src/core/siblings';
import { PieceSource, type WorkerPiece } from '../src/editor/piece-source';
import { treeStart } from '../src/editor/tree-start';
import { readRegularFile, openRegularFile } from '../src/platform/node/regular-file';

export type EditKind = 'fix' | 'fixAll' | 'import' | 'duplicate' | 'rename';
export type EditHost = 'before' | 'after';

export interface EditFigures {
  ms: number;
  /** Peak RSS while the edit is made and the edited file analysed, above the RSS before it. */
  peakBytes: number;
  /** RSS 5 s after the edited file is analysed, above the RSS before the edit (the undo stack, the worker). */
  heldBytes: number;
  /** Bytes the worker asked the host for as the whole file. */
  wholeBytes: number;
}

const readSync = (fd: number, into: Uint8Array, at: number): number => fs.readSync(fd, into, 0, into.length, at);

/** The pieces as the document hands them to its worker, counting what is read whole for it. */
export function workerBytes(pieces: WorkerPiece[], counter: { whole: number }): WorkerBytes {
  const source = new PieceSource(pieces, readSync);
  return {
    head: source.read(0, HEAD_BYTES),
    size: source.size,
    pieces,
    whole: async () => {
      const buffer = new SharedArrayBuffer(source.size);
      source.readInto(0, new Uint8Array(buffer));
      counter.whole += source.size;
      return buffer;
    },
  };
}

/** The file's piece with `changes` (in order, apart) written over it: each change one piece. */
export function spliced(
  file: { fd: number; from: number; length: number },
  changes: { offset: number; piece: WorkerPiece }[],
): WorkerPiece[] {
  const out: WorkerPiece[] = [];
  let at = 0;
  for (const c of [...changes].sort((a, b) => a.offset - b.offset)) {
    if (c.offset > at) out.push({ fd: file.fd, from: at, length: c.offset - at });
    out.push(c.piece);
    at = c.offset + ('bytes' in c.piece ? c.piece.bytes.length : c.piece.length);
  }
  if (at < file.length) out.push({ fd: file.fd, from: at, length: file.length - at });
  return out;
}

/** A change as the host keeps it: in memory (before; after when small), or in a temporary file (after, > 1 MiB). */
async function kept(bytes: Uint8Array, host: EditHost, keep: SpilledBytes[]): Promise<WorkerPiece> {
  if (host === 'before' || bytes.length <= 2 ** 20) return { bytes: bytes.slice() };
  const spilled = new SpilledBytes(bytes, os.tmpdir());
  keep.push(spilled);
  await spilled.written;
  return { fd: spilled.fd!, from: 0, length: bytes.length };
}

interface Applying {
  host: EditHost;
  file: { fd: number; from: number; length: number };
  counter: { whole: number };
  spills: SpilledBytes[];
  undo: unknown[];
}

/**
 * The edit asked of the worker and applied as the document applies it: the bytes the next worker is given, or
 * undefined when the worker that made it answers for the edited file.
 */
async function applied(
  runner: AnalysisRunner,
  request: Parameters<AnalysisRunner['edit']>[0],
  a: Applying,
): Promise<WorkerBytes | undefined> {
  const r = await runner.edit(request);
  if (r === 'stale' || 'error' in r) throw new Error(`${request.kind} refused`);
  const follow = 'kept' in r && r.kept;
  if ('changes' in r && r.changes) {
    const pieces = await Promise.all(
      r.changes.map(async (c) => ({ offset: c.offset, piece: await kept(c.bytes, a.host, a.spills) })),
    );
    a.undo.push(pieces);
    return follow ? undefined : workerBytes(spliced(a.file, pieces), a.counter);
  }
  if ('parts' in r && r.parts) {
    // A structural edit or a fix that moves bytes, made from the pages: stretches of the file as it was, new bytes.
    const pieces = await Promise.all(
      r.parts.map((p) =>
        'bytes' in p ? kept(p.bytes, a.host, a.spills) : { ...a.file, from: p.from, length: p.length },
      ),
    );
    a.undo.push(pieces);
    return workerBytes(pieces, a.counter);
  }
  if (!('buffer' in r) || !r.buffer) throw new Error(`${request.kind} made no change`);
  if (follow) return undefined;
  const bytes = new Uint8Array(r.buffer);
  if (a.host === 'before') {
    a.undo.push(bytes);
    return workerBytes([{ bytes }], a.counter);
  }
  const spilled = new SpilledBytes(bytes, os.tmpdir());
  a.spills.push(spilled);
  await spilled.written;
  return workerBytes([{ fd: spilled.fd!, from: 0, length: bytes.length }], a.counter);
}

/** The process's peak RSS (VmHWM, reset by writing 5 to /proc/self/clear_refs), in bytes. */
export function vmHwm(): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'));
  return m ? Number(m[1]) * 1024 : process.resourceUsage().maxRSS * 1024;
}

/**
 * The editor host's analysis runner for `file` with the parse worker `worker`, its tile files and other siblings read
 * from its folder; `changed()` resolves at the runner's next change of state.
 */
export function fileRunner(file: string, worker: string): { runner: AnalysisRunner; changed: () => Promise<void> } {
  const dir = path.dirname(file);
  const siblings = siblingFiles({
    entries: () => fs.promises.readdir(dir),
    read: (entry) => readRegularFile(path.join(dir, entry)),
  });
  let notify = (): void => {};
  const runner = new AnalysisRunner(threadWorkers(worker), path.basename(file), siblings, () => notify());
  return { runner, changed: () => new Promise<void>((resolve) => (notify = resolve)) };
}

/** One edit of `file` (a map above the paging threshold) in this process: see the file's comment. */
export async function measureEdit(file: string, kind: EditKind, worker: string, host: EditHost): Promise<EditFigures> {
  const { runner, changed } = fileRunner(file, worker);
  const settled = async (): Promise<void> => {
    while (runner.state.phase !== 'done') {
      if (runner.state.phase === 'failed' || runner.state.phase === 'stopped')
        throw new Error(`${file}: ${runner.state.message ?? runner.state.phase}`);
      await changed();
    }
  };
  const { handle, size } = await openRegularFile(file);
  const spills: SpilledBytes[] = [];
  const counter = { whole: 0 };
  try {
    const piece = { fd: handle.fd, from: 0, length: size };
    runner.run(workerBytes([piece], counter));
    await settled();
    // A fix waits for the findings of the whole-file rules, as a user does for the Problems panel.
    const target = kind === 'fix' || kind === 'fixAll' ? await fixTarget(runner) : undefined;
    const request =
      kind === 'import'
        ? { kind: 'importPicture' as const, ...(await importedPng(runner)), range: 'keep' as const }
        : kind === 'duplicate'
          ? { kind: 'structureEdit' as const, op: { kind, path: await resolved(runner, DUPLICATED) } }
          : kind === 'rename'
            ? {
                kind: 'structureEdit' as const,
                op: { kind: 'setString' as const, path: await resolved(runner, RENAMED), value: 'Renamed' },
              }
            : kind === 'fixAll'
              ? { kind }
              : { kind, ...target! };
    global.gc?.();
    fs.writeFileSync('/proc/self/clear_refs', '5');
    const before = process.memoryUsage.rss();
    const t0 = performance.now();
    // What the document's undo stack keeps; the reply itself is dropped as the editor drops it.
    const undo: unknown[] = [];
    const next = await applied(runner, request, { host, file: piece, counter, spills, undo });
    if (next) runner.run(next);
    else runner.follow();
    await settled();
    if (!(runner.tree ?? (await treeStart((q) => runner.query(q))))) throw new Error(`${file}: no tree`);
    const ms = performance.now() - t0;
    // The worker that made the edit is ended as a new one starts: its memory goes once its thread has stopped, which
    // took 2-4 s on a loaded machine.
    await delay(5000);
    global.gc?.();
    return {
      ms,
      peakBytes: vmHwm() - before,
      heldBytes: process.memoryUsage.rss() - before,
      wholeBytes: counter.whole,
    };
  } finally {
    runner.dispose();
    for (const s of spills) await s.close();
    await handle.close();
  }
}

/** What `duplicate` copies: a map's first feature record, a save's first wire. */
const DUPLICATED = ['features.records[0]', 'wires[0]'];
/** What `rename` renames: an archive's first entry, a save's first component type, a scenery's first string. */
const RENAMED = ['directory[0].name', 'componentIds[0].textId', 'STRS.strings[0]'];

/** The id of the first of `paths` the file has (a structural edit's target). */
async function resolved(runner: AnalysisRunner, paths: string[]): Promise<string> {
  for (const path of paths) {
    const id = await runner.query({ kind: 'resolvePath', path });
    if (id) return id;
  }
  throw new Error(`none of ${paths.join(', ')}`);
}

/**
 * The first finding with a fix (the damaged map's smf.tile-files-short; a map's smf.smt-missing, its tile file
 * renamed), once the whole-file rules that find some of them have reported.
 */
async function fixTarget(runner: AnalysisRunner) {
  for (const deadline = performance.now() + 60_000; performance.now() < deadline; await delay(50)) {
    const d = runner.diagnostics.find((x) => x.fix);
    if (d) return { code: d.code, offset: d.offset, length: d.length };
  }
  throw new Error('no finding with a fix');
}

/** A picture for the file, a pattern of values: a map's metal map, a Land.msh's heights. */
async function importedPng(runner: AnalysisRunner): Promise<{ name: string; png: Uint8Array }> {
  const pictures = await runner.query({ kind: 'pictures' });
  const info = pictures.find((p) => p.name === 'metal') ?? pictures.find((p) => p.name === 'height');
  if (!info) throw new Error('no metal map or height picture');
  const data = Uint8Array.from({ length: info.width * info.height }, (_, i) => (i * 31) & 0xff);
  return { name: info.name, png: encode({ width: info.width, height: info.height, data, depth: 8, channels: 1 }) };
}

const mib = (n: number): string => `${(n / 2 ** 20).toFixed(0)} MiB`;

/** The figures of each edit, before and after, as lines of text (medians of the runs given). */
export function editCostText(
  label: string,
  rows: { kind: EditKind; host: EditHost; figures: EditFigures[] }[],
): string {
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const name = {
    fix: 'Fix',
    fixAll: 'Fix All',
    import: 'Import metal map',
    duplicate: 'Duplicate a record',
    rename: 'Rename',
  };
  const lines = [
    `${label}: edit -> every pane's data; peak and held RSS of host + worker above the RSS before the edit ` +
      `(median of ${rows[0]?.figures.length ?? 0}):`,
  ];
  for (const r of rows) {
    const m = (pick: (f: EditFigures) => number) => median(r.figures.map(pick));
    lines.push(
      `  ${name[r.kind]}, ${r.host}: ${m((f) => f.ms).toFixed(0)} ms, peak +${mib(m((f) => f.peakBytes))}, ` +
        `held +${mib(m((f) => f.heldBytes))}, read whole ${mib(m((f) => f.wholeBytes))}`,
    );
  }
  return lines.join('\n');
}
