// Picture queries through the real parse worker bundle: the list, a downsampled height map whose pixels arrive
// as an ArrayBuffer, a region at full resolution, and the texture from tile files the host reads for it.
import { beforeAll, describe, expect, it } from 'vitest';
import { ParseClient } from '../../extension/parse-client';
import { siblingFiles } from '../../src/core/siblings';
import { mapFixture, ramp, writeRamp } from './fixtures';
import { bundle } from '../helpers/bundle';
import { threadWorkers } from '../../extension/node/thread-workers';

let workerFile: string;

beforeAll(async () => {
  workerFile = await bundle('extension/parse-worker.ts');
});

describe('picture queries in the parse worker', () => {
  it('lists the pictures and sends sampled pixels and regions of the raw values', async () => {
    const m = mapFixture();
    writeRamp(m);
    const buffer = new SharedArrayBuffer(m.smf.length);
    new Uint8Array(buffer).set(m.smf);
    const tiles = m.files.slice(1);
    let client!: ParseClient;
    await new Promise<void>((resolve, reject) => {
      client = new ParseClient(threadWorkers(workerFile), buffer, 'map.smf', {
        progress: () => undefined,
        done: () => resolve(),
        failed: reject,
        siblings: siblingFiles({
          entries: async () => tiles.map((t) => t.name),
          read: async (entry) => tiles.find((t) => t.name === entry)!.bytes,
        }),
      });
    });
    try {
      const list = await client.request({ kind: 'pictures' });
      expect(list.map((p) => p.name)).toEqual([
        'height',
        'slope',
        'pathable-bot3',
        'pathable-tank3',
        'pathable-hover3',
        'pathable-boat3',
        'regions-bot3',
        'type',
        'metal',
        'grass',
        'minimap',
        'texture',
        'features',
      ]);
      const coarse = (await client.request({ kind: 'picture', name: 'height', step: 2 }))!;
      expect([coarse.width, coarse.height, coarse.step]).toEqual([65, 65, 2]);
      expect(coarse.pixels).toBeInstanceOf(ArrayBuffer);
      const px = new Uint16Array(coarse.pixels!);
      expect([px[0], px[10 * 65 + 7], px[64 * 65 + 64]]).toEqual([ramp(0, 0), ramp(14, 20), ramp(128, 128)]);
      const region = (await client.request({
        kind: 'picture',
        name: 'height',
        region: { x: 100, y: 50, width: 4, height: 3 },
      }))!;
      expect(region.region).toEqual({ x: 100, y: 50, width: 4, height: 3 });
      expect(new Uint16Array(region.pixels!)[2 * 4 + 3]).toBe(ramp(103, 52));
      const texture = (await client.request({ kind: 'picture', name: 'texture', mip: 3 }))!;
      expect([texture.width, texture.mip]).toEqual([128, 3]);
      const s = await client.request({ kind: 'pictureSource', name: 'height', x: 9, y: 4 });
      expect(s).toMatchObject({ offset: m.ptr('heightmapPtr') + 2 * (4 * 129 + 9), path: 'heightMap[4][9]' });
      expect(await client.request({ kind: 'picturePixel', name: 'height', offset: s!.offset })).toEqual({ x: 9, y: 4 });
      const png = (await client.request({ kind: 'picturePng', name: 'grass' }))!;
      expect(Array.from(png.subarray(1, 4))).toEqual([0x50, 0x4e, 0x47]);
      expect(await client.request({ kind: 'picture', name: 'nothing' })).toBeNull();
    } finally {
      client.dispose();
    }
  });
});
