// The models of a MaSzyna root scenario's PACK sections as points: every record's location (x east, z north) read
// straight from the bytes in a pass over the sections' record runs. A model or solo record's location follows its
// SlimNode and two flag bytes; an instance's follows its u32 proto_id. The records of a run lie back to back, so
// only every 64th record's start is kept (millions of records): a record asked for is found by walking its run
// from the checkpoint before it, at most 63 records. Locations are not kept: a plan asks for them in a pass over
// the file for every view it draws.
import { CHECKPOINT, checkpointAtMost, checkpointsFor, keepCheckpoint, lastAtMost } from '../../../core/checkpoints';
import { slimNodeSize } from '../fields';
import { RecordKind, headerFits, sectionRuns } from './layout';
import { recordEnd } from './records';
import { PackSections } from './sections';
import { SectionWindows } from './windows';
import type { Eu7Context } from '../context';
import { PixelSource } from '../../../core/pictures/picture';
import { msg } from '../../../core/translatable';

/** Where the tree shows a run of records: its section, its chunk (-1 outside chunks) and its label. */
interface RunPlace {
  entry: number;
  chunk: number;
  kind: RecordKind;
  instances: boolean;
  /** Index of the run's first record among all records. */
  first: number;
  /** Where its first record starts and its last ends. */
  start: number;
  end: number;
}

export interface ModelPoints {
  count: number;
  /**
   * Every record's location (x, z in metres) and kind (0: a model, a full or solo record; 1: an instance of a
   * prototype), record i after record i - 1, read from the bytes again on every call.
   */
  each(visit: (x: number, z: number, kind: number, i: number) => void): void;
  /** Record i's location: x, z in metres. */
  location(i: number): [number, number];
  /** The bytes the records span: the lowest start and the highest end. */
  start: number;
  end: number;
  item(i: number): PixelSource;
  /** The record holding byte `offset`, or -1. */
  recordOf(offset: number): number;
}

const isInstance = (k: RecordKind) => k === 'inst8' || k === 'inst13';

/** A record of a section's run as a walk over them meets it. */
type RecordVisit = (view: DataView, at: number, sectionEnd: number, instance: boolean, fileAt: number) => void;

/**
 * Walks the records of the sections' runs (at most `total`), in the order PIDX lists the sections, reading each
 * section a window at a time; `onRun` hears of each run of one or more records. Returns the records met.
 */
function walkRecords(
  pack: PackSections,
  ctx: Eu7Context,
  total: number,
  visit: RecordVisit,
  onRun?: (run: RunPlace) => void,
): number {
  const { index, layouts } = pack;
  const seen = new Set<number>();
  const windows = new SectionWindows(ctx, pack);
  let n = 0;
  for (let e = 0; e < index.count && n < total; e++) {
    const section = layouts[e];
    // Entries sharing one section (the same offset) show its records once.
    if (!section || seen.has(section.start) || !headerFits(section)) continue;
    seen.add(section.start);
    const { ctx: c, l, base } = windows.at(section);
    const view = c.view;
    let pos = l.headerEnd;
    for (const run of sectionRuns(view, l)) {
      let at = run.at >= 0 ? run.at : pos;
      if (at < l.start || at > l.end) continue;
      const inst = isInstance(run.kind);
      const [first, start] = [n, base + at];
      for (let r = 0; r < run.count && n < total; r++) {
        const next = recordEnd(view, run.kind, at, l.end);
        if (next < 0) break;
        visit(view, at, l.end, inst, base + at);
        n++;
        at = next;
      }
      // A run of no records is no place to look records up in.
      if (n > first)
        onRun?.({ entry: e, chunk: run.chunk, kind: run.kind, instances: inst, first, start, end: base + at });
      pos = at;
    }
  }
  return n;
}

export function packModelPoints(pack: PackSections, ctx: Eu7Context): ModelPoints | undefined {
  let total = 0;
  for (let i = 0; i < pack.index.count; i++) if (pack.layouts[i]) total += pack.index.models[i];
  // Never more records than bytes could hold (hostile counts), at least one byte each.
  total = Math.min(total, pack.payloadEnd - pack.payloadAt);
  const checkpoints = checkpointsFor(total);
  const runs: RunPlace[] = [];
  let [k, end] = [0, 0];
  const n = walkRecords(
    pack,
    ctx,
    total,
    (_view, _at, _end, _inst, fileAt) => keepCheckpoint(checkpoints, k++, fileAt),
    (run) => {
      runs.push(run);
      end = Math.max(end, run.end);
    },
  );
  if (n === 0) return undefined;
  const runOf = (i: number) => lastAtMost(runs.length, (r) => runs[r].first, i);
  // Runs by where they lie in the file (sections may lie in another order than PIDX lists them), for lookups.
  const byStart = runs.map((_, r) => r).sort((a, b) => runs[a].start - runs[b].start);
  const read = recordReader(pack, ctx);
  /**
   * Walks run r's records from the checkpoint at or before record `from` (or the run's start) up to record `to`,
   * or up to the one holding byte `offset`: that record's index, its bytes and a view holding them.
   */
  const find = (r: number, from: number, to: number, offset = Infinity) => {
    const run = runs[r];
    const next = r + 1 < runs.length ? runs[r + 1].first : n;
    let i = Math.max(run.first, from - (from % CHECKPOINT));
    let at = i === run.first ? run.start : checkpoints[i / CHECKPOINT];
    // The next checkpoint in the run (or the run's end) bounds the bytes the walk can need.
    const stop = i + CHECKPOINT < next ? checkpoints[(i - (i % CHECKPOINT)) / CHECKPOINT + 1] : run.end;
    const { view, base } = read(at, stop);
    for (;;) {
      const after = base + recordEnd(view, run.kind, at - base, stop - base);
      if (i >= to || after > offset || after <= base) return { i, from: at, to: after, view, base };
      [i, at] = [i + 1, after];
    }
  };
  const { row, column } = pack.index;
  const record = (i: number, r = runOf(i)) => ({ r, ...find(r, i, i) });
  return {
    count: n,
    start: runs[byStart[0]].start,
    end,
    each(visit) {
      let i = 0;
      walkRecords(pack, ctx, n, (view, at, sectionEnd, inst) => {
        // Read in place: no pair made for each of millions of records.
        const loc = locationAt(view, at, sectionEnd, inst);
        visit(view.getFloat32(loc, true), view.getFloat32(loc + 8, true), inst ? 1 : 0, i++);
      });
    },
    location(i) {
      const { r, from, to, view, base } = record(i);
      return locationOf(view, from - base, to - base, runs[r].instances);
    },
    item(i) {
      const { r, from, to, view, base } = record(i);
      const place = runs[r];
      const chunk = place.chunk >= 0 ? `.chunk ${place.chunk}` : '';
      const label = place.instances ? 'instances' : 'models';
      const section = `section (${row[place.entry]}, ${column[place.entry]})`;
      const location = locationOf(view, from - base, to - base, place.instances);
      const [x, z] = location.map((v) => Math.round(v * 100) / 100);
      return {
        offset: from,
        length: to - from,
        path: `PACK.sections.${section}${chunk}.${label}[${i - place.first}]`,
        value: place.instances ? msg`instance at x ${x}, z ${z} m` : msg`model at x ${x}, z ${z} m`,
      };
    },
    recordOf(offset) {
      const r = byStart[lastAtMost(runs.length, (k) => runs[byStart[k]].start, offset)];
      const run = runs[r];
      if (offset < run.start || offset >= run.end) return -1;
      const last = (r + 1 < runs.length ? runs[r + 1].first : n) - 1;
      // From the last checkpoint of the run at or before `offset`, else from the run's start.
      const c = checkpointAtMost(checkpoints, run.first, last, offset);
      const found = find(r, c < 0 ? run.first : c, last, offset);
      return offset >= found.from && offset < found.to ? found.i : -1;
    },
  };
}

/** Where the location (x, then y and z, f32 metres) of the record at `at` in `view` lies. */
function locationAt(view: DataView, at: number, end: number, instance: boolean): number {
  return instance ? at + 4 : at + slimNodeSize(view, at, end) + 2;
}

/** A record's location (x, z in metres as f32) from its bytes at `at` in `view`. */
function locationOf(view: DataView, at: number, end: number, instance: boolean): [number, number] {
  const loc = locationAt(view, at, end, instance);
  return [view.getFloat32(loc, true), view.getFloat32(loc + 8, true)];
}

/** The bytes from .. to of the file, as a view and the file offset it starts at: read again when paged. */
function recordReader(
  pack: PackSections,
  ctx: Eu7Context,
): (from: number, to: number) => { view: DataView; base: number } {
  const source = pack.source;
  if (!source) return () => ({ view: ctx.view, base: 0 });
  return (from, to) => {
    const b = source.read(from, to - from);
    return { view: new DataView(b.buffer, b.byteOffset, b.byteLength), base: from };
  };
}
