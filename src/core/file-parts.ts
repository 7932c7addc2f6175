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
