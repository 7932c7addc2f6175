// What encode needs to write a save back. Text keeps its stored bytes (odd encodings survive); the big runs
// (components, wires, state block) are views of the input, never copies.

/** Four ints, e.g. 0.92.0.352; a mod version part may be -1. */
export type VersionQuad = [number, number, number, number];

export interface ModVersion {
  /** UTF-8 bytes of the mod id, as stored. */
  id: Uint8Array;
  version: VersionQuad;
}

export interface ComponentIdEntry {
  numericId: number;
  /** UTF-8 bytes of the text id (e.g. "MHG.CircuitBoard"), as stored. */
  textId: Uint8Array;
}

export interface SaveHeader {
  formatVersion: number;
  gameVersion: VersionQuad;
  saveType: number;
  componentCount: number;
  wireCount: number;
  mods: ModVersion[];
  componentIds: ComponentIdEntry[];
}

export interface BlotterModel extends SaveHeader {
  /** The component records back to back, exactly as stored. */
  components: Uint8Array;
  /** The wire records back to back (26 bytes each). */
  wires: Uint8Array;
  /** The circuit-state block after its count: state bits (world) or i32 ON state ids (subassembly). */
  states: Uint8Array;
  /** Bytes after the footer (a warning, kept so the file writes back as it was). */
  trailing: Uint8Array;
}
