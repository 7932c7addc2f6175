// The models of a MaSzyna root scenario's PACK sections as points: every record's location (x east, z north) read
// straight from the bytes in one pass over the sections' record runs, into typed arrays. A model or solo record's
// location follows its SlimNode and two flag bytes; an instance's follows its u32 proto_id.
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
}

export interface ModelPoints {
  count: number;
  /** x, z pairs in metres. */
  xz: Float32Array;
  /** 0: model (a full or solo record), 1: instance of a prototype. */
  kinds: Uint8Array;
  /** Record i spans starts[i] .. ends[i]; `order` lists records by start for lookups by offset. */
  starts: Uint32Array;
  ends: Uint32Array;
  order: Uint32Array;
  item(i: number): PixelSource;
  /** The record holding byte `offset`, or -1. */
  recordOf(offset: number): number;
}

const isInstance = (k: RecordKind) => k === 'inst8' || k === 'inst13';

export function packModelPoints(pack: PackSections, ctx: Eu7Context): ModelPoints | undefined {
  const { index, layouts } = pack;
  let total = 0;
  for (let i = 0; i < index.count; i++) if (layouts[i]) total += index.models[i];
  // Never more records than bytes could hold (hostile counts), at least one byte each.
  total = Math.min(total, pack.payloadEnd - pack.payloadAt);
  const xz = new Float32Array(2 * total);
  const kinds = new Uint8Array(total);
  const starts = new Uint32Array(total);
  const ends = new Uint32Array(total);
  const recordRun = new Uint32Array(total);
  const runs: RunPlace[] = [];
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
      runs.push({ entry: e, chunk: run.chunk, instances: inst, first: n });
      for (let r = 0; r < run.count && n < total; r++) {
        const next = recordEnd(view, run.kind, at, l.end);
        if (next < 0) break;
        const loc = inst ? at + 4 : at + slimNodeSize(view, at, l.end) + 2;
        xz[2 * n] = view.getFloat32(loc, true);
        xz[2 * n + 1] = view.getFloat32(loc + 8, true);
        kinds[n] = inst ? 1 : 0;
        starts[n] = base + at;
        ends[n] = base + next;
        recordRun[n++] = runs.length - 1;
        at = next;
      }
      pos = at;
    }
  }
  if (n === 0) return undefined;
  const order = Uint32Array.from({ length: n }, (_, i) => i);
  if (!isSorted(starts, n)) order.sort((a, b) => starts[a] - starts[b]);
  const { row, column } = index;
  return {
    count: n,
    xz: xz.subarray(0, 2 * n),
    kinds: kinds.subarray(0, n),
    starts: starts.subarray(0, n),
    ends: ends.subarray(0, n),
    order,
    item(i) {
      const run = runs[recordRun[i]];
      const chunk = run.chunk >= 0 ? `.chunk ${run.chunk}` : '';
      const label = run.instances ? 'instances' : 'models';
      const section = `section (${row[run.entry]}, ${column[run.entry]})`;
      const at = (k: number) => Math.round(xz[2 * i + k] * 100) / 100;
      return {
        offset: starts[i],
        length: ends[i] - starts[i],
        path: `PACK.sections.${section}${chunk}.${label}[${i - run.first}]`,
        value: run.instances ? msg`instance at x ${at(0)}, z ${at(1)} m` : msg`model at x ${at(0)}, z ${at(1)} m`,
      };
    },
    recordOf(offset) {
      let [lo, hi] = [0, n - 1];
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[order[mid]] <= offset) lo = mid;
        else hi = mid - 1;
      }
      const i = order[lo];
      return offset >= starts[i] && offset < ends[i] ? i : -1;
    },
  };
}

function isSorted(a: Uint32Array, n: number): boolean {
  for (let i = 1; i < n; i++) if (a[i] < a[i - 1]) return false;
  return true;
}
