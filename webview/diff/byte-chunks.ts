// The diff view's bytes of both files, in aligned chunks asked from the host once each as the panes scroll.
import { DIFF_CHUNK, type Side } from '../../src/compare/diff-view-protocol';

export class ByteChunks {
  private readonly chunks: Record<Side, Map<number, Uint8Array>> = { a: new Map(), b: new Map() };
  private readonly asked: Record<Side, Set<number>> = { a: new Set(), b: new Set() };

  constructor(private readonly ask: (side: Side, offset: number, length: number) => void) {}

  /** The byte at `offset`, or undefined while its chunk is on its way (asked for here) or past the file's end. */
  byte(side: Side, offset: number): number | undefined {
    const index = Math.floor(offset / DIFF_CHUNK);
    const chunk = this.chunks[side].get(index);
    if (chunk) return chunk[offset - index * DIFF_CHUNK];
    if (!this.asked[side].has(index)) {
      this.asked[side].add(index);
      this.ask(side, index * DIFF_CHUNK, DIFF_CHUNK);
    }
    return undefined;
  }

  arrived(side: Side, offset: number, bytes: Uint8Array): void {
    this.chunks[side].set(Math.floor(offset / DIFF_CHUNK), bytes);
  }
}
