import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { run } from './run';
import { familyById } from '../../src/formats';
import { generateSmf } from '../../src/formats/smf';
import { mapFixture, ramp, writeRamp } from '../pictures/fixtures';

function folderWith(files: { name: string; bytes: Uint8Array }[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hex-atlas-export-'));
  for (const f of files) fs.writeFileSync(path.join(dir, f.name), f.bytes);
  return dir;
}

describe('hex-atlas export', () => {
  it('lists a map’s pictures, the texture only when its tile files are beside it', async () => {
    const [smf, ...smts] = generateSmf(1);
    const alone = folderWith([smf]);
    const r = await run('export', path.join(alone, smf.name), '--list');
    expect(r.code).toBe(0);
    expect(r.out.split('\n')).toEqual([
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
      'features',
    ]);
    const withTiles = folderWith([smf, ...smts]);
    const t = await run('export', path.join(withTiles, smf.name), '--list');
    expect(t.out.split('\n')).toContain('texture');
    const smt = await run('export', path.join(withTiles, smts[0].name), '--list');
    expect(smt.out).toBe('tiles');
  });

  it('lists the pictures of each format family: plan, terrain heights and areals, PACK sections', async () => {
    const expected: Record<string, Record<string, string>> = {
      blotter: { '.logicworld': 'plan', '.partialworld': 'plan' },
      parkan: { 'Land.msh': 'height', 'Land.map': 'areals' },
      eu7: { 'scenario_v9.eu7': 'plan\nsections', 'module_v6.eu7': 'plan' },
    };
    for (const [family, byName] of Object.entries(expected)) {
      const files = familyById(family)!
        .generate(1)
        .map((f) => ({ ...f, name: path.basename(f.name) }));
      const dir = folderWith(files);
      for (const [suffix, picture] of Object.entries(byName)) {
        const f = files.find((g) => g.name.endsWith(suffix));
        expect(f, `${family} ${suffix}`).toBeDefined();
        const r = await run('export', path.join(dir, f!.name), '--list');
        expect([r.code, r.out]).toEqual([0, picture]);
      }
    }
  });

  it('writes the height map as 16-bit greyscale PNG holding the raw u16 of each cell', async () => {
    const m = mapFixture();
    writeRamp(m);
    const dir = folderWith([{ name: 'ramp.smf', bytes: m.smf }]);
    const out = path.join(dir, 'height.png');
    expect((await run('export', path.join(dir, 'ramp.smf'), 'height', out)).code).toBe(0);
    const png = decode(fs.readFileSync(out));
    expect([png.width, png.height, png.depth, png.channels]).toEqual([129, 129, 16, 1]);
    for (let y = 0; y < 129; y += 16) for (let x = 0; x < 129; x += 7) expect(png.data[y * 129 + x]).toBe(ramp(x, y));
    expect(png.data[128 * 129 + 128]).toBe(ramp(128, 128));
  });

  it('writes type, metal and grass as 8-bit greyscale of the raw bytes, the texture as RGBA at a mip level', async () => {
    const [smf, ...smts] = generateSmf(1);
    const dir = folderWith([smf, ...smts]);
    const file = path.join(dir, smf.name);
    const view = new DataView(smf.bytes.buffer, smf.bytes.byteOffset);
    for (const [name, ptrField, w] of [
      ['type', 56, 64],
      ['metal', 68, 64],
    ] as const) {
      const out = path.join(dir, `${name}.png`);
      expect((await run('export', file, name, out)).code).toBe(0);
      const png = decode(fs.readFileSync(out));
      expect([png.width, png.height, png.depth, png.channels]).toEqual([w, w, 8, 1]);
      const at = view.getInt32(ptrField, true);
      expect(Array.from(png.data)).toEqual(Array.from(smf.bytes.subarray(at, at + w * w)));
    }
    const grassPng = path.join(dir, 'grass.png');
    expect((await run('export', file, 'grass', grassPng)).code).toBe(0);
    expect([decode(fs.readFileSync(grassPng)).width, decode(fs.readFileSync(grassPng)).depth]).toEqual([32, 8]);
    const out = path.join(dir, 'texture.png');
    expect((await run('export', file, 'texture', out, '--mip', '2')).code).toBe(0);
    const tex = decode(fs.readFileSync(out));
    expect([tex.width, tex.height, tex.depth, tex.channels]).toEqual([256, 256, 8, 4]);
  });

  it.each([0x80000000, 0x40000000])(
    'a map size of %i in the header: texture and features are not offered, export exits 2 (nothing allocated from it)',
    async (mapx) => {
      const [smf, ...smts] = generateSmf(1);
      const damaged = smf.bytes.slice();
      new DataView(damaged.buffer).setUint32(24, mapx, true);
      const dir = folderWith([{ name: smf.name, bytes: damaged }, ...smts]);
      for (const picture of ['texture', 'features']) {
        const r = await run('export', path.join(dir, smf.name), picture, path.join(dir, 'out.png'));
        expect(r.code).toBe(2);
        expect(r.err).toContain(`has no picture '${picture}'`);
      }
      expect(fs.existsSync(path.join(dir, 'out.png'))).toBe(false);
    },
  );

  it('exits 2 for an unknown picture, a file without pictures and missing arguments', async () => {
    const [smf] = generateSmf(1);
    const dir = folderWith([smf, { name: 'noise.bin', bytes: new Uint8Array([1, 2, 3]) }]);
    const unknown = await run('export', path.join(dir, smf.name), 'elevation', path.join(dir, 'x.png'));
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain(
      "has no picture 'elevation' (it has: height, slope, pathable-bot3, pathable-tank3, pathable-hover3, pathable-boat3, regions-bot3, type, metal, grass, minimap, features)",
    );
    expect(fs.existsSync(path.join(dir, 'x.png'))).toBe(false);
    const none = await run('export', path.join(dir, 'noise.bin'), '--list');
    expect(none.code).toBe(2);
    expect(none.err).toContain('has no pictures');
    expect((await run('export', path.join(dir, smf.name))).code).toBe(2);
    expect((await run('export', path.join(dir, 'absent.smf'), '--list')).err).toContain('cannot read');
  });
});
