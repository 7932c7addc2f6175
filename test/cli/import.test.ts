import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { run } from './run';
import { generateParkan } from '../../src/formats/parkan';
import { generateSmf } from '../../src/formats/smf';
import { HEADER_FIELD } from '../../src/formats/smf/header';
import { differences, png } from '../pictures/import-helpers';

function mapFolder(): { dir: string; map: string; bytes: Uint8Array } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hex-atlas-import-'));
  const [smf] = generateSmf(1);
  const map = path.join(dir, 'map.smf');
  fs.writeFileSync(map, smf.bytes);
  return { dir, map, bytes: smf.bytes };
}

const read = (file: string) => new Uint8Array(fs.readFileSync(file));

describe('hex-atlas import', () => {
  it('writes exported pictures back into a new map with the same bytes', async () => {
    const { dir, map, bytes } = mapFolder();
    const args: string[] = [];
    for (const name of ['height', 'type', 'metal', 'grass']) {
      const file = path.join(dir, `${name}.png`);
      expect((await run('export', map, name, file)).code).toBe(0);
      args.push(`--${name}`, file);
    }
    const out = path.join(dir, 'new.smf');
    const r = await run('import', map, ...args, '--height-range', 'keep', '--out', out);
    expect(r).toEqual({
      code: 0,
      out: `${out}: ${map} with height, type, metal, grass imported (747413 bytes)`,
      err: '',
    });
    expect(differences(read(out), bytes)).toEqual([]);
  });

  it('writes a changed metal map, only its byte changing', async () => {
    const { dir, map, bytes } = mapFolder();
    const exported = path.join(dir, 'metal.png');
    await run('export', map, 'metal', exported);
    const data = Uint8Array.from(decode(fs.readFileSync(exported)).data);
    data[0] = 255 - data[0];
    fs.writeFileSync(exported, png(64, 64, data));
    const out = path.join(dir, 'new.smf');
    expect((await run('import', map, '--metal', exported, '--out', out)).code).toBe(0);
    const metalAt = new DataView(bytes.buffer, bytes.byteOffset).getInt32(HEADER_FIELD.metalmapPtr, true);
    expect(differences(read(out), bytes)).toEqual([metalAt]);
  });

  it('refuses a picture of the wrong size with both sizes, writing nothing (status 1)', async () => {
    const { dir, map } = mapFolder();
    const small = path.join(dir, 'small.png');
    fs.writeFileSync(small, png(128, 128, new Uint16Array(128 * 128), 16));
    const out = path.join(dir, 'new.smf');
    const r = await run('import', map, '--height', small, '--out', out);
    expect(r).toEqual({
      code: 1,
      out: '',
      err: `hex-atlas: ${map} (Spring map (SMF)): height: the image is 128x128, it must be 129x129; nothing written`,
    });
    expect(fs.existsSync(out)).toBe(false);
  });

  it('answers usage errors with status 2', async () => {
    const { dir, map } = mapFolder();
    const p = path.join(dir, 'p.png');
    fs.writeFileSync(p, png(64, 64, new Uint8Array(64 * 64)));
    const cases: [string[], string][] = [
      [[map, '--metal', p], 'import needs --out <path>'],
      [[map, '--out', path.join(dir, 'n.smf')], 'import needs a picture: --height, --type, --metal, --grass'],
      [[map, '--metal', p, '--out', map], `${map} is the input file: write a new one`],
      [
        [map, '--metal', p, '--height-range', 'wide', '--out', path.join(dir, 'n.smf')],
        '--height-range must be one of keep, image',
      ],
      [[map, '--minimap', p, '--out', path.join(dir, 'n.smf')], 'unknown option --minimap'],
    ];
    for (const [args, message] of cases) {
      const r = await run('import', ...args);
      expect([r.code, r.err.split('\n')[0]], message).toEqual([2, `hex-atlas import: ${message}`]);
    }
  });

  it('is listed in the help with its options', async () => {
    const r = await run('help', 'import');
    expect(r.code).toBe(0);
    expect(r.out).toContain('usage: hex-atlas import <map.smf> [--height h.png]');
    expect(r.out).toContain('--height-range keep|image');
    expect((await run('--help')).out).toMatch(/\n {2}import +write PNG pictures/);
  });
});

describe('hex-atlas import into a Land.msh', () => {
  it('writes the exported terrain heights back with the same bytes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hex-atlas-import-'));
    const msh = generateParkan(1).find((f) => f.name === 'Land.msh')!;
    const file = path.join(dir, 'Land.msh');
    fs.writeFileSync(file, msh.bytes);
    const heights = path.join(dir, 'height.png');
    expect((await run('export', file, 'height', heights)).code).toBe(0);
    const out = path.join(dir, 'new', 'Land.msh');
    fs.mkdirSync(path.dirname(out));
    expect((await run('import', file, '--height', heights, '--out', out)).code).toBe(0);
    expect(differences(read(out), msh.bytes)).toEqual([]);
  });
});
