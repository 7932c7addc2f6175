import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from './run';
import { familyById } from '../../src/formats';

/** A generated Land.msh whose entry count is wrong, in a folder of its own, and the undamaged bytes. */
function damagedArchive(): { file: string; original: Uint8Array } {
  const original = familyById('parkan')!
    .generate(1)
    .find((f) => f.name === 'Land.msh')!.bytes;
  const damaged = original.slice();
  new DataView(damaged.buffer).setInt32(8, 1000, true);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hex-atlas-fix-'));
  const file = path.join(dir, 'Land.msh');
  fs.writeFileSync(file, damaged);
  return { file, original };
}

describe('hex-atlas fix', () => {
  it('writes the repaired file to --out, one line per fix, exit 0 when no error remains', async () => {
    const { file, original } = damagedArchive();
    const target = path.join(path.dirname(file), 'fixed', 'Land.msh');
    fs.mkdirSync(path.dirname(target));
    const r = await run('fix', file, '--out', target);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`${file}:0x8: fixed parkan.nres-entry-count-wrong: set the entry count to 9`);
    expect(r.out).toContain('no error remains');
    expect(Buffer.compare(fs.readFileSync(target), Buffer.from(original))).toBe(0);
    expect(Buffer.compare(fs.readFileSync(file), Buffer.from(original))).not.toBe(0);
  });

  it('--dry-run writes nothing; --in-place overwrites the input', async () => {
    const { file, original } = damagedArchive();
    const before = fs.readFileSync(file);
    const dry = await run('fix', file, '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.out).toContain('fixed parkan.nres-entry-count-wrong');
    expect(Buffer.compare(fs.readFileSync(file), before)).toBe(0);
    expect((await run('fix', file, '--in-place')).code).toBe(0);
    expect(Buffer.compare(fs.readFileSync(file), Buffer.from(original))).toBe(0);
  });

  it('exits 1 when errors remain that no fix determines', async () => {
    const { file } = damagedArchive();
    const bytes = fs.readFileSync(file);
    bytes.writeUInt32LE(0x200, 4); // a wrong version has no determined fix
    fs.writeFileSync(file, bytes);
    const r = await run('fix', file, '--dry-run');
    expect(r.code).toBe(1);
    expect(r.out).toContain('fixed parkan.nres-entry-count-wrong');
    expect(r.out).toMatch(/remains: error parkan\.nres-version/);
  });

  it('usage errors exit 2: no target, the input as --out, two files, conflicting flags', async () => {
    const { file } = damagedArchive();
    expect((await run('fix', file)).code).toBe(2);
    const same = await run('fix', file, '--out', file);
    expect([same.code, same.err]).toEqual([2, expect.stringContaining('add --in-place')]);
    expect((await run('fix', file, file, '--dry-run')).code).toBe(2);
    expect((await run('fix', file, '--dry-run', '--in-place')).code).toBe(2);
    expect((await run('fix', '/nonexistent/Land.msh', '--dry-run')).code).toBe(2);
  });
});
