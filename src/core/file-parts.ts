// A file made from another without a copy of it: in order, stretches of the other file (where it is read from)
// and new bytes. A structural edit of a file read in pages comes back so: its sections that only moved are
// stretches of the file as it was, and the document keeps them as pieces of it (the few new bytes beside them).
import type { ByteSink } from './byte-sink';
import type { ByteSource, Section } from './byte-source';

export type FilePart = { from: number; length: number } | { bytes: Uint8Array };

/** A write the sink keeps: `length` bytes of `data` from `within`, at `at`. */
interface Placed {
  at: number;
  length: number;
  data: Uint8Array | Section;
  within: number;
}

/** Takes an encoder's writes and gives the file they make as parts over `source` (the file decoded). */
export class PartsSink implements ByteSink {
  /** In file order, none overlapping. */
  private placed: Placed[] = [];

  constructor(private readonly source: ByteSource) {}

  put(at: number, data: Uint8Array | Section): void {
    const end = at + data.length;
    if (end <= at) return;
    const last = this.placed[this.placed.length - 1];
    // Written in file order (as a ByteWriter hands its writes on): thousands of sections stay a linear pass.
    if (!last || at >= last.at + last.length) {
      this.placed.push({ at, length: data.length, data, within: 0 });
      return;
    }
    const kept: Placed[] = [];
    for (const p of this.placed) {
      const pEnd = p.at + p.length;
      if (pEnd <= at || p.at >= end) {
        kept.push(p);
        continue;
      }
      // What of an earlier write the new one does not cover stays.
      if (p.at < at) kept.push({ ...p, length: at - p.at });
      if (pEnd > end) kept.push({ ...p, at: end, length: pEnd - end, within: p.within + (end - p.at) });
    }
    kept.push({ at, length: data.length, data, within: 0 });
    this.placed = kept.sort((a, b) => a.at - b.at);
  }

  /** The file of `size` bytes the writes make (zeros where none wrote), as parts. */
  parts(size: number): FilePart[] {
    const out: FilePart[] = [];
    let at = 0;
    for (const p of this.placed) {
      // As a buffer of `size` bytes refuses it.
      if (p.at + p.length > size) throw new RangeError(`[${p.at}, +${p.length}) is outside the file`);
      if (p.at > at) out.push({ bytes: new Uint8Array(p.at - at) });
      this.add(out, p);
      at = p.at + p.length;
    }
    if (at < size) out.push({ bytes: new Uint8Array(size - at) });
    return out;
  }

  private add(out: FilePart[], p: Placed): void {
    const { data: d, length } = p;
    if (d instanceof Uint8Array) {
      // A copy: the data may be a view of a far larger buffer, which a message to another thread would copy whole.
      out.push({ bytes: d.slice(p.within, p.within + length) });
      return;
    }
    if (d.source !== this.source) {
      out.push({ bytes: d.source.read(d.offset + p.within, length).slice() });
      return;
    }
    const from = d.offset + p.within;
    const last = out[out.length - 1];
    if (last && 'from' in last && last.from + last.length === from)
      out[out.length - 1] = { from: last.from, length: last.length + length };
    else out.push({ from, length });
  }
}

/** Where each part starts in the file the parts make (one more: the file's size). */
function partStarts(parts: readonly FilePart[]): number[] {
  const starts = [0];
  for (const p of parts) starts.push(starts[starts.length - 1] + ('bytes' in p ? p.bytes.length : p.length));
  return starts;
}

/** The index of the part holding byte `at` of the file the parts make (`starts` from partStarts). */
function partAt(starts: readonly number[], at: number): number {
  let lo = 0;
  let hi = starts.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The parts making bytes [from, from + length) of the file `parts` make over their source. */
function partsWithin(parts: readonly FilePart[], starts: readonly number[], from: number, length: number): FilePart[] {
  const out: FilePart[] = [];
  const end = from + length;
  for (let i = partAt(starts, from); i < parts.length && starts[i] < end; i++) {
    const p = parts[i];
    const a = Math.max(from, starts[i]) - starts[i];
    const b = Math.min(end, starts[i + 1]) - starts[i];
    if (b > a) out.push('bytes' in p ? { bytes: p.bytes.slice(a, b) } : { from: p.from + a, length: b - a });
  }
  return out;
}

/**
 * The file `outer` makes, whose stretches are of the file `inner` makes, as parts over inner's source: a file edited
 * twice, each edit's parts over the file the one before it made.
 */
export function composeParts(outer: readonly FilePart[], inner: readonly FilePart[]): FilePart[] {
  const starts = partStarts(inner);
  const out: FilePart[] = [];
  for (const p of outer)
    for (const q of 'bytes' in p ? [p] : partsWithin(inner, starts, p.from, p.length)) {
      const last = out[out.length - 1];
      if (last && 'from' in last && 'from' in q && last.from + last.length === q.from)
        out[out.length - 1] = { from: last.from, length: last.length + q.length };
      else out.push(q);
    }
  return out;
}

/** The file `parts` make over `source`, as a source: read where its stretches are, or from its new bytes. */
export function partsSource(source: ByteSource, parts: readonly FilePart[]): ByteSource {
  const starts = partStarts(parts);
  const size = starts[starts.length - 1];
  const read = (offset: number, length: number): Uint8Array => {
    const from = Math.max(0, offset);
    const out = new Uint8Array(Math.max(0, Math.min(size, offset + length) - from));
    let at = 0;
    for (const p of partsWithin(parts, starts, from, out.length)) {
      const bytes = 'bytes' in p ? p.bytes : source.read(p.from, p.length);
      out.set(bytes, at);
      at += bytes.length;
    }
    return out;
  };
  return { size, read };
}
