// Random access to component records through their offset index: every accessor reads the file's bytes in place,
// so a million components cost one Uint32Array, not a million objects.
import { U32IndexMap } from '../../core/u32-index';
import { COMPONENT, PegKind } from './layout';

export class ComponentTable {
  readonly view: DataView;
  private byAddress: U32IndexMap | undefined;

  /**
   * `offsets` holds count + 1 ascending record offsets (the last one is where the records end); `addressRange` the
   * smallest and largest address among them (found by the scan that made the offsets).
   */
  constructor(
    readonly bytes: Uint8Array,
    readonly offsets: Uint32Array,
    readonly count: number,
    private readonly addressRange: Uint32Array,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  start(i: number): number {
    return this.offsets[i];
  }
  length(i: number): number {
    return this.offsets[i + 1] - this.offsets[i];
  }
  address(i: number): number {
    return this.view.getUint32(this.offsets[i] + COMPONENT.address, true);
  }
  parent(i: number): number {
    return this.view.getUint32(this.offsets[i] + COMPONENT.parent, true);
  }
  numericId(i: number): number {
    return this.view.getUint16(this.offsets[i] + COMPONENT.numericId, true);
  }
  inputCount(i: number): number {
    return this.view.getInt32(this.offsets[i] + COMPONENT.inputCount, true);
  }
  inputsAt(i: number): number {
    return this.offsets[i] + COMPONENT.inputCount + 4;
  }
  outputCountAt(i: number): number {
    return this.inputsAt(i) + 4 * this.inputCount(i);
  }
  outputCount(i: number): number {
    return this.view.getInt32(this.outputCountAt(i), true);
  }
  outputsAt(i: number): number {
    return this.outputCountAt(i) + 4;
  }
  customLengthAt(i: number): number {
    return this.outputsAt(i) + 4 * this.outputCount(i);
  }

  pegCount(i: number, kind: PegKind): number {
    return kind === PegKind.Input ? this.inputCount(i) : kind === PegKind.Output ? this.outputCount(i) : 0;
  }

  /** Offset of the circuit state id of peg `index` of kind `kind`, or -1 when there is no such peg. */
  pegStateAt(i: number, kind: PegKind, index: number): number {
    if (!(index >= 0 && index < this.pegCount(i, kind))) return -1;
    return (kind === PegKind.Input ? this.inputsAt(i) : this.outputsAt(i)) + 4 * index;
  }

  /** Index of the first component with `address`, or -1 (the lookup table is built on first use). */
  find(address: number): number {
    return this.addressIndex().get(address);
  }

  /** Address -> first index. Built in one pass (or handed over by validation, which builds the same map). */
  addressIndex(): U32IndexMap {
    if (!this.byAddress) {
      const map = this.emptyAddressMap();
      for (let i = 0; i < this.count; i++) map.add(this.address(i), i);
      this.byAddress = map;
    }
    return this.byAddress;
  }

  /** An empty map sized for these addresses (a direct table when they are packed, as the game hands them out). */
  emptyAddressMap(): U32IndexMap {
    return new U32IndexMap(this.count, this.addressRange[0], this.addressRange[1]);
  }

  /** Adopt a complete address -> first index map built elsewhere. */
  useAddressIndex(map: U32IndexMap): void {
    this.byAddress ??= map;
  }
}
