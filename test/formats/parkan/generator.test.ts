import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analysis';
import { generateParkan } from '../../../src/formats/parkan';
import { generateLandMap } from '../../../src/formats/parkan/generate/areals';
import { detectFormat, familyById } from '../../../src/formats';
import { checkTiling } from '../../../src/core/tree';
import { entryOfType, u32 } from './fixtures';
import { expectSameBytes } from '../../helpers/invariants';

const files = generateParkan(1);
const byName = (name: string) => files.find((f) => f.name === name)!.bytes;

describe('generated Parkan layouts', () => {
  it('a small Land.msh without the optional type-14 stream validates clean and round-trips', async () => {
    const groups = familyById('parkan')!.variants!();
    expect(groups.map((g) => g.map((f) => f.name))).toEqual([['Land.msh']]);
    const { bytes } = groups[0][0];
    expect(() => entryOfType(bytes, 14)).toThrow('no entry of type 14');
    expect(entryOfType(bytes, 21).size / 28).toBe(2 * 32 * 32);
    const a = await analyze('Land.msh', bytes);
    expect(a.diagnostics).toEqual([]);
    expect(checkTiling(a.decoded.root, 2e4)).toEqual([]);
    expectSameBytes(a.format.encode(a.decoded.model), bytes);
  });
});

describe('generated Parkan set (scale 1, retail-sized)', () => {
  it('is registered as the parkan generator', () => {
    expect(familyById('parkan')!.generate).toBe(generateParkan);
    expect(files.map((f) => f.name)).toEqual(['Land.msh', 'Land.map', 'BuildDat.lst']);
  });

  it.each(['Land.msh', 'Land.map', 'BuildDat.lst'])('%s validates clean and round-trips', async (name) => {
    const bytes = byName(name);
    const a = await analyze(name, bytes);
    expect(a.diagnostics).toEqual([]);
    expect(checkTiling(a.decoded.root, 2e4)).toEqual([]);
    expectSameBytes(a.format.encode(a.decoded.model), bytes);
  });

  it('has tens of thousands of faces whose neighbours point back across a shared edge', () => {
    const b = byName('Land.msh');
    const { data, size } = entryOfType(b, 21);
    const faces = size / 28;
    expect(faces).toBe(32768);
    const at = (f: number, field: number) => b[data + f * 28 + field] | (b[data + f * 28 + field + 1] << 8);
    const verts = (f: number) => [at(f, 8), at(f, 10), at(f, 12)];
    let linked = 0;
    const broken: string[] = []; // one expect at the end: 100k expect calls cost this test half a minute
    for (let f = 0; f < faces; f++) {
      for (let k = 0; k < 3; k++) {
        const n = at(f, 14 + 2 * k);
        if (n === 0xffff) continue;
        linked++;
        const edge = [verts(f)[k], verts(f)[(k + 1) % 3]];
        const back = [0, 1, 2].map((m) => at(n, 14 + 2 * m));
        if (!back.includes(f) || !edge.every((v) => verts(n).includes(v)))
          broken.push(`face ${f} edge ${k} -> face ${n}`);
      }
    }
    expect(broken.slice(0, 5)).toEqual([]);
    expect(linked).toBeGreaterThan(faces * 2.9);
  });

  it('has a 128 x 128 cell grid and areals whose edge links are symmetric', () => {
    const b = byName('Land.map');
    const { entry, data } = entryOfType(b, 12);
    const count = u32(b, entry + 4);
    const view = new DataView(b.buffer, b.byteOffset);
    const starts: number[] = [];
    let at = data;
    for (let i = 0; i < count; i++) {
      starts.push(at);
      at += 56 + u32(b, at + 48) * 20;
    }
    expect([u32(b, at), u32(b, at + 4)]).toEqual([128, 128]);
    const link = (i: number, k: number) => {
      const l = starts[i] + 56 + u32(b, starts[i] + 48) * 12 + k * 8;
      return [view.getInt32(l, true), view.getInt32(l + 4, true)];
    };
    let pairs = 0;
    const broken: string[] = [];
    for (let i = 0; i < count; i++) {
      for (let k = 0; k < u32(b, starts[i] + 48); k++) {
        const [area, edge] = link(i, k);
        if (area < 0) continue;
        const [backArea, backEdge] = link(area, edge);
        if (backArea !== i || backEdge !== k)
          broken.push(`areal ${i} edge ${k} -> areal ${area} edge ${edge} -> ${backArea}/${backEdge}`);
        pairs++;
      }
    }
    expect(broken.slice(0, 5)).toEqual([]);
    expect(pairs).toBe(2 * 2 * 64 * 63);
  });

  it('grows with scale', () => {
    const total = (fs: { bytes: Uint8Array }[]) => fs.reduce((s, f) => s + f.bytes.length, 0);
    expect(total(generateParkan(2))).toBeGreaterThan(total(files) * 1.5);
  });

  it("scale N gives about N times the bytes of each terrain file, past the mesh's u16 limits too", () => {
    const big = generateParkan(6);
    for (const name of ['Land.msh', 'Land.map']) {
      const ratio = big.find((f) => f.name === name)!.bytes.length / byName(name).length;
      expect(ratio).toBeGreaterThan(5.5);
      expect(ratio).toBeLessThan(6.5);
    }
  });

  it('areal sides cut into several edges link edge to edge and validate clean', async () => {
    const b = generateLandMap({ side: 3, worldSize: 12, segments: 3, cells: 5, logicFlag: () => 0 });
    const a = await analyze('Land.map', b);
    expect(a.diagnostics).toEqual([]);
    const { data } = entryOfType(b, 12);
    const view = new DataView(b.buffer, b.byteOffset);
    const arealSize = 56 + 12 * 20;
    // Areal 0, side 1 (right), edge 0 meets areal 1, side 3 (left), edge 2: edge ref 3 * 3 + 2.
    const link = (areal: number, edge: number) =>
      [0, 4].map((k) => view.getInt32(data + areal * arealSize + 56 + 12 * 12 + edge * 8 + k, true));
    expect(link(0, 3)).toEqual([1, 11]);
    expect(link(1, 11)).toEqual([0, 3]);
  });

  it('files are recognised by name and by content', () => {
    expect(detectFormat('x/Land.msh', byName('Land.msh')).id).toBe('nres');
    expect(detectFormat('renamed.bin', byName('Land.map')).id).toBe('nres');
    expect(detectFormat('a/BuildDat.lst', byName('BuildDat.lst')).id).toBe('builddat');
  });
});
