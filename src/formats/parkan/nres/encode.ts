// Writing NRes archives: `encodeNRes` puts a decoded archive back byte for byte (data region kept whole, gaps
// included); `writeNRes` is the canonical writer for files we build (payloads 8-aligned in directory order,
// zero padding, sort table and total size computed). `writeNResParts` lets each payload be written in place, and
// `nresEncoded` puts each payload (a section of the archive it comes from) where it goes.
import type { Encoded } from '../../../core/byte-sink';
import type { Section } from '../../../core/byte-source';
import { encodeLatin1 } from '../../../core/text';
import {
  ENTRY_SIZE,
  HEADER_SIZE,
  NAME_SIZE,
  NRES_MAGIC,
  NRES_VERSION,
  alignUp,
  entryField,
  headerField,
} from './layout';
import { canonicalPermutation, nameBytes } from './names';
import { EntryFields, NResArchive } from './decode';

export interface NResItem {
  typeId: number;
  attr1: number;
  attr2: number;
  attr3: number;
  name: string;
  payload: Uint8Array;
}

/** An entry's directory fields as the canonical writer takes them (it places the payload). */
interface NResEntryHead {
  typeId: number;
  attr1: number;
  attr2: number;
  attr3: number;
  name: string;
  size: number;
}

/** An entry whose payload is written straight into the archive, so a big payload never exists twice. */
export interface NResPart extends NResEntryHead {
  /** Writes the payload in place: `view` and `bytes` cover exactly its `size` (zero-filled) bytes of the archive. */
  fill(view: DataView, bytes: Uint8Array): void;
}

/** An entry whose payload is a section of the archive it comes from (an edit's entries). */
export interface NResCopy extends NResEntryHead {
  payload: Section;
}

export function encodeNRes(a: NResArchive): Uint8Array {
  const total = HEADER_SIZE + a.data.length + a.entries.length * ENTRY_SIZE;
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  writeHeader(out, view, a.version, a.declaredCount, total);
  out.set(a.data, HEADER_SIZE);
  const dir = HEADER_SIZE + a.data.length;
  a.entries.forEach((e, i) => writeEntry(out, view, dir + i * ENTRY_SIZE, e));
  return out;
}

export function writeNRes(items: readonly NResItem[]): Uint8Array {
  return writeNResParts(
    items.map(({ typeId, attr1, attr2, attr3, name, payload }) => ({
      typeId,
      attr1,
      attr2,
      attr3,
      name,
      size: payload.length,
      fill: (_: DataView, out: Uint8Array) => out.set(payload),
    })),
  );
}

export function writeNResParts(parts: readonly NResPart[]): Uint8Array {
  const c = canonicalLayout(parts);
  const out = new Uint8Array(c.total);
  out.set(c.head, 0);
  parts.forEach((p, i) =>
    p.fill(new DataView(out.buffer, c.offsets[i], p.size), out.subarray(c.offsets[i], c.offsets[i] + p.size)),
  );
  out.set(c.directory, c.dataEnd);
  return out;
}

/** The canonical archive of `entries` as an encoder's writes: each payload put where it goes, never copied first. */
export function nresEncoded(entries: readonly NResCopy[]): Encoded {
  const c = canonicalLayout(entries);
  return {
    size: c.total,
    write(sink) {
      sink.put(0, c.head);
      entries.forEach((e, i) => sink.put(c.offsets[i], e.payload));
      sink.put(c.dataEnd, c.directory);
    },
  };
}

/**
 * Where the canonical writer puts each payload (8-aligned, in directory order), and the header and the directory
 * (sort table and total size computed) that go around them.
 */
function canonicalLayout(entries: readonly NResEntryHead[]) {
  const names = entries.map((p) => nameField(p.name));
  const sortIndex = canonicalPermutation(names.map(nameBytes));
  let dataEnd = HEADER_SIZE;
  const offsets = entries.map((p) => {
    const at = dataEnd;
    dataEnd = alignUp(at + p.size);
    return at;
  });
  const total = dataEnd + entries.length * ENTRY_SIZE;
  const head = new Uint8Array(HEADER_SIZE);
  writeHeader(head, new DataView(head.buffer), NRES_VERSION, entries.length, total);
  const directory = new Uint8Array(entries.length * ENTRY_SIZE);
  const view = new DataView(directory.buffer);
  entries.forEach((p, i) =>
    writeEntry(directory, view, i * ENTRY_SIZE, {
      typeId: p.typeId,
      attr1: p.attr1,
      attr2: p.attr2,
      size: p.size,
      attr3: p.attr3,
      nameField: names[i],
      dataOffset: offsets[i],
      sortIndex: sortIndex[i],
    }),
  );
  return { offsets, dataEnd, total, head, directory };
}

function writeHeader(out: Uint8Array, view: DataView, version: number, count: number, total: number): void {
  out.set(NRES_MAGIC, headerField.magic);
  view.setUint32(headerField.version, version, true);
  view.setInt32(headerField.entryCount, count, true);
  view.setUint32(headerField.totalSize, total, true);
}

function writeEntry(out: Uint8Array, view: DataView, at: number, e: EntryFields): void {
  view.setUint32(at + entryField.typeId, e.typeId, true);
  view.setUint32(at + entryField.attr1, e.attr1, true);
  view.setUint32(at + entryField.attr2, e.attr2, true);
  view.setUint32(at + entryField.size, e.size, true);
  view.setUint32(at + entryField.attr3, e.attr3, true);
  out.set(e.nameField, at + entryField.name);
  view.setUint32(at + entryField.dataOffset, e.dataOffset, true);
  view.setUint32(at + entryField.sortIndex, e.sortIndex, true);
}

/** A 36-byte name field: the name (at most 35 bytes), NUL, zeros. */
function nameField(name: string): Uint8Array {
  const field = new Uint8Array(NAME_SIZE);
  field.set(encodeLatin1(name).subarray(0, NAME_SIZE - 1));
  return field;
}
