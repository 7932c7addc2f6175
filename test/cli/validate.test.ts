import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { familyById } from '../../src/formats';
import { generated, tempDir, write } from './fixtures';
import { run } from './run';

/** A folder tree: a good map and a cut one in nested folders, a save, and files no format claims by name. */
function tree(): { dir: string; cut: string; world: string; hidden: string } {
  const dir = tempDir();
  const smf = generated('smf', '.smf');
  for (const f of familyById('smf')!.generate(1)) write(dir, `maps/good/${f.name}`, f.bytes);
  const cut = write(dir, 'maps/deep/er/cut.smf', smf.subarray(0, 1000));
  const world = write(dir, 'saves/world.logicworld', generated('blotter', 'world.logicworld'));
  write(dir, 'notes.txt', new TextEncoder().encode('not a map'));
  const hidden = write(dir, 'saves/backup.bin', generated('blotter', 'world.logicworld'));
  write(dir, 'node_modules/dep/ignored.smf', smf.subarray(0, 10));
  return { dir, cut, world, hidden };
}

describe('hex-atlas validate', () => {
  it('searches folders recursively for files a format claims by name, skipping node_modules', async () => {
    const { dir, cut } = tree();
    const r = await run('validate', dir, '--format', 'json');
    expect(r.code).toBe(1);
    const files = new Set(JSON.parse(r.out).map((d: { file: string }) => d.file));
    expect([...files]).toEqual([cut]);
    expect(r.err).toMatch(/^5 files, 7 errors, 0 warnings, \d+\.\d\d s$/);
  });

  it('with --all also checks files whose bytes a format recognises', async () => {
    const { dir, hidden } = tree();
    fs.appendFileSync(hidden, 'xx'); // trailing bytes: a warning, so the file shows in the output
    const r = await run('validate', dir, '--all', '--jobs', '1');
    expect(r.out).toContain(`${hidden}:0x`);
    expect(r.out).toContain('warning blotter.trailing-bytes');
    expect(r.err).toMatch(/^6 files, 7 errors, 1 warning, /);
  });

  it('lists text lines as file:0xOFFSET: severity code message and exits 0 without errors', async () => {
    const { world, cut } = tree();
    expect((await run('validate', world)).code).toBe(0);
    const r = await run('validate', cut);
    expect(r.out.split('\n')[0]).toBe(
      `${cut}:0x34: error smf.section-bounds heightMap pointer 0xABF4C is outside the file (1000 bytes)`,
    );
  });

  it('prints GitHub workflow annotations with the path relative to the working directory', async () => {
    const { cut } = tree();
    const r = await run('validate', path.relative(process.cwd(), cut), '--format', 'github');
    const rel = path.relative(process.cwd(), cut).split(path.sep).join('/');
    expect(r.out.split('\n')[0]).toBe(
      `::error file=${rel},title=smf.section-bounds::0x34: heightMap pointer 0xABF4C is outside the file (1000 bytes)`,
    );
  });

  it('exits 2 on an unreadable path, a bad format or --jobs 0', async () => {
    expect((await run('validate', '/nonexistent/dir')).code).toBe(2);
    expect((await run('validate', tempDir(), '--format', 'xml')).code).toBe(2);
    expect((await run('validate', tempDir(), '--jobs', '0')).code).toBe(2);
    expect((await run('validate', tempDir(), '--frobnicate')).err).toContain('unknown option --frobnicate');
  });
});
