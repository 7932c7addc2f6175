import { msg } from '../../src/core/translatable';
import { describe, expect, it } from 'vitest';
import { StructBuilder } from '../../src/core/builder';
import { Cursor, OutOfData } from '../../src/core/cursor';
import { DiagnosticSink } from '../../src/core/diagnostics';
import { container } from '../../src/core/node';
import { tolerate } from '../../src/core/tolerate';
import { checkTiling } from '../../src/core/tree';
import { ByteWriter } from '../../src/core/writer';
import { readingText } from '../../src/core/describe';

function sample(): Uint8Array {
  return new ByteWriter()
    .fixedString('MAGI', 4)
    .i32(-5)
    .f32(0.5)
    .cString('name')
    .lengthPrefixedString('héllo')
    .u16(7)
    .finish();
}

describe('StructBuilder', () => {
  it('records one field node per value with exact spans and display text', () => {
    const b = new StructBuilder(new Cursor(sample()), 'header', 'Header');
    expect(b.magic('magic', new TextEncoder().encode('MAGI'))).toBe(true);
    expect(b.i32('count')).toBe(-5);
    expect(b.f32('scale', { show: (v) => `${v * 100}%` })).toBe(0.5);
    expect(b.cString('name')).toBe('name');
    expect(b.lengthPrefixedString('title')).toBe('héllo');
    b.u16('flags');
    const n = b.done();
    expect(n.length).toBe(sample().length);
    expect(n.children.map((c) => [c.name, c.offset, c.length, c.type])).toEqual([
      ['magic', 0, 4, 'char[4]'],
      ['count', 4, 4, 'i32'],
      ['scale', 8, 4, 'f32'],
      ['name', 12, 5, 'cstring'],
      ['title', 17, 10, 'string'],
      ['flags', 27, 2, 'u16'],
    ]);
    expect(readingText(n.child(2))).toBe('50%');
    expect(readingText(n.child(4))).toBe('"héllo"');
    expect(n.child(4).child(1).value).toBe('héllo');
    expect(checkTiling(n)).toEqual([]);
  });

  it('flags a magic mismatch but still records the bytes', () => {
    const b = new StructBuilder(new Cursor(sample()), 'h', 'H');
    expect(b.magic('magic', new TextEncoder().encode('NOPE'))).toBe(false);
    expect(readingText(b.done().child(0))).toContain('unexpected');
  });

  it('keeps the fields read so far when a nested structure runs out of data', () => {
    const bytes = sample().subarray(0, 10);
    const sink = new DiagnosticSink(bytes.length);
    const b = new StructBuilder(new Cursor(bytes), 'file', 'File');
    const r = tolerate(sink, { start: 0, end: bytes.length, what: msg`header` }, () =>
      b.struct('header', 'Header', (h) => {
        h.u32('magic');
        h.i32('count');
        h.f32('scale');
      }),
    );
    expect(r).toBeUndefined();
    const header = b.done().child(0);
    expect(header.partial).toBe(true);
    expect(header.childCount).toBe(2);
    expect(header.length).toBe(8);
    expect(sink.list).toEqual([expect.objectContaining({ code: 'core.truncated', offset: 8, length: 2 })]);
  });

  it('fails a NUL-terminated string that has no NUL within its bound', () => {
    const b = new StructBuilder(new Cursor(new Uint8Array([65, 65, 65, 65])), 's', 'S');
    expect(() => b.cString('name', 2)).toThrow(OutOfData);
  });

  it('rejects a negative or oversized length prefix without allocating', () => {
    const bytes = new ByteWriter().i32(0x7fffffff).u8(1).finish();
    expect(() => new StructBuilder(new Cursor(bytes), 's', 'S').lengthPrefixedString('x')).toThrow(OutOfData);
    const neg = new ByteWriter().i32(-1).finish();
    expect(() => new StructBuilder(new Cursor(neg), 's', 'S').lengthPrefixedString('x')).toThrow(OutOfData);
  });

  it('reads small arrays of records as nested structs', () => {
    const bytes = new ByteWriter().u16(1).u16(2).u16(3).finish();
    const b = new StructBuilder(new Cursor(bytes), 'root', 'R');
    b.array('items', 'Item', 3, (s) => {
      s.u16('v');
    });
    const items = b.done().child(0);
    expect(items.type).toBe('Item[3]');
    expect(items.child(2).child(0).value).toBe(3);
    expect(items.child(2).offset).toBe(4);
  });

  it('composes with container() into a tiled tree even with holes', () => {
    const bytes = new Uint8Array(32);
    const c = new Cursor(bytes, 8);
    const b = new StructBuilder(c, 'part', 'Part');
    b.u32('a');
    const root = container({ name: 'file', type: 'F', kind: 'struct', offset: 0, end: 32 }, [b.done()]);
    expect(root.children.map((n) => [n.kind, n.offset, n.length])).toEqual([
      ['gap', 0, 8],
      ['struct', 8, 4],
      ['gap', 12, 20],
    ]);
    expect(checkTiling(root)).toEqual([]);
  });
});

describe('tolerate', () => {
  it('turns unexpected exceptions into a decoder-fault diagnostic on the region', () => {
    const sink = new DiagnosticSink(100);
    const r = tolerate(sink, { start: 10, end: 40, what: msg`section` }, () => {
      throw new RangeError('boom');
    });
    expect(r).toBeUndefined();
    expect(sink.list).toMatchObject([
      { code: 'core.decoder-fault', severity: 'error', message: 'section: boom', offset: 10, length: 30 },
    ]);
  });

  it('returns the body result when nothing fails', () => {
    expect(tolerate(new DiagnosticSink(1), { start: 0, end: 1, what: msg`x` }, () => 42)).toBe(42);
  });
});
