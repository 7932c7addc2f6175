// Decoding an EU7v2 file: the 16-byte header, then chunks to the end of the file. Record chunks are indexed into
// record offsets when shown; STRS and META are read here. Each chunk also becomes its part of the model encode
// writes. The loader resolves most chunks' strings as it reads them, but PROT, INST, INCL and PLCE only after the
// whole file: those see the last STRS table.
import { StructBuilder } from '../../../core/builder';
import type { ByteSource } from '../../../core/byte-source';
import { ChunkSpan, fourcc, walkChunks } from '../../../core/chunks';
import { Cursor } from '../../../core/cursor';
import { DiagnosticSink } from '../../../core/diagnostics';
import { DecodeOptions, Decoded } from '../../../core/format';
import { SpanNode } from '../../../core/node';
import { StringTable } from '../common/string-table';
import { chunkTitles, isDeferred, plannedChunks, readMeta, readRecordChunk, readStrs, recordReaders } from './chunks';
import { ChunkFrame, ChunkStream, readChunk } from '../common/chunk-stream';
import { V2Context } from './context';
import { tolerate } from '../../../core/tolerate';
import { Eu7v2Index, Eu7v2Model, RecordIndex, V2Chunk, V2ChunkBody } from './model';
import { eu7v2Rules } from './rules';
import { CHUNK_HEADER, FileKind, HEADER_SIZE, MAGIC, VERSION } from './layout';
import { counted, joined, msg } from '../../../core/translatable';

/** The record chunk a file decoded from its pages leaves in the file: the instances, nearly all of a root scenery. */
export const PAGED_RECORDS = 'INST';

const KIND_NAMES: Record<number, string> = { 1: 'sim', 2: 'module', 3: 'tile (planned)', 4: 'manifest (planned)' };

/** `source`: where the INST records are read from when `bytes` leaves them out (paged.ts). */
export function decodeEu7v2(
  bytes: Uint8Array,
  options: DecodeOptions = {},
  source?: ByteSource,
): Decoded<Eu7v2Model, Eu7v2Index> {
  const diags = new DiagnosticSink(bytes.length);
  const ctx = new V2Context(bytes, diags, options);
  const view = ctx.view;
  const spans = [
    ...walkChunks(Math.min(HEADER_SIZE, bytes.length), bytes.length, CHUNK_HEADER, (at) => ({
      id: fourcc(bytes, at),
      totalSize: CHUNK_HEADER + Number(view.getBigUint64(at + 4, true)),
      headerSize: CHUNK_HEADER,
    })),
  ];
  const header = readHeader(ctx, spans);
  const stream = new ChunkStream<V2Chunk>(ctx, header.node);
  const records: RecordIndex[] = [];

  const finalStrings = lastStrings(ctx, spans);
  let stringsSeen = false;
  for (const span of spans) {
    if (options.shouldStop?.() || stream.endsAt(span, eu7v2Rules.trailingBytes)) break;
    const deferred = isDeferred(span.id);
    const { node, chunk } = readChunk<V2ChunkBody>(ctx, span, frame, (s) => {
      if (span.id === 'STRS') {
        const r = readStrs(s, ctx);
        ctx.strings = r.table;
        stringsSeen = true;
        return r.read;
      }
      if (span.id === 'META') return readMeta(s);
      const kind = recordReaders[span.id];
      if (!kind) {
        const planned = plannedChunks[span.id];
        ctx.report(
          eu7v2Rules.unknownChunk,
          span.offset,
          4,
          planned
            ? msg`${span.id}: ${planned}, not read by the loader`
            : msg`unknown chunk "${span.id}" skipped by size`,
        );
        return {
          summary: planned ?? msg`unknown chunk`,
          body: { kind: 'opaque', payload: s.opaque('payload', s.c.remaining) },
        };
      }
      const strings = deferred ? finalStrings : ctx.strings;
      const inFile = span.id === PAGED_RECORDS && source ? { source, minSize: kind.minSize } : undefined;
      const r = readRecordChunk(s, ctx.with(strings, ctx.diags), kind.reader, kind.minSize, inFile?.source);
      records.push({
        inFile,
        id: span.id,
        reader: kind.reader,
        start: r.start,
        count: r.count,
        end: span.payloadEnd,
        strings,
        stringsSeen: deferred ? spans.some((x) => x.id === 'STRS') : stringsSeen,
      });
      if (span.id === 'PROT') ctx.protCount = r.count;
      return r.read;
    });
    stream.add(span, node, chunk);
  }
  const kindName = KIND_NAMES[header.kind];
  const version = kindName ? `EU7v2 v${header.version} ${kindName}` : msg`EU7v2 v${header.version} kind ${header.kind}`;
  const root = stream.root(`EU7v2 v${header.version} ${kindName ?? header.kind}`);
  const { chunks, trailing } = stream;
  const model: Eu7v2Model | undefined =
    bytes.length < HEADER_SIZE
      ? undefined
      : {
          magic: bytes.slice(0, 4),
          version: header.version,
          fileKind: header.kind,
          reserved: header.reserved,
          chunks,
          trailing,
          sizeHint: bytes.length,
        };
  const index: Eu7v2Index | undefined = model && { ctx, records };
  return { root, model, index, diagnostics: diags.finish(), version };
}

function readHeader(
  ctx: V2Context,
  spans: ChunkSpan[],
): {
  node: SpanNode;
  version: number;
  kind: number;
  reserved: [number, number];
} {
  const s = new StructBuilder(
    new Cursor(ctx.bytes, 0, Math.min(HEADER_SIZE, ctx.bytes.length)),
    'header',
    'EU7v2Header',
  );
  const h = { version: 0, kind: 0, reserved: [0, 0] as [number, number] };
  tolerate(ctx.diags, { start: 0, end: ctx.bytes.length, what: msg`EU7v2 header` }, () => {
    const magicOk = s.magic('magic', MAGIC);
    h.version = s.u16('version');
    if (h.version !== VERSION)
      ctx.report(
        eu7v2Rules.version,
        4,
        2,
        msg`container version ${h.version}: the reader knows version ${VERSION} only`,
      );
    h.kind = s.u16('file_kind', { show: (v) => KIND_NAMES[v] ?? msg`${v} (undefined)` });
    if (h.kind !== FileKind.sim && h.kind !== FileKind.module)
      ctx.report(
        eu7v2Rules.fileKind,
        6,
        2,
        msg`file_kind ${h.kind} (${KIND_NAMES[h.kind] ?? 'undefined'}): the loader accepts sim (1) and module (2) only`,
      );
    if (!magicOk)
      ctx.reportBadMagic(
        eu7v2Rules.badMagic,
        'EU7C',
        plausibleEu7v2(h.version, h.kind, spans),
        msg`the version, file kind and chunks that follow are those of an EU7v2 file`,
      );
    for (const k of [0, 1]) {
      const at = s.c.pos;
      h.reserved[k] = s.u32(`reserved${k}`);
      if (h.reserved[k] !== 0)
        ctx.report(eu7v2Rules.reserved, at, 4, msg`reserved field ${k} is ${h.reserved[k]}, not 0`);
    }
  });
  return { node: s.done(`EU7v2 v${h.version}`, s.c.pos < HEADER_SIZE), ...h };
}

/** The string table of the last readable STRS chunk (what the loader holds after its scan). */
function lastStrings(ctx: V2Context, spans: ChunkSpan[]): StringTable {
  const last = spans.filter((s) => s.id === 'STRS' && !s.problem).pop();
  if (!last || last.payloadEnd - last.payloadOffset < 4) return StringTable.empty;
  const n = ctx.view.getUint32(last.payloadOffset, true);
  return StringTable.index(ctx.bytes, last.payloadOffset + 4, last.payloadEnd, n);
}

/** EU7v2 chunk header: the id, then a u64 payload size. */
const frame: ChunkFrame = {
  title: (id) => chunkTitles[id],
  size(s, span, ctx) {
    s.u64('size', { show: (n) => msg`${counted(Number(n), 'byte')} of payload` });
    if (span.problem)
      ctx.report(
        eu7v2Rules.chunkSize,
        span.offset + 4,
        8,
        joined(
          msg`payload size ${span.totalSize - CHUNK_HEADER} runs ${span.offset + span.totalSize - ctx.bytes.length} `,
          msg`bytes past the end of the file`,
        ),
      );
  },
  trailing: eu7v2Rules.chunkTrailing,
  bytesAfter: (count, id) => msg`${count} bytes after the ${id} fields`,
};

/**
 * The bytes after a damaged magic are an EU7v2 file when its container version and file kind are ones the loader
 * accepts and its chunks, each with a four-character id, follow one another to the end of the file. A chunk id the
 * reader does not know takes nothing from that: the loader skips such a chunk by its size, as newer writers expect.
 */
function plausibleEu7v2(version: number, kind: number, spans: ChunkSpan[]): boolean {
  return (
    version === VERSION &&
    (kind === FileKind.sim || kind === FileKind.module) &&
    spans.length > 0 &&
    spans.every((c) => !c.problem && !c.id.includes('\\x'))
  );
}
