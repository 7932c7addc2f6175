// Where a PACK section's records are read from. A file decoded whole holds them; a file decoded from its pages
// (paged.ts) holds the sections' headers only, and its sections are read from the file when shown, checked or
// drawn: the section alone when the tree opens it, and in passes over every section a window of whole sections at
// a time, read into one reused buffer, so a pass holds one window whatever the file's size.
import { heldRange } from '../../../core/held-range';
import { ShiftedSink } from '../../../core/shifted-sink';
import { Eu7Context } from '../context';
import { SectionLayout } from './layout';
import { PackSections } from './sections';

/** Bytes a pass reads at a time (more when one section is larger). */
const WINDOW = 4 * 2 ** 20;

/** `ctx` reading section `l`'s bytes at their offsets in the file (for the tree, whose nodes carry them). */
export function sectionContext(ctx: Eu7Context, pack: PackSections, l: SectionLayout): Eu7Context {
  return pack.source ? ctx.over(heldRange(pack.source, l.start, l.end)) : ctx;
}

/** A section as a pass reads it: `ctx` and `l` at offsets within the window, `base` where the window starts. */
export interface SectionInWindow {
  ctx: Eu7Context;
  l: SectionLayout;
  base: number;
}

/**
 * The sections of a pass in order: the window read last serves every section inside it. Its context reads the
 * window at offsets from its start and reports at the file's offsets; the layout given is moved to match.
 */
export class SectionWindows {
  private buffer = new Uint8Array(0);
  private window?: { ctx: Eu7Context; from: number; to: number };

  constructor(
    private readonly ctx: Eu7Context,
    private readonly pack: PackSections,
  ) {}

  at(l: SectionLayout): SectionInWindow {
    const source = this.pack.source;
    if (!source) return { ctx: this.ctx, l, base: 0 };
    let w = this.window;
    if (!w || l.start < w.from || l.end > w.to) {
      const to = Math.max(l.end, Math.min(this.pack.payloadEnd, l.start + WINDOW));
      if (this.buffer.length < to - l.start) this.buffer = new Uint8Array(to - l.start);
      const bytes = this.buffer.subarray(0, to - l.start);
      if (source.readInto) source.readInto(l.start, bytes);
      else bytes.set(source.read(l.start, bytes.length));
      const ctx = this.ctx.over(bytes, new ShiftedSink(this.ctx.diags, l.start));
      w = this.window = { ctx, from: l.start, to };
    }
    return { ctx: w.ctx, l: moved(l, w.from), base: w.from };
  }
}

/** The layout at offsets `by` lower (absent lists stay absent). */
function moved(l: SectionLayout, by: number): SectionLayout {
  const at = (x: number) => (x < 0 ? x : x - by);
  return {
    ...l,
    start: l.start - by,
    end: l.end - by,
    headerEnd: l.headerEnd - by,
    meshListAt: at(l.meshListAt),
    textureListAt: at(l.textureListAt),
    chunkTableAt: at(l.chunkTableAt),
  };
}
