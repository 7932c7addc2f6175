// Decoding an EU7B scenery read in pages (a file too large for the editor to hold): the records of the PACK sections,
// nearly all of a root scenario, stay in the file and are read a section or a window of sections at a time when shown,
// checked or drawn (pack/windows.ts). Everything else, the section headers with their lists and chunk tables
// included, is read into a buffer the size of the file whose record ranges are never written, so they cost no
// memory. A file whose chunks do not follow one another plainly, whose PIDX does not lead to the section headers the
// reader accepts, or that decodes with an error, is left to the whole-file decode, which reports it exactly.
import type { ByteSource } from '../../core/byte-source';
import { ChunkSpan, walkChunks } from '../../core/chunks';
import type { PagedDecoding } from '../../core/format';
import { copyRange } from '../../core/held-range';
import { PIDX_ENTRY_SIZE } from './chunks/pidx';
import { Eu7Index, decodeEu7 } from './decode';
import { MAGIC } from './layout';
import type { Eu7Model } from './model';
import { sectionLayout } from './pack/layout';

const CHUNK_HEADER = 8;
/** Bytes of a section read at first to find where its header ends (doubled while the header runs past them). */
const HEADER_READ = 4096;

/** One section's bytes in the file: its header [start, headerEnd) is held, its records [headerEnd, end) are not. */
interface SectionRange {
  start: number;
  headerEnd: number;
  end: number;
}

export function decodeEu7Paged(source: ByteSource): PagedDecoding<Eu7Model, Eu7Index> | undefined {
  const size = source.size;
  const head = source.read(0, CHUNK_HEADER);
  if (head.length < CHUNK_HEADER || MAGIC.some((b, i) => head[i] !== b)) return undefined;
  const spans = chunkSpans(source);
  const only = (id: string) => {
    const found = spans?.filter((s) => s.id === id);
    return found?.length === 1 ? found[0] : undefined;
  };
  const pack = only('PACK');
  const pidx = only('PIDX');
  if (!spans || !pack || !pidx) return undefined;
  const sections = sectionRanges(
    source,
    pidx,
    pack,
    spans.some((s) => s.id === 'PROT'),
  );
  if (!sections || sections.length === 0) return undefined;

  const held = new Uint8Array(size);
  copyRange(source, held, 0, sections[0].start);
  for (const s of sections) copyRange(source, held, s.start, s.headerEnd);
  copyRange(source, held, pack.payloadEnd, size);
  const decoded = decodeEu7(held, {}, source);
  const layouts = decoded.index?.pack?.layouts;
  if (!decoded.model || !layouts || decoded.diagnostics.some((d) => d.severity === 'error')) return undefined;
  // Every range left out must be the records of a section the decoder reads from the file, or they would be zeros.
  const covered = sections.every((s) =>
    layouts.some((l) => l && l.start === s.start && l.headerEnd === s.headerEnd && l.end === s.end),
  );
  return covered ? { decoded, held, editable: true } : undefined;
}

/** The chunks from the header to the end of the file; undefined unless they follow one another to its very end. */
function chunkSpans(source: ByteSource): ChunkSpan[] | undefined {
  const spans: ChunkSpan[] = [];
  for (const span of walkChunks(CHUNK_HEADER, source.size, CHUNK_HEADER, (at) => {
    const b = source.read(at, CHUNK_HEADER);
    const totalSize = new DataView(b.buffer, b.byteOffset, CHUNK_HEADER).getUint32(4, true);
    return { id: String.fromCharCode(...b.subarray(0, 4)), totalSize, headerSize: CHUNK_HEADER };
  })) {
    if (span.problem) return undefined;
    spans.push(span);
  }
  return spans;
}

/**
 * The PACK sections in file order as PIDX places them (each ending where the next one starts), when every entry
 * leads to a section header the reader accepts; undefined otherwise.
 */
function sectionRanges(
  source: ByteSource,
  pidx: ChunkSpan,
  pack: ChunkSpan,
  protPresent: boolean,
): SectionRange[] | undefined {
  const table = source.read(pidx.payloadOffset, pidx.payloadEnd - pidx.payloadOffset);
  const view = new DataView(table.buffer, table.byteOffset, table.byteLength);
  const count = table.length >= 4 ? view.getUint32(0, true) : -1;
  if (count < 0 || 4 + count * PIDX_ENTRY_SIZE > table.length) return undefined;
  const payload = pack.payloadEnd - pack.payloadOffset;
  const models = new Map<number, number>();
  for (let i = 0, p = 4; i < count; i++, p += PIDX_ENTRY_SIZE) {
    const offset = Number(view.getBigUint64(p + 8, true));
    const n = view.getUint32(p + 4, true);
    if (offset >= payload || (models.get(offset) ?? n) !== n) return undefined;
    models.set(offset, n);
  }
  const starts = [...models.keys()].sort((a, b) => a - b);
  const out: SectionRange[] = [];
  for (let k = 0; k < starts.length; k++) {
    const start = pack.payloadOffset + starts[k];
    const end = k + 1 < starts.length ? pack.payloadOffset + starts[k + 1] : pack.payloadEnd;
    const headerEnd = acceptedHeaderEnd(source, start, end, models.get(starts[k])!, protPresent);
    if (headerEnd < 0) return undefined;
    out.push({ start, headerEnd, end });
  }
  return out;
}

/**
 * Where the header of the section [start, end) ends, read as the reader reads it, when it is a header the reader
 * accepts for `models` records and fits in the section; -1 otherwise.
 */
function acceptedHeaderEnd(source: ByteSource, start: number, end: number, models: number, prot: boolean): number {
  for (let read = HEADER_READ; ; read *= 2) {
    const b = source.read(start, Math.min(read, end - start));
    // Laid out over the bytes read as if the section ended there: a header that ends within them is the same then.
    const l = sectionLayout(new DataView(b.buffer, b.byteOffset, b.byteLength), 0, b.length, models, prot);
    if (l.format === 0) return -1;
    if (l.headerEnd <= b.length) return start + l.headerEnd;
    if (b.length === end - start) return -1;
  }
}
