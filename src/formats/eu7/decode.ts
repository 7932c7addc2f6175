// Decoding an EU7B file: header, then the chunk stream to the end of the file. Record chunks are indexed into record
// offsets and shown lazily; the other chunks are small and read into nodes here; PACK is indexed into sections
// through PIDX and each section decodes when opened. Each chunk also becomes its part of the model encode writes.
import { StructBuilder } from '../../core/builder';
import type { ByteSource } from '../../core/byte-source';
import { ChunkSpan, fourcc } from '../../core/chunks';
import { Cursor } from '../../core/cursor';
import { DiagnosticSink } from '../../core/diagnostics';
import { DecodeOptions, Decoded } from '../../core/format';
import { BasicNode, Reading, SpanNode, opaque, tile } from '../../core/node';
import { tolerate } from '../../core/tolerate';
import { ChunkFrame, ChunkStream, readChunk } from './common/chunk-stream';
import { Eu7Context } from './context';
import { ChunkRead, chunkKinds } from './chunks';
import { PackIndex, readPidx } from './chunks/pidx';
import { RecordChunkIndex, readRecordChunk } from './chunks/record-chunk';
import { ChunkBody, Eu7Chunk, Eu7Model } from './model';
import { PackModel, packModel } from './pack/model';
import { indexSections, PackSections } from './pack/sections';
import { sectionNode } from './pack/tree';
import { eu7Rules } from './rules';
import { MAGIC } from './layout';
import { SizeCorrection, resyncChunks } from './chunk-resync';
import { counted, joined, listOf, msg, type Text } from '../../core/translatable';

const CHUNK_HEADER = 8;

/** Decode state that validation continues from: the file's context (string table, PROT), record and section indexes. */
export interface Eu7Index {
  ctx: Eu7Context;
  records: RecordChunkIndex[];
  pack?: PackSections;
}

/**
 * `source`: where the PACK sections' records are read from when `bytes` holds only their headers (paged.ts).
 */
export function decodeEu7(
  bytes: Uint8Array,
  options: DecodeOptions = {},
  source?: ByteSource,
): Decoded<Eu7Model, Eu7Index> {
  const diags = new DiagnosticSink(bytes.length);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = bytes.length >= 8 ? view.getUint32(4, true) : 0;
  const ctx = new Eu7Context(bytes, diags, version, options);
  const { spans, corrections } = resyncChunks(bytes, view, Math.min(8, bytes.length), (span) =>
    readsCleanly(bytes, version, span),
  );
  const stream = new ChunkStream<Eu7Chunk>(ctx, readHeader(ctx, spans));
  const records: RecordChunkIndex[] = [];

  for (const c of corrections) reportWrongSize(ctx, c);
  ctx.prot.present = spans.some((s) => s.id === 'PROT' && !s.problem);
  checkOrder(ctx, spans);

  let pidx: PackIndex | undefined;
  let pidxChunk: Eu7Chunk | undefined;
  let pack: PackSections | undefined;
  let packSpan: ChunkSpan | undefined;
  let packAt = -1;
  let packChunkAt = -1;
  for (const span of spans) {
    if (options.shouldStop?.() || stream.endsAt(span, eu7Rules.trailingBytes)) break;
    if (span.id === 'PACK' && !packSpan && !span.problem) {
      packSpan = span;
      packAt = stream.parts.length;
      packChunkAt = stream.chunks.length;
      const empty = bytes.subarray(0, 0);
      stream.add(span, opaque('PACK', span.offset, 0), { id: 'PACK', kind: 'opaque', payload: empty, tail: empty });
      continue;
    }
    const { node, chunk } = readChunk<ChunkBody>(ctx, span, frame, (s) => {
      if (span.id !== 'PIDX' || pidx) return readKnown(s, ctx, span, records);
      const r = readPidx(s, ctx, (i) => sectionLink(pack, i));
      pidx = r.index;
      return pidxRead(r.summary);
    });
    stream.add(span, node, chunk);
    if (span.id === 'PIDX' && chunk.kind === 'pidx') pidxChunk = chunk;
    if (span.id === 'PROT') ctx.prot = { ...ctx.prot, count: protRecords(node).length, records: protRecords(node) };
  }
  if (packSpan) {
    const span = packSpan;
    if (pidx) pack = indexSections(ctx, pidx, span.payloadOffset, span.payloadEnd, source);
    const m = packModel(bytes, pidx, pack, span.payloadOffset, span.payloadEnd);
    const r = readChunk<ChunkBody>(ctx, span, frame, (s) => packPayload(s, ctx, pack, m));
    stream.parts[packAt] = r.node;
    stream.chunks[packChunkAt] = r.chunk;
    if (pidxChunk?.kind === 'pidx') pidxChunk.entries = m.entries;
  } else if (pidxChunk?.kind === 'pidx') pidxChunk.entries = packModel(bytes, pidx, undefined, 0, 0).entries;
  const root = stream.root(`EU7B v${version}`);
  const { chunks, trailing } = stream;
  const model: Eu7Model | undefined =
    bytes.length < 8 ? undefined : { magic: bytes.slice(0, 4), version, chunks, trailing, sizeHint: bytes.length };
  const index: Eu7Index | undefined = bytes.length < 8 ? undefined : { ctx, records, pack };
  return { root, model, index, diagnostics: diags.finish(), version: `EU7B v${version}` };
}

const pidxRead = (summary: Reading): ChunkRead => ({ summary, body: { kind: 'pidx', entries: [] } });

/**
 * Reads one chunk alone, as a size correction would have it read, into a sink of its own: true when its fields end
 * at the span's end and none of them is an error. PACK is read with PIDX later and counts as read here.
 */
function readsCleanly(bytes: Uint8Array, version: number, span: ChunkSpan): boolean {
  const sink = new DiagnosticSink(bytes.length);
  const ctx = new Eu7Context(bytes, sink, version);
  readChunk<ChunkBody>(ctx, span, frame, (s) =>
    span.id === 'PIDX' ? pidxRead(readPidx(s, ctx, () => undefined).summary) : readKnown(s, ctx, span, []),
  );
  return !sink.finish().some((d) => d.severity === 'error' || d.code === eu7Rules.chunkTrailing.code);
}

function readHeader(ctx: Eu7Context, spans: ChunkSpan[]): SpanNode {
  const s = new StructBuilder(new Cursor(ctx.bytes, 0, Math.min(8, ctx.bytes.length)), 'header', 'EU7BHeader');
  tolerate(ctx.diags, { start: 0, end: ctx.bytes.length, what: msg`EU7B header` }, () => {
    const magicOk = s.magic('magic', MAGIC);
    const v = s.u32('version', {
      show: (x) => (x === 9 ? msg`9 (root scenario)` : x === 6 ? msg`6 (module)` : String(x)),
    });
    if (!magicOk)
      ctx.reportBadMagic(
        eu7Rules.badMagic,
        'EU7B',
        plausibleEu7b(v, spans),
        msg`the version and chunks that follow are those of an EU7B file`,
      );
    if (v < 4 || v > 9) ctx.report(eu7Rules.version, 4, 4, versionMessage(v));
  });
  return s.done(`EU7B v${ctx.version}`, s.c.pos < 8);
}

/**
 * The bytes after a damaged magic are an EU7B file when its version is one the reader accepts and its chunks, all of
 * known kinds, follow one another to the end of the file: then "EU7B" is the only magic they can have.
 */
function plausibleEu7b(version: number, spans: ChunkSpan[]): boolean {
  return (
    version >= 4 &&
    version <= 9 &&
    spans.length > 0 &&
    spans.every((c) => !c.problem && Object.hasOwn(chunkKinds, c.id) && chunkKinds[c.id].since <= version)
  );
}

/** Why a version is refused. "v10".."v13" upstream name PACK section formats 3..6, which versions 7..9 read. */
function versionMessage(v: number): Text {
  if (v >= 10 && v <= 13)
    return joined(
      msg`version ${v} is not documented: readers accept 4..9, and "v${v}" upstream names PACK section format `,
      msg`${v - 7} (read in version 7..9 files), not a file version`,
    );
  return msg`version ${v} is not read by the engine (4..9)`;
}

function reportWrongSize(ctx: Eu7Context, c: SizeCorrection): void {
  const id = fourcc(ctx.bytes, c.offset);
  ctx.diags.report(
    eu7Rules.chunkSizeWrong,
    c.offset + 4,
    4,
    joined(
      msg`${id} chunk size ${c.stored} is wrong: with size ${c.size} the chunks after it follow one another `,
      msg`to the end of the file; read with that size`,
    ),
    undefined,
    { title: msg`set the ${id} chunk size to ${c.size}`, value: c.size },
  );
}

function checkOrder(ctx: Eu7Context, spans: ChunkSpan[]): void {
  const first = (id: string) => spans.find((s) => s.id === id);
  const prot = first('PROT');
  const pack = first('PACK');
  const pidx = first('PIDX');
  if (prot && pack && prot.offset > pack.offset)
    ctx.report(eu7Rules.protOrder, prot.offset, 4, msg`PROT comes after PACK`);
  if (pack && !pidx)
    ctx.report(eu7Rules.packWithoutIndex, pack.offset, 4, msg`PACK has no PIDX: its sections cannot be found`);
  if (pidx && !pack)
    ctx.report(eu7Rules.packWithoutIndex, pidx.offset, 4, msg`PIDX indexes sections but there is no PACK chunk`);
}

/** EU7B chunk header: the id, then a u32 size that counts the header too. */
const frame: ChunkFrame = {
  title: (id) => chunkKinds[id]?.title,
  size(s, span, ctx) {
    s.u32('size', { show: (n) => msg`${counted(n, 'byte')} (payload ${n - CHUNK_HEADER})` });
    if (span.problem)
      ctx.report(
        eu7Rules.chunkSize,
        span.offset + 4,
        4,
        span.problem === 'size-too-small'
          ? msg`chunk size ${span.totalSize} is smaller than its 8-byte header`
          : joined(
              msg`chunk size ${span.totalSize} runs ${span.offset + span.totalSize - ctx.bytes.length} bytes past `,
              msg`the end of the file`,
            ),
      );
  },
  trailing: eu7Rules.chunkTrailing,
  bytesAfter: (count, id) => msg`${count} bytes after the ${id} records`,
};

function readKnown(s: StructBuilder, ctx: Eu7Context, span: ChunkSpan, records: RecordChunkIndex[]): ChunkRead {
  const kind = chunkKinds[span.id];
  if (!kind?.read && !kind?.records) {
    ctx.report(
      eu7Rules.unknownChunk,
      span.offset,
      4,
      kind ? msg`a second ${span.id} chunk is not read` : msg`unknown chunk "${span.id}" skipped by size`,
    );
    const payload = s.opaque('payload', s.c.remaining);
    return { summary: kind ? msg`not read` : msg`unknown chunk`, body: { kind: 'opaque', payload } };
  }
  if (ctx.version < kind.since)
    ctx.report(
      eu7Rules.chunkVersion,
      span.offset,
      4,
      msg`${span.id} appeared in version ${kind.since}; this file is version ${ctx.version}`,
    );
  if (kind.read) return kind.read(s, ctx);
  const r = readRecordChunk(s, ctx, span.id, kind.records!, records);
  return { summary: r.summary, body: { kind: 'records', records: r.records } };
}

function protRecords(node: SpanNode): SpanNode[] {
  for (let i = 0; i < node.childCount; i++) {
    const c = node.child(i);
    if (c.name === 'records') return Array.from({ length: c.childCount }, (_, k) => c.child(k));
  }
  return [];
}

function packPayload(s: StructBuilder, ctx: Eu7Context, pack: PackSections | undefined, m: PackModel): ChunkRead {
  const end = s.c.end;
  const body: ChunkRead['body'] = { kind: 'pack', lead: m.lead, sections: m.sections };
  if (!pack) {
    s.opaque('sections', end - s.c.pos, msg`no PIDX: sections cannot be located`);
    return { summary: msg`not indexed`, body };
  }
  const sections: SpanNode[] = [];
  pack.layouts.forEach((l, i) => {
    if (l) sections.push(sectionNode(ctx, pack, i, l));
  });
  s.add(
    new BasicNode(
      {
        name: 'sections',
        type: `PackSection[${sections.length}]`,
        kind: 'array',
        offset: s.c.pos,
        length: end - s.c.pos,
      },
      tile(sections, s.c.pos, end),
    ),
  );
  const models = pack.index.models.reduce((a, b) => a + b, 0);
  return { summary: listOf([counted(sections.length, 'section'), counted(models, 'model')]), body };
}

function sectionLink(pack: PackSections | undefined, i: number) {
  const l = pack?.layouts[i];
  return l ? { label: msg`PACK section`, offset: l.start, length: l.end - l.start } : undefined;
}
