// Writing a model back: the header from its fields, every chunk with its size counted from what is written, and
// each payload from the chunk's fields with the writer's chunk functions. PIDX gets its offsets from where the PACK
// sections land and its model counts from their headers; bulk record runs and opaque payloads are copied as views,
// or left in the file they were decoded from (eu7Encoded), so a scenery read in pages is not read for them.
import type { Encoded } from '../../core/byte-sink';
import { ByteWriter, type DecodedFile } from '../../core/writer';
import { Eu7Chunk, Eu7Model, PackSection, PidxEntry } from './model';
import { chunk, counted, fileHeader, fint, incl, pidx, plac, strs, terr } from './writer';

/** Room for what an edit adds beyond the decoded size before the writer has to grow. */
const SLACK = 1 << 12;

export function encodeEu7(model: Eu7Model): Uint8Array {
  return writeEu7(new ByteWriter(model.sizeHint + SLACK), model).written();
}

/** The model written with its bulk runs as sections of `file`, the bytes it was decoded from. */
export function eu7Encoded(model: Eu7Model, file: DecodedFile): Encoded {
  return writeEu7(new ByteWriter(model.sizeHint + SLACK, file), model).encoded();
}

function writeEu7(w: ByteWriter, model: Eu7Model): ByteWriter {
  fileHeader(w, model.version, model.magic);
  const offsets = sectionOffsets(model.chunks);
  for (const c of model.chunks) {
    chunk(w, c.id, (p) => {
      payload(p, c, model.version, offsets);
      p.bytes(c.tail);
    });
  }
  return w.bytes(model.trailing);
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
      w.fileBytes(c.lead);
      for (const s of c.sections) w.fileBytes(s.bytes);
      return;
    case 'terrain':
      return terr(w, c.flags, c.material, c.lighting, c.items.count, (t) => t.fileBytes(c.items.bytes));
    case 'first-init':
      return fint(w, c.count);
    case 'placement':
      return plac(w, c.params);
    case 'records':
      return copyRun(w, c.records);
    case 'opaque':
      w.fileBytes(c.payload);
      return;
  }
}

function copyRun(w: ByteWriter, run: { count: number; bytes: Uint8Array }): void {
  counted(w, run.count, (r) => r.fileBytes(run.bytes));
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
