import { describe, expect, it } from 'vitest';
import { analyze, decodeSafely } from '../../src/analysis';
import { FormatCodec } from '../../src/core/format';
import { msg } from '../../src/core/translatable';

const broken: FormatCodec<null> = {
  id: 'broken',
  displayName: msg`Broken`,
  patterns: ['*.broken'],
  sniff: () => true,
  decode: () => {
    throw new Error('bug');
  },
  validate: async () => {
    throw new Error('validator bug');
  },
  encode: () => new Uint8Array(),
  rules: [],
};

describe('analysis', () => {
  it('keeps the never-throw promise even when a decoder breaks it', () => {
    const d = decodeSafely(broken, new Uint8Array(10));
    expect(d.model).toBeUndefined();
    expect(d.root).toMatchObject({ kind: 'opaque', offset: 0, length: 10 });
    expect(d.diagnostics).toEqual([expect.objectContaining({ code: 'core.decoder-fault', offset: 0, length: 10 })]);
  });

  it('collects decode and validate failures as sorted diagnostics', async () => {
    const a = await analyze('x.broken', new Uint8Array(4), { format: broken });
    expect(a.diagnostics.map((d) => d.message)).toEqual([
      'Broken decoder failed: bug',
      'Broken validation failed: validator bug',
    ]);
  });

  it('falls back to plain bytes for unrecognised files', async () => {
    const a = await analyze('unknown.xyz', new Uint8Array(3));
    expect(a.format.id).toBe('raw');
    expect(a.diagnostics).toEqual([]);
  });
});
