// The search for a section a wrong pointer missed accepts only what a real writer produces.
import { describe, expect, it } from 'vitest';
import { tileSectionEnd } from '../../../src/formats/smf/section-search';
import { buildSmf, setI32 } from './fixtures';

describe('tileSectionEnd', () => {
  it('strict: a tile index that names no tile rules the offset out (lenient still reads it)', () => {
    const { bytes, model, at } = buildSmf();
    const map = { mapx: model.header.mapx, mapy: model.header.mapy };
    const ptr = model.header.tilesPtr;
    const end = tileSectionEnd(bytes, ptr, map, 'strict');
    expect(end).toBeGreaterThan(at.indices);
    const numTiles = new DataView(bytes.buffer, bytes.byteOffset).getInt32(ptr + 4, true);
    for (const bad of [numTiles, -1]) {
      const damaged = bytes.slice();
      setI32(damaged, at.indices + 4 * 17, bad);
      expect(tileSectionEnd(damaged, ptr, map, 'strict')).toBe(-1);
      expect(tileSectionEnd(damaged, ptr, map, 'lenient')).toBe(end);
    }
  });
});
