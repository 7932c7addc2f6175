// Numbers in typed arrays of a fixed size, one more added when the last is full: a store that grows to millions of
// entries never copies them into a larger array, so growing frees no array whose memory the process would keep
// (a view of a large plan grows its stores for every view, each to its own size), and its blocks, all of one
// size, are what the next view's stores get again.

/** Entries per block. */
const SHIFT = 14;
const BLOCK = 1 << SHIFT;
const MASK = BLOCK - 1;

type Numbers = Float32Array | Uint16Array | Uint32Array | Int32Array;

export class Blocks<T extends Numbers> {
  private readonly blocks: T[] = [];

  constructor(
    private readonly make: new (length: number) => T,
    /** Numbers per entry. */
    private readonly width = 1,
  ) {}

  get(k: number, c = 0): number {
    return this.blocks[k >>> SHIFT][(k & MASK) * this.width + c];
  }

  set(k: number, value: number, c = 0): void {
    const b = k >>> SHIFT;
    while (this.blocks.length <= b) this.blocks.push(new this.make(BLOCK * this.width));
    this.blocks[b][(k & MASK) * this.width + c] = value;
  }
}
