// Paths stored in a file (a MaSzyna include's scenery path) are looked up from the file's folder and the folders
// above it, but never above the folder given on the command line: a file cannot reach /etc or /proc by climbing.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eu7Family } from '../../src/formats/eu7';
import { tempDir, write } from './fixtures';
import { run } from './run';

/** A module in eu7/maps whose include's scenery text (eu7/SCENERY/Part.scm) is newer than its binary. */
function moduleWithNewerSourceAbove(): string {
  const dir = tempDir();
  const module = eu7Family.generate(1).find((f) => f.name === 'module_v6.eu7')!;
  write(dir, 'eu7/maps/module_v6.eu7', module.bytes);
  const source = write(dir, 'eu7/SCENERY/Part.scm', new Uint8Array(1));
  const binary = write(dir, 'eu7/SCENERY/PART.EU7', new Uint8Array(1));
  fs.utimesSync(binary, 1.7e9, 1.7e9);
  fs.utimesSync(source, 1.7e9 + 120, 1.7e9 + 120);
  return dir;
}

describe('stored paths looked up within the folder given', () => {
  it('validate of the folder above finds the scenery text; validate of the module folder does not climb to it', async () => {
    const dir = moduleWithNewerSourceAbove();
    const whole = await run('validate', path.join(dir, 'eu7'));
    expect(whole.out).toContain('eu7.source-newer');
    const confined = await run('validate', path.join(dir, 'eu7', 'maps'));
    expect(confined.err).toMatch(/^1 file, /);
    expect(confined.out).not.toContain('eu7.source-newer');
  });
});
