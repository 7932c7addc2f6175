// Structural diff of two decoded files: walks both span trees, skips subtrees whose bytes are equal, compares
// leaf values, matches records by their natural key (node.key) and unkeyed records by position after trimming the
// equal runs at both ends (so one inserted record is one addition), and compares bulk arrays and long arrays of
// fixed-size records in place. Counts are kept per subtree during the walk, so they are exact whatever the limit.
import { SpanNode } from '../core/node';
import { english, type Language } from '../core/translatable';
import { differingElements, fnv1a32, sameBytes } from './bytes';
import { MarkCounts, addCounts, countsTotal, zeroCounts } from './counts';
import { keptInOrder } from './moves';
import { pathSegments } from './paths';
import { Bulk, PathNamer, bulkOf, children, leafText, nodeText, sameLeaf } from './nodes';
import { RecordArray, differingRecords, recordArrayOf } from './records';

export interface DiffSide {
  root: SpanNode;
  bytes: Uint8Array;
}

/** Where a difference lies in a file: offset and length of its node. */
export interface ByteSpan {
  offset: number;
  length: number;
}

/** Byte places of a difference (with DiffOptions.spans): its node in each file that has it. */
export interface DifferenceSpans {
  spanA?: ByteSpan;
  spanB?: ByteSpan;
  /** Bulk arrays: the first differing element, as an offset into both spans. */
  firstAt?: number;
}

export type Difference = DifferenceSpans &
  (
    | { kind: 'changed'; path: string; a: string; b: string }
    | { kind: 'added'; path: string; value: string }
    | { kind: 'removed'; path: string; value: string }
    | {
        kind: 'bulk';
        path: string;
        /** Element type (`u16`; `u8` for plain bytes). */
        elem: string;
        /** Elements that differ among those both sides have. */
        differing: number;
        countA: number;
        countB: number;
        /** The first differing elements: indices, or [x, y] when the array has a width. */
        first: (number | [number, number])[];
        width?: number;
      }
    | {
        kind: 'records';
        path: string;
        /** Record type (`DXT1Block`). */
        elem: string;
        /** Records that differ among those both sides have. */
        differing: number;
        countA: number;
        countB: number;
        /** The fields that differ, each with the number of records it differs in (in record order). */
        fields: { name: string; differing: number }[];
        /** Indices of the first differing records. */
        first: number[];
      }
    /** A keyed record found at another place among its siblings (its content is compared on its own). */
    | { kind: 'moved'; path: string; from: number; to: number }
  );

export interface DiffOptions {
  /** Keep at most this many differences per top-level section (the rest are only counted). */
  limit?: number;
  /** Differing elements listed per bulk array. */
  firstElements?: number;
  /** Give each difference its byte spans (for views that show the bytes). */
  spans?: boolean;
  /** The language values' readings are shown in (English by default); values are compared without them. */
  lang?: Language;
}

export interface DiffResult {
  differences: Difference[];
  /** All differences found, including those beyond the limit. */
  total: number;
  /** What changed in the whole file, in values, elements and records (see counts.ts). */
  counts: MarkCounts;
  /**
   * Exact counts by path for every inner node holding a listed difference, and for every top-level section (even
   * one whose differences are all beyond the limit).
   */
  groups: Record<string, MarkCounts>;
}

/** Unkeyed middles larger than this (rows x columns) are paired by position instead of aligned. */
const ALIGN_LIMIT = 4_000_000;

export function diffTrees(a: DiffSide, b: DiffSide, options: DiffOptions = {}): DiffResult {
  return new Differ(a.bytes, b.bytes, options).run(a.root, b.root);
}

interface Frame {
  path: string;
  counts: MarkCounts;
  /** Differences listed when the frame began. */
  listed: number;
}

class Differ {
  private readonly list: Difference[] = [];
  private total = 0;
  private readonly counts = zeroCounts();
  private readonly frames: Frame[] = [];
  private readonly groups: Record<string, MarkCounts> = {};
  /** Differences listed per top-level section. */
  private readonly listed = new Map<string, number>();
  private readonly limit: number;
  private readonly keep: number;
  private readonly spans: boolean;
  private readonly lang: Language;

  constructor(
    private readonly a: Uint8Array,
    private readonly b: Uint8Array,
    options: DiffOptions,
  ) {
    this.limit = options.limit ?? Infinity;
    this.keep = options.firstElements ?? 5;
    this.spans = options.spans ?? false;
    this.lang = options.lang ?? english;
  }

  run(x: SpanNode, y: SpanNode): DiffResult {
    this.compare(x, y, x.childCount === 0 ? x.name : '');
    return { differences: this.list, total: this.total, counts: this.counts, groups: this.groups };
  }

  /** Runs `body` as the comparison of the subtree at `path`, counting what it finds. */
  private within(path: string, body: () => void): void {
    const section = this.frames.length === 1;
    const f: Frame = { path, counts: zeroCounts(), listed: this.list.length };
    this.frames.push(f);
    body();
    this.frames.pop();
    if (path && countsTotal(f.counts) > 0 && (section || this.list.length > f.listed)) this.groups[path] = f.counts;
  }

  /** `x` and `y`: the difference's node in a and in b, where it has one. */
  private add(d: Difference, x: SpanNode | undefined, y: SpanNode | undefined): void {
    this.total++;
    addCounts(this.counts, d);
    for (const f of this.frames) addCounts(f.counts, d);
    const section = pathSegments(d.path)[0] ?? '';
    const listed = this.listed.get(section) ?? 0;
    if (listed >= this.limit) return;
    this.listed.set(section, listed + 1);
    if (this.spans) {
      if (x) d.spanA = { offset: x.offset, length: x.length };
      if (y) d.spanB = { offset: y.offset, length: y.length };
    }
    this.list.push(d);
  }

  private equalBytes(x: SpanNode, y: SpanNode): boolean {
    return x.length === y.length && sameBytes(this.a, x.offset, this.b, y.offset, x.length);
  }

  private compare(x: SpanNode, y: SpanNode, path: string): void {
    if (x.type === y.type && this.equalBytes(x, y)) return;
    const bx = bulkOf(x);
    const by = bulkOf(y);
    if (bx && by && bx.size === by.size) return this.compareBulk(x, y, bx, by, path);
    const rx = recordArrayOf(x);
    const ry = rx && recordArrayOf(y);
    if (rx && ry && rx.elem === ry.elem && rx.stride === ry.stride && rx.count === ry.count)
      return this.compareRecords(x, y, rx, path);
    if (x.childCount === 0 && y.childCount === 0) {
      if (!sameLeaf(x, y))
        this.add({ kind: 'changed', path, a: leafText(x, this.lang), b: leafText(y, this.lang) }, x, y);
      else if (x.key === undefined && !this.equalBytes(x, y))
        this.add({ kind: 'changed', path, a: hexOf(this.a, x), b: hexOf(this.b, y) }, x, y);
      return;
    }
    if (x.childCount === 0 || y.childCount === 0) {
      this.add({ kind: 'changed', path, a: nodeText(x, this.lang), b: nodeText(y, this.lang) }, x, y);
      return;
    }
    this.within(path, () => {
      if (x.kind === 'array' || y.kind === 'array') this.compareLists(x, y, path);
      else this.compareStructs(x, y, path);
    });
  }

  private compareRecords(x: SpanNode, y: SpanNode, layout: RecordArray, path: string): void {
    const d = differingRecords(this.a, x.offset, this.b, y.offset, layout, layout.count, this.keep);
    if (d.differing === 0) return;
    const fields = layout.fields
      .map((f, i) => ({ name: f.name, differing: d.fieldCounts[i] }))
      .filter((f) => f.differing > 0);
    const d0 = d.first[0];
    this.add(
      {
        kind: 'records',
        path,
        elem: layout.elem,
        differing: d.differing,
        countA: layout.count,
        countB: layout.count,
        fields,
        first: d.first,
        ...(this.spans ? { firstAt: d0 * layout.stride } : {}),
      },
      x,
      y,
    );
  }

  private compareBulk(x: SpanNode, y: SpanNode, bx: Bulk, by: Bulk, path: string): void {
    const n = Math.min(bx.count, by.count);
    const d = differingElements(this.a, x.offset, this.b, y.offset, bx.size, n, this.keep);
    if (d.count === 0 && bx.count === by.count) return;
    const width = bx.width !== undefined && bx.width === by.width ? bx.width : undefined;
    const first = d.first.map((i): number | [number, number] => (width ? [i % width, Math.floor(i / width)] : i));
    this.add(
      {
        kind: 'bulk',
        path,
        elem: bx.elem,
        differing: d.count,
        countA: bx.count,
        countB: by.count,
        first,
        width,
        ...(this.spans ? { firstAt: (d.first[0] ?? n) * bx.size } : {}),
      },
      x,
      y,
    );
  }

  /** Named members: matched by name (a repeated name by its occurrence). */
  private compareStructs(x: SpanNode, y: SpanNode, path: string): void {
    const namesA = new PathNamer(path);
    const byName = new Map<string, SpanNode>();
    for (const c of children(x)) byName.set(namesA.name(c), c);
    const namesB = new PathNamer(path);
    for (const c of children(y)) {
      const p = namesB.name(c);
      const mate = byName.get(p);
      if (mate) {
        byName.delete(p);
        this.compare(mate, c, p);
      } else this.add({ kind: 'added', path: p, value: nodeText(c, this.lang) }, undefined, c);
    }
    for (const [p, c] of byName) this.add({ kind: 'removed', path: p, value: nodeText(c, this.lang) }, c, undefined);
  }

  /** Records: equal runs at both ends trimmed, then the middle matched by key, aligned, or paired by position. */
  private compareLists(x: SpanNode, y: SpanNode, path: string): void {
    const nx = x.childCount;
    const ny = y.childCount;
    let head = 0;
    while (head < nx && head < ny && this.same(x.child(head), y.child(head))) head++;
    let tail = 0;
    while (tail < nx - head && tail < ny - head && this.same(x.child(nx - 1 - tail), y.child(ny - 1 - tail))) tail++;
    const ma = children(x, head, nx - tail);
    const mb = children(y, head, ny - tail);
    if (ma.some((c) => c.key !== undefined) || mb.some((c) => c.key !== undefined)) this.byKey(ma, mb, path, head);
    else if (ma.length !== mb.length && ma.length * mb.length <= ALIGN_LIMIT) this.aligned(ma, mb, path);
    else this.byPosition(ma, mb, path);
  }

  /** Same key (or both unkeyed) and the same bytes. */
  private same(p: SpanNode, q: SpanNode): boolean {
    return p.key === q.key && p.type === q.type && this.equalBytes(p, q);
  }

  /**
   * Keyed records: matched by key; a matched record out of the longest run that kept its order is reported as
   * moved. `head`: the index of the first record of `ma` and `mb` in their arrays.
   */
  private byKey(ma: SpanNode[], mb: SpanNode[], path: string, head: number): void {
    const pending = new Map<string, number>();
    const namesA = new PathNamer(path);
    ma.forEach((c, i) => pending.set(namesA.name(c), i));
    const namesB = new PathNamer(path);
    const pathsB = mb.map((c) => namesB.name(c));
    const mates = Int32Array.from(pathsB, (p) => pending.get(p) ?? -1);
    const stayed = keptInOrder(mates);
    mb.forEach((c, j) => {
      const p = pathsB[j];
      const i = mates[j];
      if (i < 0) return this.add({ kind: 'added', path: p, value: nodeText(c, this.lang) }, undefined, c);
      pending.delete(p);
      if (!stayed[j]) this.add({ kind: 'moved', path: p, from: head + i, to: head + j }, ma[i], c);
      this.compare(ma[i], c, p);
    });
    for (const [p, i] of pending)
      this.add({ kind: 'removed', path: p, value: nodeText(ma[i], this.lang) }, ma[i], undefined);
  }

  private byPosition(ma: SpanNode[], mb: SpanNode[], path: string): void {
    const n = Math.min(ma.length, mb.length);
    for (let i = 0; i < n; i++) this.compare(ma[i], mb[i], childPath(path, mb[i]));
    for (let i = n; i < ma.length; i++)
      this.add({ kind: 'removed', path: childPath(path, ma[i]), value: nodeText(ma[i], this.lang) }, ma[i], undefined);
    for (let i = n; i < mb.length; i++)
      this.add({ kind: 'added', path: childPath(path, mb[i]), value: nodeText(mb[i], this.lang) }, undefined, mb[i]);
  }

  /** Longest common subsequence of the records' content hashes; the runs between matches paired by position. */
  private aligned(ma: SpanNode[], mb: SpanNode[], path: string): void {
    const ha = ma.map((c) => fnv1a32(this.a, c.offset, c.length) ^ c.length);
    const hb = mb.map((c) => fnv1a32(this.b, c.offset, c.length) ^ c.length);
    const rows = ma.length + 1;
    const cols = mb.length + 1;
    const lcs = new Uint32Array(rows * cols);
    for (let i = ma.length - 1; i >= 0; i--)
      for (let j = mb.length - 1; j >= 0; j--)
        lcs[i * cols + j] =
          ha[i] === hb[j] ? lcs[(i + 1) * cols + j + 1] + 1 : Math.max(lcs[(i + 1) * cols + j], lcs[i * cols + j + 1]);
    let i = 0;
    let j = 0;
    let runA = 0;
    let runB = 0;
    const flush = () => {
      this.byPosition(ma.slice(runA, i), mb.slice(runB, j), path);
    };
    while (i < ma.length && j < mb.length) {
      if (ha[i] === hb[j] && lcs[i * cols + j] === lcs[(i + 1) * cols + j + 1] + 1) {
        flush();
        this.compare(ma[i], mb[j], childPath(path, mb[j]));
        runA = ++i;
        runB = ++j;
      } else if (lcs[(i + 1) * cols + j] >= lcs[i * cols + j + 1]) i++;
      else j++;
    }
    i = ma.length;
    j = mb.length;
    flush();
  }
}

function childPath(parent: string, c: SpanNode): string {
  return new PathNamer(parent).name(c);
}

function hexOf(bytes: Uint8Array, n: SpanNode): string {
  const shown = bytes.subarray(n.offset, n.offset + Math.min(n.length, 32));
  const hex = Array.from(shown, (v) => v.toString(16).padStart(2, '0')).join(' ');
  return n.length > 32 ? `${hex} …` : hex;
}
