// Structural edits of an EU7B file, made on a copy of the model and written by eu7Encoded: a STRS string (its length
// field and every chunk after it move), a record of a record chunk or INCL deleted or duplicated (the count and the
// chunk size follow), a PACK section deleted (its PIDX entries go with it), a model or instance of a PACK section
// deleted or duplicated (the section header's counts, its chunk table and the PIDX offsets after it follow).
// Bulk runs stay sections of the decoded file, so a scenery read in pages is read only for the one PACK section an
// edit changes.
import { bufferSource } from '../../core/byte-source';
import type { Decoded } from '../../core/format';
import type { SpanNode } from '../../core/node';
import {
  EditActions,
  EditResult,
  cutRange,
  elementIndex,
  repeatRange,
  siblingPath,
  structureEdits,
} from '../../core/structure-edit';
import type { Eu7Index } from './decode';
import { eu7Encoded } from './encode';
import { Eu7Chunk, Eu7Model, PackSection } from './model';
import { SectionLayout, chunkEntrySize } from './pack/layout';
import type { DecodedFile } from '../../core/writer';

type Model = Decoded<Eu7Model, Eu7Index> & { model: Eu7Model };

export const eu7Edits = structureEdits<Eu7Model, Eu7Index>((decoded, chain, path) => {
  const m = decoded.model;
  if (chain.length < 4 || !decoded.index) return {};
  const file = decodedFile(decoded.index);
  const k = chunkIndex(decoded, chain[1]);
  if (k < 0) return {};
  const c = m.chunks[k];
  const [, , list, item] = chain;
  const i = elementIndex(item);
  const write = (chunk: Eu7Chunk, select: string) => encoded(file, withChunk(m, k, chunk), select);
  if (c.kind === 'strings' && list.name === 'strings' && chain.length === 4 && i >= 0)
    return { setString: (text) => write({ ...c, strings: c.strings.withText(i, text) }, path) };
  if (c.kind === 'records' && list.name === 'records' && chain.length === 4 && i >= 0)
    return recordActions(c, list, item, i, path, write);
  if (c.kind === 'includes' && list.name === 'records' && chain.length === 4 && i >= 0)
    return {
      delete: () => write({ ...c, includes: without(c.includes, i) }, afterDelete(path, i, c.includes.length)),
      duplicate: () => write({ ...c, includes: withCopy(c.includes, i) }, siblingPath(path, i + 1)),
    };
  if (c.kind === 'pack' && list.name === 'sections') return packActions(m, decoded.index, file, chain.slice(3), path);
  return {};
});

/** The bytes the model was decoded from and the file they stand for (its pages, where PACK records were left out). */
function decodedFile(index: Eu7Index): DecodedFile {
  const bytes = index.ctx.bytes;
  return { bytes, source: index.pack?.source ?? bufferSource(bytes) };
}

/** Index in `model.chunks` of a chunk node: the file's children are the header, then one node per chunk. */
function chunkIndex(decoded: Model, node: SpanNode): number {
  const root = decoded.root;
  for (let i = 1; i < root.childCount && i - 1 < decoded.model.chunks.length; i++)
    if (root.child(i).offset === node.offset) return decoded.model.chunks[i - 1].id === node.name ? i - 1 : -1;
  return -1;
}

function recordActions(
  c: Extract<Eu7Chunk, { kind: 'records' }>,
  list: SpanNode,
  item: SpanNode,
  i: number,
  path: string,
  write: (chunk: Eu7Chunk, select: string) => EditResult,
): EditActions {
  const run = c.records;
  const at = item.offset - list.offset;
  if (i >= run.count || at < 0 || at + item.length > run.bytes.length) return {};
  const records = (count: number, bytes: Uint8Array) => ({ ...c, records: { count, bytes } });
  return {
    delete: () => write(records(run.count - 1, cutRange(run.bytes, at, item.length)), afterDelete(path, i, run.count)),
    duplicate: () => write(records(run.count + 1, repeatRange(run.bytes, at, item.length)), siblingPath(path, i + 1)),
  };
}

/** `chain` from the section node down. */
function packActions(m: Eu7Model, index: Eu7Index, file: DecodedFile, chain: SpanNode[], path: string): EditActions {
  const sectionNode = chain[0];
  const pack = index.pack;
  const layout = pack?.layouts.find((l) => l?.start === sectionNode.offset);
  const base = index.ctx.bytes.byteOffset;
  const packChunk = m.chunks.find((c) => c.kind === 'pack');
  if (!layout || packChunk?.kind !== 'pack') return {};
  const section = packChunk.sections.find((s) => s.bytes.byteOffset - base === layout.start);
  if (!section) return {};
  if (chain.length === 1)
    return {
      delete: () =>
        replaceSection(m, file, section, undefined, afterDelete(path, elementOf(path), packChunk.sections.length)),
    };
  // [chunk k] -> models | instances -> [i]
  const inChunk = /^chunk (\d+)$/.exec(chain[1].name);
  const run = chain[inChunk ? 2 : 1];
  const item = chain[inChunk ? 3 : 2];
  const i = item ? elementIndex(item) : -1;
  if (chain.length !== (inChunk ? 4 : 3) || i < 0 || (run.name !== 'models' && run.name !== 'instances')) return {};
  const edit = {
    at: item.offset - layout.start,
    length: item.length,
    instance: run.name === 'instances',
    chunk: inChunk ? Number(inChunk[1]) : -1,
  };
  // The section as it is in the file: a paged decode holds only its header, so its records are read (this section).
  const edited = (step: 1 | -1) =>
    sectionWith(file.source.read(layout.start, section.bytes.length), layout, edit, step);
  return {
    delete: () => replaceSection(m, file, section, edited(-1), afterDelete(path, i, run.childCount)),
    duplicate: () => replaceSection(m, file, section, edited(+1), siblingPath(path, i + 1)),
  };
}

interface RecordEdit {
  /** The record's place in the section's bytes. */
  at: number;
  length: number;
  instance: boolean;
  /** Its chunk in the chunk table, -1 outside one. */
  chunk: number;
}

/**
 * The section (its bytes as in the file) with the record removed (`step` -1) or copied after itself (+1): the
 * header's solo or inst count, the chunk's counts in the chunk table, and the offsets of the chunks after it follow.
 */
function sectionWith(whole: Uint8Array, l: SectionLayout, e: RecordEdit, step: 1 | -1): PackSection {
  const bytes = step < 0 ? cutRange(whole, e.at, e.length) : repeatRange(whole, e.at, e.length);
  if (l.format === 0) return { bytes, format: 0 };
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const bump = (at: number) => v.setUint32(at, v.getUint32(at, true) + step, true);
  bump(e.instance ? 5 : 1);
  if (l.chunkTableAt >= 0) {
    const size = chunkEntrySize(l.format);
    const table = l.chunkTableAt - l.start;
    for (let c = 0; c < l.chunkCount; c++) {
      const entry = table + c * size;
      const offsetAt = entry + size - 4;
      if (c === e.chunk) bump(size === 12 && e.instance ? entry + 4 : entry);
      const offset = v.getUint32(offsetAt, true);
      if (offset > e.at) v.setUint32(offsetAt, offset + step * e.length, true);
    }
  }
  return { bytes, format: l.format };
}

/** PACK with `old` replaced by `next` (or removed), and every PIDX entry pointing at it following. */
function replaceSection(
  m: Eu7Model,
  file: DecodedFile,
  old: PackSection,
  next: PackSection | undefined,
  select: string,
): EditResult {
  const step = next ? (next.bytes.length > old.bytes.length ? 1 : -1) : 0;
  const chunks = m.chunks.map((c): Eu7Chunk => {
    if (c.kind === 'pack')
      return {
        ...c,
        sections: next ? c.sections.map((s) => (s === old ? next : s)) : c.sections.filter((s) => s !== old),
      };
    if (c.kind === 'pidx')
      return {
        ...c,
        entries: next
          ? c.entries.map((e) =>
              e.section === old ? { ...e, section: next, models: old.format === 0 ? e.models + step : e.models } : e,
            )
          : c.entries.filter((e) => e.section !== old),
      };
    return c;
  });
  return encoded(file, { ...m, chunks }, select);
}

function withChunk(m: Eu7Model, k: number, chunk: Eu7Chunk): Eu7Model {
  const chunks = m.chunks.slice();
  chunks[k] = chunk;
  return { ...m, chunks };
}

function encoded(file: DecodedFile, m: Eu7Model, select: string): EditResult {
  return { encoded: eu7Encoded(m, file), select };
}

/** After deleting element i of n: the same place (now the next element), the previous one at the end. */
export function afterDelete(path: string, i: number, n: number): string {
  return n <= 1 ? parentPath(path) : siblingPath(path, Math.min(i, n - 2));
}

/** The last index of a node id. */
function elementOf(path: string): number {
  return Number(path.slice(path.lastIndexOf('.') + 1));
}

function parentPath(path: string): string {
  return path.split('.').slice(0, -1).join('.');
}

function without<T>(list: readonly T[], i: number): T[] {
  return [...list.slice(0, i), ...list.slice(i + 1)];
}

function withCopy<T>(list: readonly T[], i: number): T[] {
  return [...list.slice(0, i + 1), structuredClone(list[i]), ...list.slice(i + 1)];
}
