import { describe, expect, it } from 'vitest';
import { analyze, analyzePaged } from '../../../src/analysis';
import { toJson } from '../../../src/core/describe';
import { listPictures } from '../../../src/core/pictures';
import { sampleImage } from '../../../src/core/pictures/sample';
import { smfFormat } from '../../../src/formats/smf';
import { generateSmf } from '../../../src/formats/smf/generate';
import { HEADER_FIELD } from '../../../src/formats/smf/header';
import { MINIMAP_SIZE } from '../../../src/formats/smf/layout';
import type { SmfModel } from '../../../src/formats/smf/model';
import { PictureSession } from '../../../src/editor/picture-session';
import { expectPagedAsWhole, heldAgainstFile, pagedSource } from '../../helpers/paged-decode';

const map = (): Uint8Array =>
  generateSmf(4)
    .find((f) => f.name.endsWith('.smf'))!
    .bytes.slice();

function bulkOf(m: SmfModel): { offset: number; length: number }[] {
  return [m.heightMap!, m.typeMap!, m.metalMap!, m.grassMap!, m.tiles!.indices];
}

describe('SMF decoded from its pages', () => {
  it('gives the tree and diagnostics of the whole-file decode, holding none of the bulk grids', async () => {
    const bytes = map();
    // A tile index out of range: found by validation, which reads the indices from the pages.
    const inMemory = smfFormat.decode(bytes).model!;
    new DataView(bytes.buffer).setInt32(inMemory.tiles!.indices.offset + 4 * 37, 99999, true);
    const { whole, paged } = await expectPagedAsWhole('map.smf', bytes, { depth: 4, rows: 3 });
    expect(paged.analysis.diagnostics.map((d) => d.code)).toContain('smf.tile-index-range');
    // Heights of the last row, read through the pages, and the height map's summary (a pass over it).
    const heightMap = (r: typeof whole) => r.decoded.root.child(2);
    expect(heightMap(paged.analysis).display).toEqual(heightMap(whole).display);
    const lastRow = (r: typeof whole) => toJson(heightMap(r).child(heightMap(r).childCount - 1), 1);
    expect(lastRow(paged.analysis)).toEqual(lastRow(whole));

    // The bulk ranges of the held buffer were never written; everything else is the file.
    const m = paged.analysis.decoded.model as SmfModel;
    const bulk = bulkOf(m);
    expect(heldAgainstFile(paged.held, bytes, bulk)).toEqual([0, 0]);
    // What is held besides the minimap: the headers, the tile files' names and the features.
    const bulkBytes = bulk.reduce((n, s) => n + s.length, 0);
    expect(bytes.length - bulkBytes - MINIMAP_SIZE).toBeLessThan(16 * 1024);
  });

  it('shows the grids as pictures by sampling rows, never reading a grid whole', async () => {
    const bytes = map();
    const source = pagedSource(bytes);
    const paged = (await analyzePaged('map.smf', source))!;
    const whole = await analyze('map.smf', bytes);
    const m = paged.analysis.decoded.model as SmfModel;
    const session = new PictureSession(smfFormat, paged.analysis.decoded, paged.held, []);
    const reference = await listPictures(smfFormat, whole.decoded, bytes);
    source.reads.length = 0;
    for (const name of ['height', 'type', 'metal', 'grass']) {
      const sampled = await session.answer({
        kind: 'picture',
        name,
        step: 3,
        region: { x: 5, y: 7, width: 100, height: 90 },
      });
      const expected = sampleImage(reference.find((p) => p.name === name)!.render(), 3, {
        x: 5,
        y: 7,
        width: 100,
        height: 90,
      });
      expect(new Uint8Array(sampled!.pixels!)).toEqual(new Uint8Array(expected.pixels!));
      expect(sampled).toMatchObject({ width: expected.width, height: expected.height, region: expected.region });
    }
    const pixel = await session.answer({ kind: 'pictureSource', name: 'height', x: 12, y: 40 });
    const wholePixel = reference.find((p) => p.name === 'height')!.source(12, 40)!;
    expect(pixel).toMatchObject({ offset: wholePixel.offset, path: wholePixel.path });
    expect(Math.max(...source.reads.map(([, length]) => length))).toBeLessThan(m.heightMap!.length / 10);
  });

  it('leaves a damaged or entangled layout to the whole-file decode', () => {
    const damaged = (field: keyof typeof HEADER_FIELD, value: (b: Uint8Array) => number): Uint8Array => {
      const bytes = map();
      new DataView(bytes.buffer).setInt32(HEADER_FIELD[field], value(bytes), true);
      return bytes;
    };
    const view = (b: Uint8Array) => new DataView(b.buffer);
    const cases = [
      damaged('heightmapPtr', (b) => b.length - 10),
      damaged('typeMapPtr', (b) => view(b).getInt32(HEADER_FIELD.heightmapPtr, true)),
      damaged('featurePtr', (b) => view(b).getInt32(HEADER_FIELD.heightmapPtr, true) + 64),
    ];
    for (const bytes of cases) expect(smfFormat.decodePaged!(pagedSource(bytes))).toBeUndefined();
    expect(smfFormat.decodePaged!(pagedSource(map()))).toBeDefined();
  });
});
