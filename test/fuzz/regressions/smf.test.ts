// Fuzz findings in the Spring map codec. The guided fuzzer's inputs grew from its corpus, so each is rebuilt here
// on the generated map from the damage it carried.
import { describe, expect, it } from 'vitest';
import { SpanNode } from '../../../src/core/node';
import { familyById, formatById } from '../../../src/formats';
import { buildSmf } from '../../formats/smf/fixtures';
import { checkInput } from '../properties';

const map = familyById('smf')!
  .generate(1)
  .find((f) => f.name.endsWith('.smf'))!;
const codec = formatById('smf')!;

const child = (n: SpanNode, name: string): SpanNode =>
  Array.from({ length: n.childCount }, (_, i) => n.child(i)).find((c) => c.name === name)!;

/** The generated map with `edit` applied; `tiles` is its decoded tile section. */
function damaged(edit: (v: DataView, tiles: SpanNode) => void): Uint8Array {
  const bytes = map.bytes.slice();
  edit(new DataView(bytes.buffer), child(codec.decode(map.bytes).root, 'tiles'));
  return bytes;
}

describe('smf fuzz regressions', () => {
  // Found: run seed 1112177176, mutants 10285, 23038, 23849, 27942, 33484, 36336 (the fix added
  // smf.tile-index-range, up to 500 of them on data.smf).
  it('numTiles above the tile files with an index between: fixes add no error and settle', async () => {
    const bytes = damaged((v, tiles) => {
      const numTiles = child(tiles, 'numTiles');
      const sum = numTiles.value as number;
      v.setInt32(numTiles.offset, sum + 8, true);
      v.setInt32(child(tiles, 'indices').offset + 4, sum + 4, true);
    });
    expect(await checkInput(codec, bytes, { fileName: map.name })).toEqual([]);
  });

  // Found: run seed 1112177176, mutants 17446, 30701, 31942, 32344 (a moved pointer laid the header or the feature
  // section on numTiles; the fix changed tilesPtr, texelPerSquare, tilesize or numFeatureType with it).
  it('a tile section in the header, numTiles on texelPerSquare: fixes add no error and settle', async () => {
    const bytes = damaged((v) => v.setInt32(60, 32, true)); // tilesPtr: numTileFiles is squareSize
    expect(await checkInput(codec, bytes, { fileName: map.name })).toEqual([]);
  });
});

describe('smf pointer-shift fuzz regressions', () => {
  // Found on a real map from another writer (a header byte changed, a donor splice): the smf.pointers-shifted fix
  // moved every pointer by the shift the tile and feature sections agreed on, and put the minimap out of the file
  // (smf.section-bounds added). Rebuilt on the generated map, whose minimap comes right after the headers: tilesPtr
  // and featurePtr 4300 bytes too high, an implausible tile header where tilesPtr now points.
  it('a shift that would move the minimap out of the file is not fixed as one: no error added', async () => {
    const bytes = map.bytes.slice();
    const v = new DataView(bytes.buffer);
    for (const field of [60, 72]) v.setInt32(field, v.getInt32(field, true) + 4300, true);
    const tilesPtr = v.getInt32(60, true);
    v.setInt32(tilesPtr, -1, true);
    v.setInt32(tilesPtr + 4, -1, true);
    expect(v.getInt32(64, true)).toBeLessThan(4300); // minimapPtr - 4300 would be before the file
    expect(await checkInput(codec, bytes, { fileName: map.name })).toEqual([]);
  });
});

describe('smf magic fuzz regressions', () => {
  // Found: run seed 1228636147, mutants 203, 222 and 831 of a generated layout (a file spliced or nested so that a
  // section pointer points into the magic): the magic fix rewrote bytes the feature or tile section reads, adding
  // smf.feature-type-count or core.truncated there.
  it('a feature section at offset 0 under a damaged magic: the magic is not fixed, so no error is added', async () => {
    const { bytes } = buildSmf();
    const v = new DataView(bytes.buffer);
    v.setInt32(v.getInt32(72, true), -1, true); // the real feature section unreadable: no other one to point at
    bytes.fill(0, 0, 16);
    bytes[0] = 1; // read as the feature section: one type, no features
    v.setInt32(72, 0, true); // featurePtr
    expect(await checkInput(codec, bytes, { fileName: 'test.smf' })).toEqual([]);
  });
});
