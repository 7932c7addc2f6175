// The CLI's exit status is its command's own result, never one a library leaves in process.exitCode: 7-Zip's
// WebAssembly sets it when its command line returns, which may be after the command has failed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAP_NAME, mapFiles, sevenZip } from '../helpers/archives';
import { tempDir, write } from './fixtures';

const cli = path.resolve('bin/hex-atlas.js');

describe('exit status', () => {
  it('diff of an entry in a .sd7 with a missing file: "cannot read" and exit 2, whichever side is missing', async () => {
    const archive = write(tempDir(), 'good.sd7', await sevenZip(mapFiles(), { solid: true }));
    const missing = path.join(tempDir(), 'nonexistent.smf');
    for (const args of [
      [`${archive}!${MAP_NAME}`, missing],
      [missing, `${archive}!${MAP_NAME}`],
    ]) {
      const r = spawnSync(process.execPath, [cli, 'diff', ...args], { encoding: 'utf8' });
      expect(r.stderr).toBe(`hex-atlas: cannot read ${missing}: ENOENT\n`);
      expect(r.status).toBe(2);
    }
  });
});
