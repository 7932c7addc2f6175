// Importing terrain heights into a Parkan Land.msh: an unchanged export comes back byte for byte, a changed cell
// moves exactly its vertex's z to the image's height, and a wrong size is refused.
import { decode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analysis';
import { generateParkan } from '../../src/formats/parkan';
import { listPictures } from '../../src/pictures';
import { differences, exportPng, importInto, png } from './import-helpers';

const msh = () => generateParkan(1).find((f) => f.name === 'Land.msh')!.bytes;

async function heightPicture(bytes: Uint8Array) {
  const a = await analyze('Land.msh', bytes, { decodeOnly: true });
  expect(a.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return (await listPictures(a.format.id, a.decoded, bytes)).find((p) => p.name === 'height')!;
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
