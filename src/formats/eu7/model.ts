// What encode writes a file from: the header's fields and each chunk as its decoded fields (strings, includes,
// the PACK section index, counts) or, for bulk record runs and chunks that are not understood, views of the input.
// Sizes, counts and PACK offsets are derived again when written, so a structural change comes out consistent.
import { StringList } from './common/string-list';
import { IncludeRecord } from './layout';

/** Records of one kind written one after another, kept as a view (there may be millions). */
export interface RecordRun {
  count: number;
  bytes: Uint8Array;
}

/**
 * One PACK section's bytes; `format` > 0 when the reader accepts its header (then the header holds its model count).
 */
export interface PackSection {
  bytes: Uint8Array;
  format: number;
}

export interface PidxEntry {
  row: number;
  column: number;
  /** model_count as stored; written again only for sections without a header (flat), the rest count their header. */
  models: number;
  /** The section this entry points at; undefined when its offset lay outside PACK (then `offset` is kept as is). */
  section?: PackSection;
  offset: number;
}

export type ChunkBody =
  | { kind: 'strings'; strings: StringList }
  | { kind: 'includes'; includes: IncludeRecord[] }
  | { kind: 'pidx'; entries: PidxEntry[] }
  /** `records` undefined: the 0-byte PROT of a file without models. */
  | { kind: 'prot'; records?: RecordRun }
  /** Sections in payload order; `lead` = bytes before the first one. */
  | { kind: 'pack'; lead: Uint8Array; sections: PackSection[] }
  | { kind: 'terrain'; flags: number; material: number; lighting?: Uint8Array; items: RecordRun }
  | { kind: 'first-init'; count: number }
  | { kind: 'placement'; params: number[] }
  | { kind: 'records'; records: RecordRun }
  /** Unknown chunks and chunks that did not decode cleanly: the payload as it is. */
  | { kind: 'opaque'; payload: Uint8Array };

export type Eu7Chunk = ChunkBody & {
  /** The FourCC, one character per byte (latin-1). */
  id: string;
  /** Bytes after the records that the reader skips by chunk size (usually none). */
  tail: Uint8Array;
};

export interface Eu7Model {
  magic: Uint8Array;
  version: number;
  chunks: Eu7Chunk[];
  /** Bytes after the last whole chunk (a chunk header cut short or a chunk whose size is impossible). */
  trailing: Uint8Array;
  /** Size of the decoded file: what encode pre-sizes its output to. */
  sizeHint: number;
}

/** Removes a section from PACK and every PIDX entry that points at it. */
export function removePackSection(model: Eu7Model, section: PackSection): void {
  for (const c of model.chunks) {
    if (c.kind === 'pack') c.sections = c.sections.filter((s) => s !== section);
    if (c.kind === 'pidx') c.entries = c.entries.filter((e) => e.section !== section);
  }
}
