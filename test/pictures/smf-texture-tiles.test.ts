import { describe, expect, it } from 'vitest';
import type { ByteSource } from '../../src/core/byte-source';
import type { SiblingFiles } from '../../src/core/format';
import { listPictures } from '../../src/core/pictures';
import { sampleImage } from '../../src/core/pictures/sample';
import { PictureSession } from '../../src/editor/picture-session';
import { smfFormat } from '../../src/formats/smf';
import { DecodedTiles } from '../../src/formats/smf/decoded-tiles';
import { generateSmf } from '../../src/formats/smf/generate';
import { SMT_HEADER_SIZE, SMT_TILE_SIZE } from '../../src/formats/smf/layout';
import { countedReads } from '../helpers/paged-decode';

/** A tile file of `tiles` tiles that is never held: each byte is made from its offset when read. */
function madeTileFile(tiles: number): ByteSource {
  return {
    size: SMT_HEADER_SIZE + tiles * SMT_TILE_SIZE,
    read(offset, length) {
      const out = new Uint8Array(Math.max(0, Math.min(length, this.size - offset)));
      for (let i = 0; i < out.length; i++) out[i] = Math.imul(offset + i, 2654435761) >>> 24;
      return out;
    },
  };
}

/**
 * A generated 2048x2048-square map (512x512 tiles) whose every tile cell shows a tile of its own, from a first
 * tile file of 262,144 tiles (178 MB, never held) given only in ranges; the other tile file is absent.
 */
function largeMap() {
  const smf = generateSmf(16)
    .find((f) => f.name.endsWith('.smf'))!
    .bytes.slice();
  const decoded = smfFormat.decode(smf);
  const tiles = decoded.model!.tiles!;
  const cells = tiles.indices.length / 4;
  const view = new DataView(smf.buffer, smf.byteOffset);
  const firstEntry = decoded.model!.header.tilesPtr + 8;
  view.setInt32(firstEntry, cells, true);
  for (let i = 0; i < cells; i++) view.setInt32(tiles.indices.offset + 4 * i, i, true);
  const smt = countedReads(madeTileFile(cells));
  const readWhole: string[] = [];
  const siblings: SiblingFiles = {
    read: (name) => {
      readWhole.push(name);
      return Promise.resolve(undefined);
    },
    source: (name) => Promise.resolve(name === tiles.files[0].name ? smt : undefined),
  };
  return { smf, siblings, smt, cells, readWhole, first: tiles.files[0].name };
}

describe('a map texture read by the tiles it shows', () => {
  it('lists the texture of a large map without reading its tile files, and reads only the tiles in view', async () => {
    const m = largeMap();
    const a = smfFormat.decode(m.smf);
    const session = new PictureSession(smfFormat, a, m.smf, [], m.siblings);
    const texture = (await session.answer({ kind: 'pictures' })).find((p) => p.name === 'texture')!;
    expect(texture).toMatchObject({ width: 16384, height: 16384, mips: 4 });
    expect(m.smt.total).toBe(0);

    // The overview the picture pane asks for: mip 2 (4096 pixels a side), every second pixel. Each tile is read
    // once, and only its mip-2 level (8x8 texels, 32 bytes), never the whole of a tile or of the file.
    const overview = (await session.answer({ kind: 'picture', name: 'texture', mip: 2, step: 2 }))!;
    expect([overview.width, overview.height, overview.mip]).toEqual([2048, 2048, 2]);
    expect(m.smt.total).toBe(m.cells * 32);
    expect(m.smt.longest).toBe(32);

    // Zoomed in: a 1024x1024 region at full resolution reads its 32x32 tiles' mip-0 levels (512 bytes each).
    const before = m.smt.total;
    const region = { x: 5000, y: 7000, width: 1024, height: 1024 };
    const detail = (await session.answer({ kind: 'picture', name: 'texture', mip: 0, step: 1, region }))!;
    expect([detail.width, detail.height]).toEqual([1024, 1024]);
    const across = (from: number, length: number) => Math.floor((from + length - 1) / 32) - Math.floor(from / 32) + 1;
    expect(across(5000, 1024) * across(7000, 1024)).toBe(33 * 33);
    expect(m.smt.total - before).toBe(33 * 33 * 512);
    // Only the absent tile file was asked for whole (a file that cannot be read in ranges would be).
    expect(m.readWhole).not.toContain(m.first);
    expect(m.readWhole).toHaveLength(1);
  });

  it('samples the same pixels as the whole texture rendered at the mip level', async () => {
    const files = generateSmf(1);
    const smf = files.find((f) => f.name.endsWith('.smf'))!.bytes;
    const smt = new Map(files.filter((f) => f.name.endsWith('.smt')).map((f) => [f.name, f.bytes]));
    const siblings: SiblingFiles = {
      read: (name) => Promise.resolve(smt.get(name.split('/').pop()!)),
    };
    const texture = (await listPictures(smfFormat, smfFormat.decode(smf), smf, siblings)).find(
      (p) => p.name === 'texture',
    )!;
    for (const mip of [0, 1, 3]) {
      const region = { x: 13 >> mip, y: 70 >> mip, width: 300 >> mip, height: 200 >> mip };
      const whole = sampleImage(texture.render({ mip }), 3, region);
      const sampled = texture.sample!(3, region, mip);
      expect([sampled.width, sampled.height, sampled.region]).toEqual([whole.width, whole.height, whole.region]);
      expect(Buffer.from(sampled.pixels!).equals(Buffer.from(whole.pixels!))).toBe(true);
      expect(new Uint8Array(sampled.pixels!).some((v) => v !== 0)).toBe(true);
    }
  });

  it('keeps decoded tiles up to its byte budget, the least recently used going first', () => {
    const tiles = new DecodedTiles(3 * 1024);
    let decoded = 0;
    const tile = (key: number) =>
      tiles.get(key, () => {
        decoded++;
        return new Uint8Array(1024).fill(key);
      });
    for (const key of [1, 2, 3, 1, 4]) tile(key);
    expect([decoded, tiles.held]).toEqual([4, 3 * 1024]);
    // 2 went (1 was used again after it); 1, 3 and 4 are still held.
    tile(1);
    tile(3);
    expect(decoded).toBe(4);
    expect(tile(2)[0]).toBe(2);
    expect([decoded, tiles.held]).toEqual([5, 3 * 1024]);
  });
});
