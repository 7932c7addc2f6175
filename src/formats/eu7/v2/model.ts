// What encode writes an EU7v2 file from: the header's fields and each chunk as its decoded fields (the string
// table, META) or, for record runs and chunks that are not understood, views of the input. Chunk sizes and record
// counts are derived again when written, so an edit comes out consistent.
import { StringList } from '../common/string-list';
import { StringTable } from '../common/string-table';
import { V2Context } from './context';
import { RecordReader } from '../common/records-node';
import type { RecordsInFile } from '../common/record-windows';

export interface MetaFields {
  layoutVersion: number;
  firstInitCount: number;
  hasTerrainChunk: number;
  hasPackChunk: number;
  placementOriginX: number;
  placementOriginY: number;
  placementOriginZ: number;
  placementRotationY: number;
}

export type V2ChunkBody =
  | { kind: 'strings'; strings: StringList }
  | { kind: 'meta'; meta: MetaFields }
  /** Records written one after another, kept as a view (there may be millions); `count` is written before them. */
  | { kind: 'records'; count: number; bytes: Uint8Array }
  /** Unknown chunks and chunks that did not decode cleanly: the payload as it is. */
  | { kind: 'opaque'; payload: Uint8Array };

export type V2Chunk = V2ChunkBody & {
  /** The FourCC, one character per byte (latin-1). */
  id: string;
  /** Bytes after what the chunk's fields say (kept, written back). */
  tail: Uint8Array;
};

/** Where a record chunk's records lie and the string table its ids resolve in: what validation walks. */
export interface RecordIndex {
  id: string;
  reader: RecordReader<V2Context>;
  start: number;
  count: number;
  end: number;
  strings: StringTable;
  /** False when the chunk is resolved before any STRS chunk. */
  stringsSeen: boolean;
  /** Where the records are read from when the decoded bytes leave them out (a file decoded from its pages). */
  inFile?: RecordsInFile;
}

export interface Eu7v2Model {
  magic: Uint8Array;
  version: number;
  fileKind: number;
  reserved: [number, number];
  chunks: V2Chunk[];
  /** Bytes after the last whole chunk (a chunk header cut short or a payload past the end). */
  trailing: Uint8Array;
  /** Size of the decoded file: what encode pre-sizes its output to. */
  sizeHint: number;
}

/** Decode state validation continues from: the context (strings, prototype count) and each record chunk's run. */
export interface Eu7v2Index {
  ctx: V2Context;
  records: RecordIndex[];
}
