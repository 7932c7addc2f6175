import { describe, expect, it } from 'vitest';
import { fourcc, walkChunks } from '../../src/core/chunks';
import { ByteWriter } from '../../src/core/writer';

function stream(...chunks: [string, number, number][]): Uint8Array {
  const w = new ByteWriter();
  for (const [id, size, payload] of chunks) w.fixedString(id, 4).u32(size).zeros(payload);
  return w.finish();
}

function walk(bytes: Uint8Array) {
  const v = new DataView(bytes.buffer);
  return [
    ...walkChunks(0, bytes.length, 8, (at) => ({
      id: fourcc(bytes, at),
      totalSize: v.getUint32(at + 4, true),
      headerSize: 8,
    })),
  ];
}

describe('walkChunks', () => {
  it('walks id + size chunks in order', () => {
    const spans = walk(stream(['STRS', 12, 4], ['TRAK', 8, 0]));
    expect(spans.map((s) => [s.id, s.offset, s.payloadOffset, s.payloadEnd, s.problem])).toEqual([
      ['STRS', 0, 8, 12, undefined],
      ['TRAK', 12, 20, 20, undefined],
    ]);
  });

  it('stops at a size smaller than the header instead of looping', () => {
    const spans = walk(stream(['AAAA', 8, 0], ['BBBB', 0, 0], ['CCCC', 8, 0]));
    expect(spans.map((s) => [s.id, s.problem])).toEqual([
      ['AAAA', undefined],
      ['BBBB', 'size-too-small'],
    ]);
  });

  it('clamps a chunk that claims more bytes than remain', () => {
    const spans = walk(stream(['AAAA', 0xffffffff, 4]));
    expect(spans).toEqual([expect.objectContaining({ id: 'AAAA', payloadEnd: 12, problem: 'past-end' })]);
  });

  it('reports a trailing fragment too short for a header', () => {
    const bytes = new Uint8Array([...stream(['AAAA', 8, 0]), 1, 2, 3]);
    expect(walk(bytes).at(-1)).toMatchObject({ offset: 8, problem: 'short-header', totalSize: 3 });
  });

  it('escapes non-printable fourcc bytes', () => {
    expect(fourcc(new Uint8Array([0x41, 0, 0x7f, 0x42]), 0)).toBe('A\\x00\\x7fB');
  });
});
