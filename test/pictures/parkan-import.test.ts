// Importing terrain heights into a Parkan Land.msh: an unchanged export comes back byte for byte, a changed cell
// moves exactly its vertex's z to the image's height, and a wrong size is refused.
import { decode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analysis';
import { generateParkan } from '../../src/formats/parkan';
import { listPictures } from '../../src/core/pictures';
import { differences, exportPng, importInto, png } from './import-helpers';

const msh = () => generateParkan(1).find((f) => f.name === 'Land.msh')!.bytes;

async function heightPicture(bytes: Uint8Array) {
  const a = await analyze('Land.msh', bytes, { decodeOnly: true });
  expect(a.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return (await listPictures(a.format, a.decoded, bytes)).find((p) => p.name === 'height')!;
}

describe('importing terrain heights into a Land.msh', () => {
  it('gives back the same bytes for the exported height picture', async () => {
    const bytes = msh();
    const exported = await exportPng('height', 'Land.msh', bytes);
    expect(differences(await importInto('Land.msh', bytes, [{ name: 'height', png: exported }]), bytes)).toEqual([]);
  });

  it('writes the image’s height into the z of a changed cell’s vertex, and nothing else', async () => {
    const bytes = msh();
    const picture = await heightPicture(bytes);
    const { min, max } = picture.range!;
    const levels = Uint16Array.from(decode(await exportPng('height', 'Land.msh', bytes)).data);
    levels[20 * 129 + 10] = 40000;
    const out = await importInto('Land.msh', bytes, [{ name: 'height', png: png(129, 129, levels, 16) }]);
    const at = picture.source(10, 20)!.offset;
    expect(differences(out, bytes).every((o) => o >= at + 8 && o < at + 12)).toBe(true);
    const z = new DataView(out.buffer, out.byteOffset).getFloat32(at + 8, true);
    expect(z).toBe(Math.fround(min + (40000 / 65535) * (max - min)));
    // Exported again, the picture shows the image's value there and its own everywhere else.
    expect(
      differences(
        Uint8Array.from(decode(await exportPng('height', 'Land.msh', out)).data),
        Uint8Array.from(decode(png(129, 129, levels, 16)).data),
      ),
    ).toEqual([]);
  });

  it('moves every vertex of a changed cell by the same amount as its highest one', async () => {
    const bytes = msh().slice();
    const picture = await heightPicture(bytes);
    const top = picture.source(60, 50)!.offset;
    const other = picture.source(61, 50)!.offset;
    const view = new DataView(bytes.buffer);
    // The neighbour's vertex moved onto the cell's vertex, 1.5 below it: the cell now holds two vertices.
    view.setFloat32(other, view.getFloat32(top, true), true);
    view.setFloat32(other + 4, view.getFloat32(top + 4, true), true);
    view.setFloat32(other + 8, view.getFloat32(top + 8, true) - 1.5, true);
    const levels = Uint16Array.from(decode(await exportPng('height', 'Land.msh', bytes)).data);
    expect(levels[50 * 129 + 61]).toBe(0);
    expect(
      differences(await importInto('Land.msh', bytes, [{ name: 'height', png: png(129, 129, levels, 16) }]), bytes),
    ).toEqual([]);
    levels[50 * 129 + 60] = 60000;
    const out = await importInto('Land.msh', bytes, [{ name: 'height', png: png(129, 129, levels, 16) }]);
    const after = new DataView(out.buffer, out.byteOffset);
    const moved = after.getFloat32(top + 8, true) - view.getFloat32(top + 8, true);
    expect(moved).not.toBe(0);
    // The same amount within the float's precision.
    expect(after.getFloat32(other + 8, true)).toBeCloseTo(view.getFloat32(other + 8, true) + moved, 4);
    expect(
      differences(out, bytes).every((o) => (o >= top + 8 && o < top + 12) || (o >= other + 8 && o < other + 12)),
    ).toBe(true);
  });

  it('reads an 8-bit image as levels of 257: re-exported at 8 bits it is the same image', async () => {
    const bytes = msh();
    const eight = Uint8Array.from(decode(await exportPng('height', 'Land.msh', bytes)).data, (v) =>
      Math.round(v / 257),
    );
    const out = await importInto('Land.msh', bytes, [{ name: 'height', png: png(129, 129, eight) }]);
    const again = Uint8Array.from(decode(await exportPng('height', 'Land.msh', out)).data, (v) => Math.round(v / 257));
    expect(differences(again, eight)).toEqual([]);
  });

  it('refuses a picture of the wrong size, and the areals', async () => {
    const bytes = msh();
    const small = png(128, 129, new Uint16Array(128 * 129), 16);
    await expect(importInto('Land.msh', bytes, [{ name: 'height', png: small }])).rejects.toThrow(
      'height: the image is 128x129, it must be 129x129',
    );
    const map = generateParkan(1).find((f) => f.name === 'Land.map')!.bytes;
    await expect(importInto('Land.map', map, [{ name: 'areals', png: small }])).rejects.toThrow(
      "areals: areals cannot be imported (only a Land.msh's height)",
    );
  });
});
