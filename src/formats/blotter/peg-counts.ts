// Each component's input and output count, noted by the component pass for the wire pass: a wire names its two
// components by address, in no order, and one 8-byte slot per component is a cheaper random read than the record.
import { PegKind } from './layout';

export class PegCounts {
  /** [inputs, outputs] of component i at 2i, 2i + 1. */
  private readonly counts: Int32Array;

  constructor(components: number) {
    this.counts = new Int32Array(2 * components);
  }

  note(i: number, inputs: number, outputs: number): void {
    this.counts[2 * i] = inputs;
    this.counts[2 * i + 1] = outputs;
  }

  of(i: number, kind: PegKind): number {
    return kind === PegKind.Invalid ? 0 : this.counts[2 * i + kind - 1];
  }
}
