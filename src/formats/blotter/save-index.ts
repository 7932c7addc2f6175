// Everything decode learned about a save that the tree and the whole-file rules need: where the sections are,
// the id map and the component offset index. Shared by decode (lazy nodes) and validate (typed-array passes).
import type { ByteSource } from '../../core/byte-source';
import { CircuitStates } from './circuit-states';
import { ComponentTable } from './component-table';
import { ComponentTypes } from './component-types';
import { VersionQuad } from './model';

/** Offsets of header fields that whole-file rules point at. */
export interface HeaderFieldOffsets {
  saveType: number;
  componentCount: number;
  wireCount: number;
}

export interface SaveIndex {
  /**
   * The file; for a file read in pages, the held bytes: everything but the component and wire records, which are
   * zeros here and read from `source`.
   */
  bytes: Uint8Array;
  /** Where the component and wire records are read: the file in memory, or its pages. */
  source: ByteSource;
  formatVersion: number;
  /** The game version that wrote the save: which custom data layouts apply. */
  gameVersion: VersionQuad;
  saveType: number;
  fields: HeaderFieldOffsets;
  types: ComponentTypes;
  /** Components read so far (all of them when the file is whole). */
  components: ComponentTable;
  /** Wire records start here, 26 bytes each; `wireCount` of them were read. */
  wiresAt: number;
  wireCount: number;
  /** Undefined when decoding stopped before the circuit states. */
  states?: CircuitStates;
}
