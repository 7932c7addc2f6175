// Column view: one field across every element of its array ("components[*].position.y"), with its statistics.
// When the field sits at the same offset in every element (checked on a spread of elements) its values are read
// straight from the bytes in one loop, so a million rows cost one Float64Array and no nodes; otherwise each element
// is built and read, up to a bound.
import { IndexedArrayNode, readScalar, sizeOf, StrideArrayNode, type ScalarType, type SpanNode } from '../core/node';
import { fieldPath, nodeAt, parsePathId, pathId, type NodePath } from '../core/tree';
import type { ColumnData } from '../protocol';
import type { ByteSource } from '../core/byte-source';

/** Elements built one by one when the fast read does not apply. */
export const maxSlowRows = 10_000;
/** Elements checked to agree on the field's offset and type before the fast read is trusted. */
const samples = 257;
const histogramBins = 32;
/** Distinct values counted exactly up to this; beyond, the count is a lower bound. */
export const maxDistinct = 100_000;
/** Largest array read in one piece; beyond it each value is read on its own. */
const maxSpan = 256 << 20;

const scalarTypes = new Set<string>(['u8', 'i8', 'u16', 'i16', 'u32', 'i32', 'f32', 'f64']);

interface Place {
  arrayPath: NodePath;
  array: SpanNode;
  /** The field's index path inside an element ([] when the elements themselves are the values). */
  rel: NodePath;
}

/** The nearest array above node `id` whose element holds it. */
function place(root: SpanNode, path: NodePath): Place | undefined {
  for (let k = path.length - 1; k >= 0; k--) {
    const array = nodeAt(root, path.slice(0, k));
    if (array?.kind === 'array' && array.childCount > 0)
      return { arrayPath: path.slice(0, k), array, rel: path.slice(k + 1) };
  }
  return undefined;
}

/** `components[*].position.y`: the column's field path with the element index starred. */
function pattern(root: SpanNode, p: Place, element: NodePath): string {
  const full = fieldPath(root, [...p.arrayPath, ...element]);
  const head = fieldPath(root, p.arrayPath);
  return `${head}[*]${full.slice(fieldPath(root, [...p.arrayPath, element[0]]).length)}`;
}

export function columnOf(root: SpanNode, id: string, source: ByteSource): ColumnData | string {
  const path = parsePathId(id);
  const p = place(root, path);
  if (!p) return 'Not inside an array: select a field of an array element.';
  const element = path.slice(p.arrayPath.length);
  const sample = nodeAt(p.array, element)!;
  if (sample.childCount > 0) return `${sample.name} is a ${sample.kind}: select one of its fields.`;
  const count = p.array.childCount;
  const base = {
    arrayId: pathId(p.arrayPath),
    rel: pathId(p.rel),
    path: pattern(root, p, element),
    type: sample.type,
    count,
  };
  const fast = fastRead(p, sample, element[0], source);
  if (fast) return { ...base, ...summarise(fast), values: fast, rows: count, direct: true };
  const { values, texts } = slowRead(p);
  const numeric = texts === undefined;
  return {
    ...base,
    ...(numeric ? summarise(values) : summariseTexts(texts)),
    values: numeric ? values : undefined,
    texts,
    rows: values.length,
    direct: false,
  };
}

/** The field's values read from the bytes, or undefined when its offset or type is not the same in every element. */
function fastRead(p: Place, sample: SpanNode, index: number, source: ByteSource): Float64Array | undefined {
  const type = sample.type as ScalarType;
  if (!scalarTypes.has(type) || sample.length !== sizeOf(type) || typeof sample.value !== 'number') return undefined;
  const a = p.array;
  const start = (j: number): number =>
    a instanceof StrideArrayNode
      ? a.offset + j * a.stride
      : a instanceof IndexedArrayNode
        ? a.offsets[j]
        : (a.elementStart?.(j) ?? a.child(j).offset);
  const delta = sample.offset - start(index);
  const count = a.childCount;
  for (let s = 0; s < samples; s++) {
    const j = Math.round((s * (count - 1)) / (samples - 1));
    const f = nodeAt(a.child(j), p.rel);
    if (!f || f.type !== type || f.offset - start(j) !== delta || f.childCount > 0) return undefined;
  }
  const values = new Float64Array(count);
  const size = sizeOf(type);
  if (a.length <= maxSpan) {
    const bytes = source.read(a.offset, a.length);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const at = delta - a.offset;
    if (a instanceof StrideArrayNode) {
      for (let j = 0, o = a.offset + at; j < count; j++, o += a.stride) values[j] = readScalar(view, type, o);
    } else if (a instanceof IndexedArrayNode) {
      const offsets = a.offsets;
      for (let j = 0; j < count; j++) values[j] = readScalar(view, type, offsets[j] + at);
    } else {
      for (let j = 0; j < count; j++) values[j] = readScalar(view, type, start(j) + at);
    }
  } else {
    for (let j = 0; j < count; j++) {
      const b = source.read(start(j) + delta, size);
      values[j] = readScalar(new DataView(b.buffer, b.byteOffset, b.byteLength), type, 0);
    }
  }
  // The reads agree with the nodes where they were checked; the sample is the first guard against a wrong layout.
  return Object.is(values[index], sample.value) ? values : undefined;
}

function slowRead(p: Place): { values: Float64Array; texts?: string[] } {
  const rows = Math.min(p.array.childCount, maxSlowRows);
  const values = new Float64Array(rows);
  let texts: string[] | undefined;
  for (let j = 0; j < rows; j++) {
    const v = nodeAt(p.array.child(j), p.rel)?.value;
    if (typeof v === 'number' || typeof v === 'boolean') values[j] = Number(v);
    else if (typeof v === 'bigint') values[j] = Number(v);
    else {
      values[j] = NaN;
      if (typeof v === 'string') texts ??= [];
    }
    if (texts) texts[j] = v === undefined || v === null ? '' : String(v);
  }
  // Text columns: fill in what came before the first string.
  if (texts) for (let j = 0; j < rows; j++) texts[j] ??= String(values[j]);
  return { values, texts };
}

type Summary = Pick<ColumnData, 'min' | 'max' | 'distinct' | 'distinctCapped' | 'histogram' | 'top'>;

/** min, max, distinct values (counted up to `maxDistinct`), histogram; NaN (no value) is left out. */
export function summarise(values: Float64Array): Summary {
  let min = Infinity;
  let max = -Infinity;
  const seen = new Set<number>();
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v < min) min = v;
    if (v > max) max = v;
    if (seen.size < maxDistinct) seen.add(v);
  }
  seen.delete(NaN);
  if (min > max) return { distinct: 0, histogram: [] };
  const histogram = new Array<number>(min === max ? 1 : histogramBins).fill(0);
  const scale = (histogram.length - 0.5) / (max - min || 1);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === v) histogram[Math.floor((v - min) * scale)]++;
  }
  return { min, max, distinct: seen.size, distinctCapped: seen.size >= maxDistinct, histogram };
}

/** Text columns: distinct values and the most frequent ones. */
function summariseTexts(texts: string[]): Summary {
  const counts = new Map<string, number>();
  for (const t of texts) counts.set(t, (counts.get(t) ?? 0) + 1);
  const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, histogramBins);
  return { distinct: counts.size, histogram: top.map((t) => t[1]), top: top.map((t) => t[0]) };
}
