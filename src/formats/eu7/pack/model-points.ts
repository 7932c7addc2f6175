// The models of a MaSzyna root scenario's PACK sections as points: every record's location (x east, z north) read
// straight from the bytes in a pass over the sections' record runs. A model or solo record's location follows its
// SlimNode and two flag bytes; an instance's follows its u32 proto_id. Of each record only its start is kept (4
// bytes, millions of records): the records of a run lie back to back, so a record ends where the next starts, and
// its location and the run's last record's end are read again when the record is asked for. The locations are not
// kept: a plan asks for them in a pass over the file for every view it draws.
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
  instances: boolean;
  /** Index of the run's first record among all records. */
  first: number;
  /** Where its last record ends. */
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
      const first = n;
      for (let r = 0; r < run.count && n < total; r++) {
        const next = recordEnd(view, run.kind, at, l.end);
        if (next < 0) break;
        visit(view, at, l.end, inst, base + at);
        n++;
        at = next;
      }
      // A run of no records is no place to look records up in.
      if (n > first) onRun?.({ entry: e, chunk: run.chunk, instances: inst, first, end: base + at });
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
  const starts = new Uint32Array(total);
  const runs: RunPlace[] = [];
  let end = 0;
  let k = 0;
  const n = walkRecords(
    pack,
    ctx,
    total,
    (_view, _at, _end, _inst, fileAt) => (starts[k++] = fileAt),
    (run) => {
      runs.push(run);
      end = Math.max(end, run.end);
    },
  );
  if (n === 0) return undefined;
  const kept = n === total ? starts : starts.slice(0, n);
  const runOf = (i: number) => lastAtMost(runs.length, (r) => runs[r].first, i);
  // Record i ends where the next one of its run starts, the run's last where the run ends.
  const endOf = (i: number, r = runOf(i)) => (i + 1 < (runs[r + 1]?.first ?? n) ? kept[i + 1] : runs[r].end);
  // Sections in the file in another order than PIDX lists them: records by start, for lookups by offset.
  const order = isSorted(kept)
    ? undefined
    : Uint32Array.from({ length: n }, (_, i) => i).sort((a, b) => kept[a] - kept[b]);
  const byStart = order ? (k: number) => order[k] : (k: number) => k;
  const read = recordReader(pack, ctx);
  const location = (i: number, r = runOf(i)): [number, number] => {
    const [from, to] = [kept[i], endOf(i, r)];
    const { view, base } = read(from, to);
    return locationOf(view, from - base, to - base, runs[r].instances);
  };
  const { row, column } = pack.index;
  return {
    count: n,
    start: kept[byStart(0)],
    end,
    each(visit) {
      let i = 0;
      walkRecords(pack, ctx, n, (view, at, sectionEnd, inst) => {
        const [x, z] = locationOf(view, at, sectionEnd, inst);
        visit(x, z, inst ? 1 : 0, i++);
      });
    },
    location: (i) => location(i),
    item(i) {
      const r = runOf(i);
      const place = runs[r];
      const chunk = place.chunk >= 0 ? `.chunk ${place.chunk}` : '';
      const label = place.instances ? 'instances' : 'models';
      const section = `section (${row[place.entry]}, ${column[place.entry]})`;
      const [x, z] = location(i, r).map((v) => Math.round(v * 100) / 100);
      return {
        offset: kept[i],
        length: endOf(i, r) - kept[i],
        path: `PACK.sections.${section}${chunk}.${label}[${i - place.first}]`,
        value: place.instances ? msg`instance at x ${x}, z ${z} m` : msg`model at x ${x}, z ${z} m`,
      };
    },
    recordOf(offset) {
      const i = byStart(lastAtMost(n, (k) => kept[byStart(k)], offset));
      return offset >= kept[i] && offset < endOf(i) ? i : -1;
    },
  };
}

/** A record's location (x, z in metres as f32) from its bytes at `at` in `view`. */
function locationOf(view: DataView, at: number, end: number, instance: boolean): [number, number] {
  const loc = instance ? at + 4 : at + slimNodeSize(view, at, end) + 2;
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

/** The last k in 0 .. count - 1 whose key(k) is at most `value` (keys ascending), or 0. */
function lastAtMost(count: number, key: (k: number) => number, value: number): number {
  let [lo, hi] = [0, count - 1];
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (key(mid) <= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function isSorted(a: Uint32Array): boolean {
  for (let i = 1; i < a.length; i++) if (a[i] < a[i - 1]) return false;
  return true;
}
