// What encode needs: the file as views of its parts (header, each chunk, leftover bytes), never copies. Writing
// them back in order reproduces the file; decode's indexes ride along for validation.
import { Eu7Context } from './context';
import { PackSections } from './pack/sections';

export interface Eu7Chunk {
  id: string;
  offset: number;
  /** The whole chunk, header included (a view of the input). */
  bytes: Uint8Array;
}

export interface Eu7Model {
  version: number;
  /** Magic and version (8 bytes, fewer in a truncated file). */
  header: Uint8Array;
  chunks: Eu7Chunk[];
  /** Bytes after the last whole chunk. */
  trailing: Uint8Array;
  /** Decode state that validation continues from (string table, PROT, section index). */
  state: { ctx: Eu7Context; pack?: PackSections };
}

export function encodeEu7(model: Eu7Model): Uint8Array {
  const size = model.header.length + model.chunks.reduce((n, c) => n + c.bytes.length, 0) + model.trailing.length;
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of [model.header, ...model.chunks.map((c) => c.bytes), model.trailing]) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
