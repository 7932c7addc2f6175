import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstDifference } from '../../src/cli/main';
import { run } from './run';

function tempFile(name: string, bytes: Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hex-atlas-cli-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
}

describe('hex-atlas CLI', () => {
  it('prints usage and exits 2 without a command or with an unknown one', async () => {
    expect((await run()).code).toBe(2);
    const r = await run('frobnicate');
    expect(r.code).toBe(2);
    expect(r.err).toContain("unknown command 'frobnicate'");
    expect((await run('--help')).code).toBe(0);
  });

  it('exits 2 on an unreadable file', async () => {
    const r = await run('validate', '/nonexistent/file.bin');
    expect(r.code).toBe(2);
    expect(r.err).toContain('cannot read /nonexistent/file.bin: ENOENT');
  });

  it('exits 2 on bad options and unknown generator formats', async () => {
    expect((await run('inspect', 'x', '--depth', 'deep')).code).toBe(2);
    expect((await run('generate', 'zip', os.tmpdir())).code).toBe(2);
    expect((await run('generate', 'smf')).code).toBe(2);
  });

  it('shows an unrecognised file as plain bytes', async () => {
    const file = tempFile('mystery.bin', new Uint8Array([1, 2, 3, 4, 5]));
    const r = await run('inspect', file);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Plain bytes, 5 bytes');
    const json = JSON.parse((await run('inspect', file, '--json')).out);
    expect(json).toMatchObject({ format: 'raw', tree: { name: 'file', offset: 0, length: 5, kind: 'opaque' } });
    expect((await run('coverage', file)).out).toBe('0.0% of 5 bytes explained');
    expect((await run('roundtrip', file)).out).toContain('identical (5 bytes)');
    // Named on the command line and claimed by no format: said so, never a silent "0 errors".
    const v = await run('validate', file, '--json');
    expect(v.code).toBe(0);
    expect(JSON.parse(v.out)).toEqual([
      expect.objectContaining({ file, code: 'core.unrecognised', severity: 'warning', offset: 0, length: 5 }),
    ]);
  });

  it('prints the diagnostics reference generated from the rule definitions', async () => {
    const r = await run('docs');
    expect(r.code).toBe(0);
    expect(r.out).toContain('| <a id="core-truncated"></a>`core.truncated` | error |');
  });
});

describe('firstDifference', () => {
  it('finds the first differing offset, or the shorter length', () => {
    expect(firstDifference(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(-1);
    expect(firstDifference(new Uint8Array([1, 2]), new Uint8Array([1, 3]))).toBe(1);
    expect(firstDifference(new Uint8Array([1, 2]), new Uint8Array([1, 2, 3]))).toBe(2);
  });
});
