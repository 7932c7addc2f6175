// Test-only files and trees for the webview tests (no real format needed): a small "demo" format decoded with the
// core building blocks, a million-element array, and a 1 GiB file whose bytes are generated on request.
import { Cursor } from '../../src/core/cursor';
import { DiagnosticSink, coreRules, rule, type Diagnostic } from '../../src/core/diagnostics';
import { BasicNode, StrideArrayNode, container, field, opaque, scalarArray, type SpanNode } from '../../src/core/node';
import { StructBuilder } from '../../src/core/builder';
import { ByteWriter } from '../../src/core/writer';
import { bufferSource, type ByteSource } from '../../src/core/byte-source';
import { rawFormat } from '../../src/formats';
import type { PictureSession } from '../../src/editor/picture-session';
import type { FormatCodec } from '../../src/core/format';
import { msg } from '../../src/core/translatable';
import { render } from '../../src/core/translatable';

export interface Fixture {
  fileName: string;
  format: string;
  version?: string;
  source: ByteSource;
  /** The editable bytes (absent for generated files). */
  bytes?: Uint8Array;
  decode(): { root: SpanNode; diagnostics: Diagnostic[] };
  /** The file's pictures (absent: it has none). */
  pictures?(diagnostics: Diagnostic[]): PictureSession;
  /** A real codec: the fake host decodes the current bytes with it and makes its structural edits. */
  codec?: FormatCodec<unknown, unknown>;
}

export const markupName = '<img src=x onerror=alert(1)><b>';
const demoRules = {
  version: rule('demo.version', 'warning', 'Unusual version', 'test', 'test'),
  xRange: rule('demo.x-range', 'error', 'x out of range', 'test', 'test'),
};

/** Offsets of the demo layout, for assertions. */
export const demo = {
  size: 292,
  version: 4,
  name: 12,
  records: 48,
  recordSize: 8,
  recordCount: 20,
  gap: 208,
  blob: 216,
  trailer: 280,
  /** records[5].x: the error diagnostic's bytes. */
  badX: 48 + 5 * 8 + 2,
};

export function demoBytes(): Uint8Array {
  const w = new ByteWriter(512);
  w.fixedString('DEMO', 4).u32(2).u32(demo.recordCount).fixedString(markupName, 32).f32(1.5);
  for (let i = 0; i < demo.recordCount; i++)
    w.u16((i * 7) % demo.recordCount)
      .i16(i === 5 ? 9999 : i * 10 - 50)
      .f32(i / 4);
  w.bytes(Uint8Array.of(0xde, 0xad, 0xbe, 0xef, 0xca, 0xfe, 0xba, 0xbe));
  for (let i = 0; i < 64; i++) w.u8((i * 37) & 0xff);
  w.u32(0x11111111).u32(0x22222222).u32(0x33333333);
  return w.finish();
}

function decodeDemo(bytes: Uint8Array): { root: SpanNode; diagnostics: Diagnostic[] } {
  const sink = new DiagnosticSink(bytes.length);
  const c = new Cursor(bytes);
  const h = new StructBuilder(c, 'header', 'DemoHeader');
  h.magic(
    'magic',
    Uint8Array.from('DEMO', (ch) => ch.charCodeAt(0)),
  );
  if (h.u32('version') !== 1) sink.report(demoRules.version, demo.version, 4, msg`version is not 1`);
  const count = h.u32('count');
  h.fixedString('name', 32);
  h.f32('scale', { show: (v) => `${v} m` });
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const records = new StrideArrayNode('records', `Record[${count}]`, demo.records, count, demo.recordSize, (i, at) => {
    const id = view.getUint16(at, true);
    const target = demo.records + id * demo.recordSize;
    return new BasicNode({ name: `[${i}]`, type: 'Record', kind: 'struct', offset: at, length: demo.recordSize }, [
      field('id', 'u16', at, 2, id, `record ${id}`, [
        { label: `records[${id}]`, offset: target, length: demo.recordSize },
      ]),
      field('x', 'i16', at + 2, 2, view.getInt16(at + 2, true)),
      field('value', 'f32', at + 4, 4, view.getFloat32(at + 4, true)),
    ]);
  });
  for (let i = 0; i < count; i++) {
    const x = view.getInt16(demo.records + i * demo.recordSize + 2, true);
    if (x > 1000) sink.report(demoRules.xRange, demo.records + i * demo.recordSize + 2, 2, msg`x = ${x} is above 1000`);
  }
  const header = h.done('DEMO v2');
  const t = new StructBuilder(c.seek(demo.trailer), 'trailer', 'Trailer');
  t.u32('a');
  t.u32('b');
  t.u32('c');
  const trailer = new BasicNode(
    {
      name: 'trailer',
      type: 'Trailer',
      kind: 'struct',
      offset: demo.trailer,
      length: 12,
      partial: true,
      display: 'needs 16 bytes',
    },
    t.children,
  );
  sink.report(coreRules.truncated, demo.trailer, 12, msg`trailer: needed 16 bytes, 12 available`);
  const root = container({ name: 'file', type: 'DemoFile', kind: 'struct', offset: 0, end: bytes.length }, [
    header,
    records,
    opaque('blob', demo.blob, 64),
    trailer,
  ]);
  return { root, diagnostics: sink.finish() };
}

export function demoFixture(): Fixture {
  const bytes = demoBytes();
  return {
    fileName: 'sample.demo',
    format: 'Demo format',
    version: 'v2',
    bytes,
    source: bufferSource(bytes),
    decode: () => decodeDemo(bytes),
  };
}

/** A file no format recognises, through the real fallback codec (empty when `bytes` is). */
export function rawFixture(bytes: Uint8Array): Fixture {
  return {
    fileName: 'mystery.bin',
    format: render(rawFormat.displayName),
    bytes,
    source: bufferSource(bytes),
    decode: () => rawFormat.decode(bytes),
  };
}

/** A file of a real format, decoded and edited through its codec. */
export function codecFixture(codec: FormatCodec<unknown>, fileName: string, bytes: Uint8Array): Fixture {
  return {
    fileName,
    format: render(codec.displayName),
    bytes,
    source: bufferSource(bytes),
    decode: () => codec.decode(bytes, { fileName }),
    codec,
  };
}

export const millionCount = 1_000_000;

export function millionFixture(): Fixture {
  const bytes = new Uint8Array(4 + millionCount * 4);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, millionCount, true);
  for (let i = 0; i < millionCount; i++) view.setUint32(4 + i * 4, i * 3, true);
  return {
    fileName: 'million.bin',
    format: 'Million',
    bytes,
    source: bufferSource(bytes),
    decode: () => ({
      root: new BasicNode({ name: 'file', type: 'Million', kind: 'struct', offset: 0, length: bytes.length }, [
        field('count', 'u32', 0, 4, millionCount),
        scalarArray('values', 'u32', bytes, 4, millionCount),
      ]),
      diagnostics: [],
    }),
  };
}

export const gib = 1 << 30;
const hugeHeader = 1024;
const hugeRecord = 1024;
export const hugeRecords = (gib - hugeHeader) / hugeRecord;

/** The byte at `o` of the generated 1 GiB file: record ids readable, the rest a fixed pattern. */
export function hugeByteAt(o: number): number {
  if (o < 4) return 'HUGE'.charCodeAt(o);
  if (o < hugeHeader) return o & 0xff;
  const i = Math.floor((o - hugeHeader) / hugeRecord);
  const rel = (o - hugeHeader) % hugeRecord;
  if (rel < 4) return (i >>> (8 * rel)) & 0xff;
  return (o * 131 + 7) & 0xff;
}

export function hugeFixture(): Fixture {
  const source: ByteSource = {
    size: gib,
    read(offset, length) {
      const end = Math.min(gib, offset + length);
      const out = new Uint8Array(Math.max(0, end - offset));
      for (let i = 0; i < out.length; i++) out[i] = hugeByteAt(offset + i);
      return out;
    },
  };
  const records = new StrideArrayNode(
    'records',
    `Record[${hugeRecords}]`,
    hugeHeader,
    hugeRecords,
    hugeRecord,
    (i, at) =>
      new BasicNode({ name: `[${i}]`, type: 'Record', kind: 'struct', offset: at, length: hugeRecord }, [
        field('id', 'u32', at, 4, i),
        opaque('data', at + 4, hugeRecord - 4),
      ]),
  );
  return {
    fileName: 'huge.bin',
    format: 'Huge',
    source,
    decode: () => ({
      root: new BasicNode({ name: 'file', type: 'Huge', kind: 'struct', offset: 0, length: gib }, [
        new BasicNode({ name: 'header', type: 'Header', kind: 'struct', offset: 0, length: hugeHeader }, [
          field('magic', 'char[4]', 0, 4, 'HUGE'),
          opaque('reserved', 4, hugeHeader - 4),
        ]),
        records,
      ]),
      diagnostics: [],
    }),
  };
}
