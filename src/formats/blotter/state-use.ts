// Which circuit states the pegs and wires use, collected during the validation passes: the highest id (a world's
// block must reach it) and, for a subassembly, which listed ON ids are used at all.
import { U32IndexMap } from '../../core/u32-index';
import { CircuitStates } from './circuit-states';

export class StateUse {
  max = -1;
  /** ON id -> position in the subassembly's list (first occurrence). */
  readonly onIndex: U32IndexMap | undefined;
  /** used[k]: the k-th listed ON id is used by some peg or wire. */
  readonly used: Uint8Array;

  constructor(states: CircuitStates | undefined) {
    const subassembly = states && !states.isWorld;
    this.used = new Uint8Array(subassembly ? states.block.count : 0);
    if (subassembly) this.onIndex = states.onIndex();
  }

  note(id: number): void {
    if (id > this.max) this.max = id;
    if (this.onIndex) {
      const k = this.onIndex.get(id >>> 0);
      if (k >= 0) this.used[k] = 1;
    }
  }
}
