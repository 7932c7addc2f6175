// Code coverage of one input from V8's precise block coverage (the inspector's Profiler domain, in this process).
// Taking coverage resets V8's counters, so a take before and after an input gives what that input ran. V8 reports,
// for every function, ranges with counts, and merges a block into its parent when their counts are equal, so
// "reached" is read the way V8 means it: a function that ran, less its ranges of count 0.
import { Session } from 'node:inspector';

interface CoverageRange {
  startOffset: number;
  endOffset: number;
  count: number;
}
interface ScriptCoverage {
  url: string;
  functions: { ranges: CoverageRange[] }[];
}

/** A function that ran: its range as one key, and the ranges of it that did not run ([start, end) pairs, sorted). */
export interface FunctionRun {
  key: number;
  length: number;
  zeros: number[];
}

export class BlockCoverage {
  private readonly session = new Session();

  /** Coverage of scripts whose URL ends with `scriptSuffix` (the bundle: node's own modules are left out). */
  constructor(private readonly scriptSuffix: string) {
    this.session.connect();
    this.post('Profiler.enable');
    this.post('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
  }

  /** The functions run since the last take. */
  take(): FunctionRun[] {
    const result = this.post('Profiler.takePreciseCoverage') as { result: ScriptCoverage[] };
    const runs: FunctionRun[] = [];
    for (const script of result.result) {
      if (!script.url.endsWith(this.scriptSuffix)) continue;
      for (const f of script.functions) {
        const [whole, ...blocks] = f.ranges;
        if (whole.count === 0) continue;
        const zeros: number[] = [];
        for (const r of blocks) if (r.count === 0) zeros.push(r.startOffset, r.endOffset);
        runs.push({ key: rangeKey(whole), length: whole.endOffset - whole.startOffset, zeros: normalise(zeros) });
      }
    }
    return runs;
  }

  /** Inspector calls in this thread answer before post() returns. */
  private post(method: string, params?: object): unknown {
    let answer: unknown;
    let failure: Error | null = null;
    this.session.post(method, params ?? {}, (err, r) => {
      failure = err;
      answer = r;
    });
    if (failure) throw failure;
    return answer;
  }
}

/** A range as one number (offsets of a bundle under 16 MiB). */
function rangeKey(r: CoverageRange): number {
  return r.startOffset * 2 ** 24 + r.endOffset;
}

/** Sorted, merged [start, end) pairs (V8 nests zero ranges inside zero ranges). */
export function normalise(pairs: number[]): number[] {
  const list: [number, number][] = [];
  for (let i = 0; i < pairs.length; i += 2) list.push([pairs[i], pairs[i + 1]]);
  list.sort((a, b) => a[0] - b[0]);
  const out: number[] = [];
  for (const [s, e] of list) {
    if (out.length > 0 && s <= out[out.length - 1]) out[out.length - 1] = Math.max(out[out.length - 1], e);
    else out.push(s, e);
  }
  return out;
}

/** The intersection of two normalised pair lists. */
export function intersect(a: number[], b: number[]): number[] {
  const out: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    const s = Math.max(a[i], b[j]);
    const e = Math.min(a[i + 1], b[j + 1]);
    if (s < e) out.push(s, e);
    if (a[i + 1] < b[j + 1]) i += 2;
    else j += 2;
  }
  return out;
}

function sameRanges(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/**
 * What has not run yet, per function: the intersection of the zero ranges of every input that ran it. An input
 * reaches new code when it runs a function none ran before, or runs part of what has not run yet.
 */
export class CoverageMap {
  private readonly unreached = new Map<number, { length: number; zeros: number[] }>();

  /** Adds the input's runs; true when it reached new code. */
  add(runs: Iterable<FunctionRun>): boolean {
    let fresh = false;
    for (const r of runs) {
      const held = this.unreached.get(r.key);
      if (!held) {
        this.unreached.set(r.key, { length: r.length, zeros: r.zeros });
        fresh = true;
        continue;
      }
      const left = intersect(held.zeros, r.zeros);
      if (sameRanges(left, held.zeros)) continue;
      held.zeros = left;
      fresh = true;
    }
    return fresh;
  }

  /** What the runs say that this map does not already know (the rest cannot reach new code for any map it feeds). */
  news(runs: FunctionRun[]): FunctionRun[] {
    return runs.flatMap((r) => {
      const held = this.unreached.get(r.key);
      if (!held) return [r];
      const zeros = intersect(held.zeros, r.zeros);
      return sameRanges(zeros, held.zeros) ? [] : [{ ...r, zeros }];
    });
  }

  get functions(): number {
    return this.unreached.size;
  }

  /** Source bytes of the bundle reached: the functions that ran, less what never ran in them. */
  get reachedBytes(): number {
    let n = 0;
    for (const { length, zeros } of this.unreached.values()) {
      n += length;
      for (let i = 0; i < zeros.length; i += 2) n -= zeros[i + 1] - zeros[i];
    }
    return n;
  }
}

/** Runs as one Float64Array for the IPC channel: key, length, pair count, pairs, … */
export function packRuns(runs: FunctionRun[]): Float64Array {
  const out: number[] = [];
  for (const r of runs) out.push(r.key, r.length, r.zeros.length / 2, ...r.zeros);
  return Float64Array.from(out);
}

export function* unpackRuns(packed: Float64Array): Generator<FunctionRun> {
  for (let i = 0; i < packed.length;) {
    const n = packed[i + 2];
    yield { key: packed[i], length: packed[i + 1], zeros: Array.from(packed.subarray(i + 3, i + 3 + 2 * n)) };
    i += 3 + 2 * n;
  }
}
