// A write that fails for real (a file size limit set on the process, a target whose folder is a file): the CLI
// says why and exits 2, the original is byte for byte what it was, and no 0-byte or temporary file is left.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generated, tempDir, write } from './fixtures';
import { run } from './run';

const cli = path.resolve('bin/hex-atlas.js');

/** A generated Land.msh (1.5 MB) whose entry count is wrong, so `fix` has something to write. */
function damagedLandMsh(): { dir: string; file: string; bytes: Buffer } {
  const damaged = generated('parkan', 'Land.msh').slice();
  new DataView(damaged.buffer).setInt32(8, 1000, true);
  const dir = tempDir();
  const file = write(dir, 'Land.msh', damaged);
  return { dir, file, bytes: fs.readFileSync(file) };
}

/** The bundled CLI under a 1 MiB file size limit; SIGXFSZ ignored, so a write past it fails with EFBIG. */
function underSizeLimit(args: string[]) {
  const quoted = args.map((a) => `'${a}'`).join(' ');
  const r = spawnSync('bash', ['-c', `trap '' XFSZ; ulimit -f 1024; exec '${process.execPath}' '${cli}' ${quoted}`], {
    encoding: 'utf8',
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('a failed write of a user file', () => {
  it('fix --in-place past the file size limit: exit 2, the reason, the original byte-identical', () => {
    const { dir, file, bytes } = damagedLandMsh();
    const r = underSizeLimit(['fix', file, '--in-place']);
    expect(r.err).toBe(
      `hex-atlas: ${file} was not written: the file is larger than the file size limit allows (EFBIG). ` +
        'The file on disk is unchanged.\n',
    );
    expect(r.code).toBe(2);
    expect(Buffer.compare(fs.readFileSync(file), bytes)).toBe(0);
    expect(fs.readdirSync(dir)).toEqual(['Land.msh']);
  });

  it('fix --out past the file size limit leaves no file behind', () => {
    const { dir, file } = damagedLandMsh();
    const target = path.join(dir, 'fixed.msh');
    const r = underSizeLimit(['fix', file, '--out', target]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`${target} was not written: the file is larger than the file size limit allows (EFBIG)`);
    expect(fs.readdirSync(dir)).toEqual(['Land.msh']);
  });

  it('export to a folder that is a file: exit 2 with the reason, not an internal error', async () => {
    const dir = tempDir();
    const map = write(dir, 'map.smf', generated('smf', '.smf'));
    write(dir, 'plain', Uint8Array.of(1));
    const r = await run('export', map, 'height', path.join(dir, 'plain', 'h.png'));
    expect(r.code).toBe(2);
    expect(r.err).toContain('h.png was not written: a part of the path is not a folder (ENOTDIR)');
    expect(fs.readFileSync(path.join(dir, 'plain'))).toEqual(Buffer.of(1));
  });
});
