// Importing PNGs into a Spring map: what the exporter writes comes back byte for byte, a changed pixel changes
// exactly its bytes, and every PNG that does not fit is refused with the reason.
import { decode, encode } from 'fast-png';
import { zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analysis';
import { generateSmf } from '../../src/formats/smf';
import { worldHeight } from '../../src/formats/smf/layout';
import { SmfModel } from '../../src/formats/smf/model';
import { HEADER_FIELD } from '../../src/formats/smf/header';
import { describeSamples, readBytes, samplePath } from '../helpers/samples';
import { differences, exportPng, importInto, png } from './import-helpers';

const KINDS = ['height', 'type', 'metal', 'grass'] as const;

async function model(bytes: Uint8Array): Promise<SmfModel> {
  const a = await analyze('map.smf', bytes);
  expect(a.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return a.decoded.model as SmfModel;
}

function header(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    minHeight: view.getFloat32(HEADER_FIELD.minHeight, true),
    maxHeight: view.getFloat32(HEADER_FIELD.maxHeight, true),
    heightmapPtr: view.getInt32(HEADER_FIELD.heightmapPtr, true),
    metalmapPtr: view.getInt32(HEADER_FIELD.metalmapPtr, true),
  };
}

function rawHeights(bytes: Uint8Array, count: number): Uint16Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = header(bytes).heightmapPtr;
  return Uint16Array.from({ length: count }, (_, i) => view.getUint16(at + 2 * i, true));
}

async function expectRoundTrips(bytes: Uint8Array): Promise<void> {
  for (const name of KINDS) {
    const exported = await exportPng(name, 'map.smf', bytes);
    expect(differences(await importInto('map.smf', bytes, [{ name, png: exported }]), bytes), name).toEqual([]);
  }
  const all = await Promise.all(KINDS.map(async (name) => ({ name, png: await exportPng(name, 'map.smf', bytes) })));
  expect(differences(await importInto('map.smf', bytes, all), bytes)).toEqual([]);
}

describe('importing pictures into a Spring map', () => {
  it('gives back the same bytes for every exported picture (height 16-bit, type, metal, grass)', async () => {
    await expectRoundTrips(generateSmf(1)[0].bytes);
  });

  it('sets the height range from the image: the darkest and brightest values become min and max height', async () => {
    const bytes = generateSmf(1)[0].bytes;
    const h = header(bytes);
    const count = 129 * 129;
    const before = rawHeights(bytes, count);
    const [lo, hi] = [Math.min(...before), Math.max(...before)];
    expect([lo, hi]).toEqual([19143, 53206]);
    const out = await importInto(
      'map.smf',
      bytes,
      [{ name: 'height', png: await exportPng('height', 'm.smf', bytes) }],
      'image',
    );
    const after = header(out);
    expect(after.minHeight).toBe(Math.fround(worldHeight(lo, h.minHeight, h.maxHeight)));
    const raw = rawHeights(out, count);
    expect([Math.min(...raw), Math.max(...raw)]).toEqual([0, 65535]);
    // Every cell keeps its height within one raw step of the old range.
    const step = (h.maxHeight - h.minHeight) / 65536;
    for (let i = 0; i < count; i++) {
      const was = worldHeight(before[i], h.minHeight, h.maxHeight);
      expect(Math.abs(worldHeight(raw[i], after.minHeight, after.maxHeight) - was)).toBeLessThan(step);
    }
    expect(worldHeight(65535, after.minHeight, after.maxHeight)).toBeCloseTo(
      worldHeight(hi, h.minHeight, h.maxHeight),
      3,
    );
    // Only the header's two heights and the height map changed.
    const changed = differences(bytes, out);
    const outside = changed.filter((o) => o >= 80 && (o < h.heightmapPtr || o >= h.heightmapPtr + 2 * count));
    expect(outside).toEqual([]);
    expect(
      changed.filter((o) => o < 80).every((o) => o >= HEADER_FIELD.minHeight && o < HEADER_FIELD.minHeight + 8),
    ).toBe(true);
  });

  it('keeps the header when the image spans the whole raw range, so export -> import (image range) is the identity', async () => {
    const bytes = generateSmf(1)[0].bytes.slice();
    const view = new DataView(bytes.buffer);
    const at = header(bytes).heightmapPtr;
    view.setUint16(at, 0, true);
    view.setUint16(at + 2, 65535, true);
    const exported = await exportPng('height', 'map.smf', bytes);
    expect(
      differences(await importInto('map.smf', bytes, [{ name: 'height', png: exported }], 'image'), bytes),
    ).toEqual([]);
  });

  it('reads an 8-bit height map as raw v * 257: exact for heights that are multiples of 257, else within 128', async () => {
    const bytes = generateSmf(1)[0].bytes;
    const count = 129 * 129;
    const raw = rawHeights(bytes, count);
    const eight = Uint8Array.from(raw, (v) => Math.round(v / 257));
    const out = await importInto('map.smf', bytes, [{ name: 'height', png: png(129, 129, eight) }]);
    const back = rawHeights(out, count);
    for (let i = 0; i < count; i++) {
      expect(back[i]).toBe(eight[i] * 257);
      expect(Math.abs(back[i] - raw[i])).toBeLessThanOrEqual(128);
    }
    // Re-importing the 8-bit image into the imported map changes nothing: 8-bit heights round-trip exactly.
    expect(differences(await importInto('map.smf', out, [{ name: 'height', png: png(129, 129, eight) }]), out)).toEqual(
      [],
    );
    expect(differences(bytes, out).every((o) => o >= header(bytes).heightmapPtr)).toBe(true);
  });

  it('changes exactly the bytes of a changed pixel', async () => {
    const bytes = generateSmf(1)[0].bytes;
    const h = header(bytes);
    const metal = decode(await exportPng('metal', 'map.smf', bytes));
    const data = Uint8Array.from(metal.data);
    data[5 * 64 + 7] ^= 0x5a;
    const out = await importInto('map.smf', bytes, [{ name: 'metal', png: png(64, 64, data) }]);
    expect(differences(bytes, out)).toEqual([h.metalmapPtr + 5 * 64 + 7]);

    const height = decode(await exportPng('height', 'map.smf', bytes));
    const heights = Uint16Array.from(height.data);
    heights[3 * 129 + 2] = 0x1234;
    const raised = await importInto('map.smf', bytes, [{ name: 'height', png: png(129, 129, heights, 16) }]);
    const at = h.heightmapPtr + 2 * (3 * 129 + 2);
    expect(differences(bytes, raised)).toEqual([at, at + 1].filter((o) => bytes[o] !== raised[o]));
    expect(new DataView(raised.buffer).getUint16(at, true)).toBe(0x1234);
    expect(await model(raised)).toBeDefined();
  });

  it('refuses a picture of the wrong size, naming both sizes', async () => {
    const bytes = generateSmf(1)[0].bytes;
    const refusal = (name: string, w: number, h: number, depth: 8 | 16 = 8) =>
      importInto('map.smf', bytes, [
        { name, png: png(w, h, new (depth === 8 ? Uint8Array : Uint16Array)(w * h), depth) },
      ]);
    await expect(refusal('height', 128, 128, 16)).rejects.toThrow('height: the image is 128x128, it must be 129x129');
    await expect(refusal('metal', 129, 129)).rejects.toThrow('metal: the image is 129x129, it must be 64x64');
    await expect(refusal('type', 64, 65)).rejects.toThrow('type: the image is 64x65, it must be 64x64');
    await expect(refusal('grass', 64, 64)).rejects.toThrow('grass: the image is 64x64, it must be 32x32');
    // Read from the header: the pixel data is never looked at.
    const garbage = withIdat(png(128, 128, new Uint8Array(128 * 128)), new Uint8Array([1, 2, 3]));
    await expect(importInto('map.smf', bytes, [{ name: 'metal', png: garbage }])).rejects.toThrow(
      'metal: the image is 128x128, it must be 64x64',
    );
  });

  it('says when the map has no grass map, and which pictures can be imported', async () => {
    const bytes = generateSmf(1)[0].bytes.slice();
    new DataView(bytes.buffer).setInt32(HEADER_FIELD.numExtraHeaders, 0, true);
    const grass = png(32, 32, new Uint8Array(32 * 32));
    await expect(importInto('map.smf', bytes, [{ name: 'grass', png: grass }])).rejects.toThrow(
      'grass: the map has no grass map (it has no vegetation header)',
    );
    await expect(importInto('map.smf', bytes, [{ name: 'minimap', png: grass }])).rejects.toThrow(
      "minimap: a map's minimap cannot be imported (only height, type, metal, grass)",
    );
  });

  it('takes grey RGB and opaque grey+alpha, refuses colour, transparency, indexed and the wrong depth', async () => {
    const bytes = generateSmf(1)[0].bytes;
    const metal = decode(await exportPng('metal', 'map.smf', bytes)).data as Uint8Array;
    const rgb = new Uint8Array(3 * metal.length);
    const ga = new Uint8Array(2 * metal.length);
    metal.forEach((v, i) => (rgb.set([v, v, v], 3 * i), ga.set([v, 255], 2 * i)));
    const take = (p: Uint8Array) => importInto('map.smf', bytes, [{ name: 'metal', png: p }]);
    expect(differences(await take(png(64, 64, rgb, 8, 3)), bytes)).toEqual([]);
    expect(differences(await take(png(64, 64, ga, 8, 2)), bytes)).toEqual([]);
    rgb[3 * 70 + 1] ^= 1;
    await expect(take(png(64, 64, rgb, 8, 3))).rejects.toThrow(
      `metal: the image is in colour (pixel (6, 1) is ${rgb[210]},${rgb[211]},${rgb[212]}): save it as greyscale`,
    );
    ga[2 * 65 + 1] = 0;
    await expect(take(png(64, 64, ga, 8, 2))).rejects.toThrow(
      `metal: the image is transparent (pixel (1, 1) is ${ga[130]},0): save it without alpha`,
    );
    await expect(take(png(64, 64, new Uint16Array(64 * 64), 16))).rejects.toThrow(
      'metal: the image is 16-bit greyscale, it must be 8-bit greyscale',
    );
    const indexed = indexedPng(64, 64);
    await expect(take(indexed)).rejects.toThrow(
      'metal: the image has indexed colours (index or colour?): save it as greyscale',
    );
    await expect(take(new TextEncoder().encode('not a png at all, just text of some length'))).rejects.toThrow(
      'metal: the file is not a PNG',
    );
  });

  it('hands a PNG reader the most bytes the picture can need, and refuses a larger PNG', async () => {
    const bytes = generateSmf(1)[0].bytes;
    const exported = await exportPng('metal', 'map.smf', bytes);
    const limits: number[] = [];
    const read = async (limit: number) => (limits.push(limit), exported);
    expect(differences(await importInto('map.smf', bytes, [{ name: 'metal', png: read }]), bytes)).toEqual([]);
    // 64x64 pixels of 16-bit RGBA with a filter byte per row, twice, and 1 MiB for the chunks around them.
    expect(limits).toEqual([2 * 64 * (1 + 8 * 64) + 1024 * 1024]);
    const padded = encode({
      width: 64,
      height: 64,
      data: new Uint8Array(64 * 64),
      channels: 1,
      text: { pad: 'x'.repeat(limits[0]) },
    });
    await expect(importInto('map.smf', bytes, [{ name: 'metal', png: padded }])).rejects.toThrow(
      `metal: the PNG is ${padded.length} bytes, more than any 64x64 image needs (1114240)`,
    );
  });

  it('refuses image data that inflates beyond the size its header states, before decoding it', async () => {
    const bytes = generateSmf(1)[0].bytes;
    const honest = png(64, 64, new Uint8Array(64 * 64));
    const bomb = withIdat(honest, zlibSync(new Uint8Array(1024 * 1024)));
    await expect(importInto('map.smf', bytes, [{ name: 'metal', png: bomb }])).rejects.toThrow(
      'metal: the image data inflates beyond the 4160 bytes it states',
    );
  });

  it('refuses a PNG whose data is damaged, with the decoder’s reason', async () => {
    const bytes = generateSmf(1)[0].bytes;
    const honest = png(64, 64, new Uint8Array(64 * 64));
    const cut = withIdat(honest, new Uint8Array([0x78, 0x9c, 0xff, 0xff]));
    await expect(importInto('map.smf', bytes, [{ name: 'metal', png: cut }])).rejects.toThrow(/^metal: the PNG/);
  });
});

describeSamples('smf', 'importing pictures into the real map sample', () => {
  it('gives back the same bytes for every exported picture, in both height range modes', async () => {
    const bytes = readBytes(samplePath('smf', 'data.smf'));
    await expectRoundTrips(bytes);
    const exported = await exportPng('height', 'data.smf', bytes);
    expect(
      differences(await importInto('data.smf', bytes, [{ name: 'height', png: exported }], 'image'), bytes),
    ).toEqual([]);
  });

  it('keeps every byte outside a changed grass cell', async () => {
    const bytes = readBytes(samplePath('smf', 'data.smf'));
    const m = await model(bytes);
    const grass = decode(await exportPng('grass', 'data.smf', bytes));
    const data = Uint8Array.from(grass.data);
    const [w, h] = [grass.width, grass.height];
    data[(h - 1) * w + (w - 1)] ^= 0xff;
    const out = await importInto('data.smf', bytes, [{ name: 'grass', png: png(w, h, data) }]);
    const grassAt = m.grassMap!.offset;
    expect(differences(bytes, out)).toEqual([grassAt + (h - 1) * w + (w - 1)]);
  });
});

/** A PNG with its IDAT chunks replaced by one holding `data` (CRC left as it is: the size check comes first). */
function withIdat(p: Uint8Array, data: Uint8Array): Uint8Array {
  const view = new DataView(p.buffer, p.byteOffset, p.byteLength);
  const chunks: Uint8Array[] = [p.subarray(0, 8)];
  for (let at = 8; at < p.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...p.subarray(at + 4, at + 8));
    if (type === 'IDAT') {
      const c = new Uint8Array(12 + data.length);
      new DataView(c.buffer).setUint32(0, data.length);
      c.set(p.subarray(at + 4, at + 8), 4);
      c.set(data, 8);
      chunks.push(c);
    } else chunks.push(p.subarray(at, at + 12 + length));
    at += 12 + length;
  }
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  chunks.reduce((n, c) => (out.set(c, n), n + c.length), 0);
  return out;
}

/** An indexed-colour PNG of two palette entries. */
function indexedPng(width: number, height: number): Uint8Array {
  const palette: [number, number, number][] = [
    [0, 0, 0],
    [255, 255, 255],
  ];
  return encode({ width, height, data: new Uint8Array(width * height), depth: 8, channels: 1, palette });
}
