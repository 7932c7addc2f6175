// The values of circuit states. A world stores every state as one bit (least significant bit first); a
// subassembly lists the ids that are ON, unsorted, and every other id is OFF.
import { U32IndexMap } from '../../core/u32-index';
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
  private onPositions: U32IndexMap | undefined;
  private readonly view: DataView;

  constructor(
    readonly bytes: Uint8Array,
    readonly block: StateBlock,
  ) {
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
    return this.onIndex().get(id) >= 0;
  }

  onId(index: number): number {
    return this.view.getInt32(this.block.dataAt + 4 * index, true);
  }

  /** A subassembly's ON ids -> their first position in the list (built on first use). */
  onIndex(): U32IndexMap {
    if (!this.onPositions) {
      const ids = new Uint32Array(this.isWorld ? 0 : this.block.count);
      for (let k = 0; k < ids.length; k++) ids[k] = this.onId(k) >>> 0;
      // Ids handed out in sequence get a direct table: one typed-array read per peg and wire that notes its state.
      this.onPositions = U32IndexMap.firstPositions(ids);
    }
    return this.onPositions;
  }
}
