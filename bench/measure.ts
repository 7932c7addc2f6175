// One measurement in a fresh process (`bench.js --measure <file> --codec <id>`): prints one JSON line.
// Fresh so that each figure includes what a user pays: cold JIT, a heap that starts empty, the RSS high-water
// mark of this file alone.
import fs from 'node:fs';
import { formatById } from '../src/formats';
import { SpanNode } from '../src/core/node';
import { siblingsOf } from '../src/cli/main';

export interface Measurement {
  bytes: number;
  records: number;
  firstTreeMs: number;
  decodeValidateMs: number;
  /** CPU time of decode + validate (all threads of the process): less sensitive to a busy machine than wall time. */
  decodeValidateCpuMs: number;
  /** RSS high-water mark minus RSS before the file was read (so the file's own bytes count). */
  peakBytes: number;
  materialize10kMs: number;
  scanMs: number;
  errors: number;
}

/**
 * Records: elements of arrays of structures (components, wires, models), estimated from the first element so
 * that big arrays cost one node. Where an element holds arrays of structures itself (PACK sections of models),
 * the innermost ones are what is counted. Arrays of plain values (height maps) are not records.
 */
export function countRecords(n: SpanNode, budget = { nodes: 10_000 }): number {
  if (n.childCount === 0 || n.shadow || budget.nodes-- <= 0) return 0;
  if (n.kind === 'array') {
    const first = n.child(0);
    if (first.kind === 'field' || first.childCount === 0) return 0;
    const inner = countRecords(first, budget);
    return n.childCount * (inner > 0 ? inner : 1);
  }
  let sum = 0;
  for (let i = 0; i < n.childCount; i++) sum += countRecords(n.child(i), budget);
  return sum;
}

/** Materialize `count` nodes breadth first (the path a user takes expanding the tree and scrolling a big array). */
export function materialize(root: SpanNode, count: number): number {
  const queue: SpanNode[] = [root];
  let made = 0;
  for (let q = 0; q < queue.length && made < count; q++) {
    const n = queue[q];
    for (let i = 0; i < n.childCount && made < count; i++, made++) queue.push(n.child(i));
  }
  return made;
}

/** Fastest of `n` timed calls: the ceiling is measured warm (the first pass runs before the JIT has the loop). */
function bestOf(n: number, f: () => unknown): number {
  let best = Infinity;
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    f();
    best = Math.min(best, performance.now() - t);
  }
  return best;
}

/** The machine's ceiling: one pass summing the file as u32 words. */
export function scan(bytes: Uint8Array): number {
  const words =
    bytes.byteOffset % 4 === 0
      ? new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length >>> 2)
      : new Uint32Array(bytes.slice().buffer, 0, bytes.length >>> 2);
  let sum = 0;
  for (let i = 0; i < words.length; i++) sum = (sum + words[i]) | 0;
  return sum;
}

/** `decodeOnly`: stop after decode + validate (for CPU profiles that should show only the codec). */
export async function measure(file: string, codecId: string, decodeOnly = false): Promise<Measurement> {
  const codec = formatById(codecId);
  if (!codec) throw new Error(`no codec '${codecId}'`);
  const rssBefore = process.memoryUsage().rss;
  const b = fs.readFileSync(file);
  const bytes = new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const decoded = codec.decode(bytes, { fileName: file });
  const t1 = performance.now();
  const extra = await codec.validate(decoded, bytes, { fileName: file, siblings: siblingsOf(file) });
  const t2 = performance.now();
  const cpu = process.cpuUsage(cpu0);
  const peakBytes = process.resourceUsage().maxRSS * 1024 - rssBefore;
  const records = countRecords(decoded.root);
  const t3 = performance.now();
  if (!decodeOnly) materialize(decoded.root, 10_000);
  const t4 = performance.now();
  const scanMs = decodeOnly ? 0 : bestOf(3, () => scan(bytes));
  return {
    bytes: bytes.length,
    records,
    firstTreeMs: t1 - t0,
    decodeValidateMs: t2 - t0,
    decodeValidateCpuMs: (cpu.user + cpu.system) / 1000,
    peakBytes,
    materialize10kMs: t4 - t3,
    scanMs,
    errors: [...decoded.diagnostics, ...extra].filter((d) => d.severity === 'error').length,
  };
}
