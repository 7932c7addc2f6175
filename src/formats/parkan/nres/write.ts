// Writing NRes archives: `encodeNRes` puts a decoded archive back byte for byte (data region kept whole, gaps
// included); `writeNRes` is the canonical writer for files we build (payloads 8-aligned in directory order,
// zero padding, sort table and total size computed).
import { encodeLatin1 } from '../../../core/text';
import { ENTRY_SIZE, HEADER_SIZE, NAME_SIZE, NRES_MAGIC, NRES_VERSION, alignUp, entryField, headerField } from './layout';
import { canonicalPermutation, nameBytes } from './names';
import { NResArchive } from './read';

export interface NResItem {
  typeId: number;
  attr1: number;
  attr2: number;
  attr3: number;
  name: string;
  payload: Uint8Array;
}

interface EntryFields {
  typeId: number;
  attr1: number;
  attr2: number;
  size: number;
  attr3: number;
  nameField: Uint8Array;
  dataOffset: number;
  sortIndex: number;
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
  const names = items.map((it) => nameField(it.name));
  const sortIndex = canonicalPermutation(names.map(nameBytes));
  let dataEnd = HEADER_SIZE;
  const offsets = items.map((it) => {
    const at = dataEnd;
    dataEnd = alignUp(at + it.payload.length);
    return at;
  });
  const total = dataEnd + items.length * ENTRY_SIZE;
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  writeHeader(out, view, NRES_VERSION, items.length, total);
  items.forEach((it, i) => {
    out.set(it.payload, offsets[i]);
    writeEntry(out, view, dataEnd + i * ENTRY_SIZE, {
      typeId: it.typeId, attr1: it.attr1, attr2: it.attr2, size: it.payload.length, attr3: it.attr3,
      nameField: names[i], dataOffset: offsets[i], sortIndex: sortIndex[i],
    });
  });
  return out;
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
