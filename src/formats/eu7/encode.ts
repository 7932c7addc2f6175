// Writing a model back: the header from its fields, every chunk with its size counted from what is written, and
// each payload from the chunk's fields with the writer's chunk functions. PIDX gets its offsets from where the PACK
// sections land and its model counts from their headers; bulk record runs and opaque payloads are copied as views.
import { ByteWriter } from '../../core/writer';
import { Eu7Chunk, Eu7Model, PackSection, PidxEntry } from './model';
import { chunk, counted, fileHeader, fint, incl, pidx, plac, strs, terr } from './writer';

/** Room for what an edit adds beyond the decoded size before the writer has to grow. */
const SLACK = 1 << 12;

export function encodeEu7(model: Eu7Model): Uint8Array {
  const w = new ByteWriter(model.sizeHint + SLACK);
  fileHeader(w, model.version, model.magic);
  const offsets = sectionOffsets(model.chunks);
  for (const c of model.chunks) {
    chunk(w, c.id, (p) => {
      payload(p, c, model.version, offsets);
      p.bytes(c.tail);
    });
  }
  w.bytes(model.trailing);
  return w.written();
}

function payload(w: ByteWriter, c: Eu7Chunk, version: number, offsets: Map<PackSection, number>): void {
  switch (c.kind) {
    case 'strings':
      return strs(w, c.strings);
    case 'includes':
      return incl(w, c.includes, version);
    case 'pidx':
      return pidx(
        w,
        c.entries.map((e) => ({ row: e.row, column: e.column, models: modelCount(e), offset: offsetOf(e, offsets) })),
      );
    case 'prot':
      if (c.records) copyRun(w, c.records);
      return;
    case 'pack':
      w.bytes(c.lead);
      for (const s of c.sections) w.bytes(s.bytes);
      return;
    case 'terrain':
      return terr(w, c.flags, c.material, c.lighting, c.items.count, (t) => t.bytes(c.items.bytes));
    case 'first-init':
      return fint(w, c.count);
    case 'placement':
      return plac(w, c.params);
    case 'records':
      return copyRun(w, c.records);
    case 'opaque':
      w.bytes(c.payload);
      return;
  }
}

function copyRun(w: ByteWriter, run: { count: number; bytes: Uint8Array }): void {
  counted(w, run.count, (r) => r.bytes(run.bytes));
}

/** Where each section of the (first) PACK chunk starts in its payload, in the order it is written. */
function sectionOffsets(chunks: Eu7Chunk[]): Map<PackSection, number> {
  const offsets = new Map<PackSection, number>();
  const pack = chunks.find((c) => c.kind === 'pack');
  if (pack?.kind !== 'pack') return offsets;
  let at = pack.lead.length;
  for (const s of pack.sections) {
    offsets.set(s, at);
    at += s.bytes.length;
  }
  return offsets;
}

function offsetOf(e: PidxEntry, offsets: Map<PackSection, number>): number {
  if (!e.section) return e.offset;
  const at = offsets.get(e.section);
  if (at === undefined)
    throw new Error(`PIDX entry (${e.row}, ${e.column}) points at a section that PACK does not hold`);
  return at;
}

/** solo_count + inst_count of a section the reader takes by its header; the stored count of a flat one. */
function modelCount(e: PidxEntry): number {
  const s = e.section;
  if (!s || s.format === 0) return e.models;
  const v = new DataView(s.bytes.buffer, s.bytes.byteOffset, s.bytes.byteLength);
  return (v.getUint32(1, true) + v.getUint32(5, true)) >>> 0;
}
