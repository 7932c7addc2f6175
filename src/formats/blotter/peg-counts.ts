// Each component's input and output count, noted by the component pass for the wire pass: a wire names its two
// components by address, in no order, and a slot per component is a cheaper random read than the record. Counts
// take a byte each (a component has a few pegs); one of 255 or more, or negative (a damaged record), is kept aside.
import { PegKind } from './layout';

/** A byte saying "look the count up among the large ones". */
const ASIDE = 255;

export class PegCounts {
  /** [inputs, outputs] of component i at 2i, 2i + 1. */
  private readonly counts: Uint8Array;
  private readonly large = new Map<number, number>();

  constructor(components: number) {
    this.counts = new Uint8Array(2 * components);
  }

  note(i: number, inputs: number, outputs: number): void {
    this.put(2 * i, inputs);
    this.put(2 * i + 1, outputs);
  }

  of(i: number, kind: PegKind): number {
    if (kind === PegKind.Invalid) return 0;
    const slot = 2 * i + kind - 1;
    const count = this.counts[slot];
    return count === ASIDE ? (this.large.get(slot) ?? 0) : count;
  }

  private put(slot: number, count: number): void {
    if (count >= 0 && count < ASIDE) this.counts[slot] = count;
    else {
      this.counts[slot] = ASIDE;
      this.large.set(slot, count);
    }
  }
}
