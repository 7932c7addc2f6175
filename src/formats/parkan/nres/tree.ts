// The span tree of an NRes archive: header, payloads (shown by the caller's viewer) and the directory, tiled over
// the whole file so gaps and unreferenced bytes stay visible.
import { StructBuilder } from '../../../core/builder';
import { Cursor } from '../../../core/cursor';
import { BasicNode, SpanNode, StrideArrayNode, container, opaque } from '../../../core/node';
import { hex } from '../../../core/numbers';
import { quote } from '../../../core/text';
import { ENTRY_SIZE, HEADER_SIZE, alignUp } from './layout';
import { NResArchive, NResEntry } from './decode';
import { counted, msg, type Text } from '../../../core/translatable';

export interface PayloadViewer {
  /** What an entry type means in this archive (e.g. "terrain faces"), or undefined. */
  typeName(typeId: number): Text | undefined;
  /** The node for an in-range payload. */
  payload(entry: NResEntry): SpanNode;
}

export function nresTree(
  bytes: Uint8Array,
  archive: NResArchive | undefined,
  viewer: PayloadViewer,
  label: string,
): BasicNode {
  const parts: SpanNode[] = [headerNode(bytes)];
  if (archive) {
    for (const e of archive.entries) if (e.inRange) parts.push(viewer.payload(e));
    parts.push(...paddingNodes(archive));
    // A directory placed past the end of a truncated file has no readable entry and no bytes to show.
    if (archive.directoryOffset <= bytes.length) parts.push(directoryNode(bytes, archive, viewer));
  }
  return container(
    {
      name: label,
      type: 'NRes',
      kind: 'struct',
      offset: 0,
      end: bytes.length,
      display: archive ? counted(archive.entries.length, 'entry', 'entries') : undefined,
    },
    parts,
  );
}

/** The alignment padding after each payload (up to the next multiple of 8, the next payload or the directory). */
function paddingNodes(a: NResArchive): SpanNode[] {
  const placed = a.entries.filter((e) => e.inRange).sort((x, y) => x.dataOffset - y.dataOffset);
  const out: SpanNode[] = [];
  let coveredTo = HEADER_SIZE;
  let next = 0;
  for (const e of placed) {
    const end = e.dataOffset + e.size;
    if (end <= coveredTo) continue; // inside an earlier payload
    coveredTo = end;
    while (next < placed.length && placed[next].dataOffset < end) next++;
    const limit = Math.min(
      alignUp(end),
      next < placed.length ? placed[next].dataOffset : a.directoryOffset,
      a.directoryOffset,
    );
    if (limit > end) out.push(opaque('padding', end, limit - end, undefined, msg`alignment to ${counted(8, 'byte')}`));
  }
  return out;
}

function headerNode(bytes: Uint8Array): SpanNode {
  const s = new StructBuilder(new Cursor(bytes, 0, Math.min(bytes.length, HEADER_SIZE)), 'header', 'NResHeader');
  try {
    s.magic('magic', new Uint8Array([0x4e, 0x52, 0x65, 0x73]));
    s.u32('version', { show: (v) => hex(v) });
    s.i32('entry_count');
    s.u32('total_size', { show: (v) => counted(v, 'byte') });
    return s.done();
  } catch {
    return s.done(undefined, true);
  }
}

function directoryNode(bytes: Uint8Array, a: NResArchive, viewer: PayloadViewer): SpanNode {
  const n = a.entries.length;
  return new StrideArrayNode(
    'directory',
    `NResEntry[${n}]`,
    a.directoryOffset,
    n,
    ENTRY_SIZE,
    (i) => entryNode(bytes, a, a.entries[i], viewer),
    counted(n, 'entry', 'entries'),
  );
}

function entryNode(bytes: Uint8Array, a: NResArchive, e: NResEntry, viewer: PayloadViewer): SpanNode {
  const s = new StructBuilder(new Cursor(bytes, e.at, e.at + ENTRY_SIZE), `[${e.index}]`, 'NResEntry');
  const meaning = viewer.typeName(e.typeId);
  s.u32('type_id', { show: (v) => (meaning ? msg`${typeText(v)} (${meaning})` : typeText(v)) });
  s.u32('attr1');
  s.u32('attr2');
  s.u32('size', { show: (v) => counted(v, 'byte') });
  s.u32('attr3');
  s.fixedString('name', 36);
  s.u32('data_offset', {
    show: (v) => hex(v),
    links: e.inRange ? [{ label: msg`payload`, offset: e.dataOffset, length: e.size }] : undefined,
  });
  const target = a.entries[e.sortIndex];
  s.u32('sort_index', {
    show: (v) => (target ? msg`entry ${v} ${quote(target.name)}` : msg`${v} (outside the directory)`),
    links: target ? [{ label: msg`entry ${e.sortIndex}`, offset: target.at, length: ENTRY_SIZE }] : undefined,
  });
  const size = counted(e.size, 'byte');
  const node = s.done(
    meaning
      ? msg`${quote(e.name)} type ${typeText(e.typeId)} ${meaning}, ${size}`
      : msg`${quote(e.name)} type ${typeText(e.typeId)}, ${size}`,
  );
  node.key = e.name;
  return node;
}

/** A FourCC when all four bytes are printable letters/digits, else the number. */
function typeText(v: number): string {
  const chars = [0, 8, 16, 24].map((s) => (v >>> s) & 0xff);
  const printable = chars.every(
    (c) => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a),
  );
  return printable ? `'${String.fromCharCode(...chars)}'` : String(v);
}
