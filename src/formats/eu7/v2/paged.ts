// Decoding an EU7v2 scenery read in pages (a file too large for the editor to hold): the INST records, nearly all of
// a root scenery, stay in the file and are read a window at a time when indexed, checked or drawn, and a window of
// rows at a time when shown (common/record-windows.ts). Everything else is read into a buffer the size of the file
// whose INST records are never written, so they cost no memory. A file whose chunks do not follow one another to its
// end, whose instances do not fill their chunk exactly, or that decodes with an error, is left to the whole-file
// decode, which reports it exactly.
import type { ByteSource } from '../../../core/byte-source';
import { ChunkSpan, walkChunks } from '../../../core/chunks';
import type { PagedDecoding } from '../../../core/format';
import { heldBytes } from '../../../core/held-range';
import { walkInWindows } from '../common/record-windows';
import { checkInst } from './inst';
import { PAGED_RECORDS, decodeEu7v2 } from './decode';
import { CHUNK_HEADER, HEADER_SIZE, MAGIC } from './layout';
import type { Eu7v2Index, Eu7v2Model } from './model';

export function decodeEu7v2Paged(source: ByteSource): PagedDecoding<Eu7v2Model, Eu7v2Index> | undefined {
  const head = source.read(0, HEADER_SIZE);
  if (head.length < HEADER_SIZE || MAGIC.some((b, i) => head[i] !== b)) return undefined;
  const spans = chunkSpans(source);
  const paged = spans?.filter((s) => s.id === PAGED_RECORDS);
  if (paged?.length !== 1 || paged[0].payloadEnd - paged[0].payloadOffset < 4) return undefined;
  const chunk = paged[0];
  const from = chunk.payloadOffset + 4;
  if (!filledExactly(source, from, chunk.payloadEnd)) return undefined;

  const held = heldBytes(source, [[from, chunk.payloadEnd]]);
  const decoded = decodeEu7v2(held, {}, source);
  const records = decoded.index?.records.find((r) => r.id === PAGED_RECORDS);
  if (!decoded.model || decoded.diagnostics.some((d) => d.severity === 'error')) return undefined;
  // The range left out must be the records the decoder reads from the file, or they would be zeros to it.
  return records?.inFile && records.start === from && records.end === chunk.payloadEnd ? { decoded, held } : undefined;
}

/** The chunks after the header; undefined unless they follow one another to the very end of the file. */
function chunkSpans(source: ByteSource): ChunkSpan[] | undefined {
  const spans: ChunkSpan[] = [];
  for (const span of walkChunks(HEADER_SIZE, source.size, CHUNK_HEADER, (at) => {
    const b = source.read(at, CHUNK_HEADER);
    const payload = Number(new DataView(b.buffer, b.byteOffset, CHUNK_HEADER).getBigUint64(4, true));
    return {
      id: String.fromCharCode(...b.subarray(0, 4)),
      totalSize: CHUNK_HEADER + payload,
      headerSize: CHUNK_HEADER,
    };
  })) {
    if (span.problem) return undefined;
    spans.push(span);
  }
  return spans;
}

/** True when the count at `from - 4` of instances fills [from, end) exactly, read a window at a time. */
function filledExactly(source: ByteSource, from: number, end: number): boolean {
  const c = source.read(from - 4, 4);
  const count = new DataView(c.buffer, c.byteOffset, 4).getUint32(0, true);
  // Sizes only: no id is out of range for an unbounded table.
  const none = { protoId() {}, stringId() {} };
  const r = walkInWindows(source, from, count, end, (bytes, _base, n) =>
    checkInst(new DataView(bytes.buffer, 0, bytes.length), 0, n, bytes.length, Infinity, Infinity, none),
  );
  return r.fit === count && r.pos === end;
}
