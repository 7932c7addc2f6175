// The values of circuit states. A world stores every state as one bit (least significant bit first); a
// subassembly lists the ids that are ON, unsorted, and every other id is OFF.
import { SaveType } from './layout';

export interface StateBlock {
  saveType: SaveType.World | SaveType.Subassembly;
  /** Offset of the stored count (bytes for a world, ids for a subassembly). */
  countAt: number;
  /** Offset of the first state byte or id. */
  dataAt: number;
  count: number;
}

export class CircuitStates {
  private sortedOnIds: Int32Array | undefined;
  private readonly view: DataView;

  constructor(readonly bytes: Uint8Array, readonly block: StateBlock) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  get isWorld(): boolean {
    return this.block.saveType === SaveType.World;
  }

  /** Number of states a world's block covers. */
  get worldStateCount(): number {
    return this.block.count * 8;
  }

  /** ON or OFF, or undefined when a world's block does not reach `id` (or the id is negative). */
  isOn(id: number): boolean | undefined {
    if (id < 0) return undefined;
    if (this.isWorld) {
      if (id >= this.worldStateCount) return undefined;
      return ((this.bytes[this.block.dataAt + (id >>> 3)] >>> (id & 7)) & 1) === 1;
    }
    return binarySearch(this.onIds(), id);
  }

  onId(index: number): number {
    return this.view.getInt32(this.block.dataAt + 4 * index, true);
  }

  /** A subassembly's ON ids, sorted (a copy made on first use). */
  onIds(): Int32Array {
    if (!this.sortedOnIds) {
      const ids = new Int32Array(this.isWorld ? 0 : this.block.count);
      for (let i = 0; i < ids.length; i++) ids[i] = this.onId(i);
      this.sortedOnIds = ids.sort();
    }
    return this.sortedOnIds;
  }
}

function binarySearch(sorted: Int32Array, value: number): boolean {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else if (sorted[mid] > value) hi = mid - 1;
    else return true;
  }
  return false;
}
