// The component id map: numeric id (u16) -> text id such as "MHG.CircuitBoard", in a flat 64k lookup table.
import { inert } from '../../core/text';
import type { Reading } from '../../core/node';
import { msg } from '../../core/translatable';

export class ComponentTypes {
  private readonly entryOf = new Int32Array(65536).fill(-1);
  readonly names: string[] = [];
  /** Numeric id of each entry, in map order. */
  readonly numericIds: number[] = [];
  /** Where each entry is stored (its numeric id), in map order. */
  readonly offsets: number[] = [];

  /** Add entry `names.length`, stored at `at`; returns the entry that already had this numeric id, or -1. */
  add(numericId: number, textId: string, at: number): number {
    const previous = this.entryOf[numericId];
    if (previous < 0) this.entryOf[numericId] = this.names.length;
    this.names.push(textId);
    this.numericIds.push(numericId);
    this.offsets.push(at);
    return previous;
  }

  has(numericId: number): boolean {
    return this.entryOf[numericId] >= 0;
  }

  name(numericId: number): string | undefined {
    const e = this.entryOf[numericId];
    return e < 0 ? undefined : this.names[e];
  }

  /** "MHG.Switch" or "unknown type 42". */
  label(numericId: number): Reading {
    const name = this.name(numericId);
    return name === undefined ? msg`unknown type ${numericId}` : inert(name);
  }
}
