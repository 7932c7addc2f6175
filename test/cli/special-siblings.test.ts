// A tile file that is not a regular file (a symlink to /dev/zero, a FIFO) beside a map: `validate` reports it and
// ends, with its memory bounded. Read as a whole file, /dev/zero never ends and a FIFO never opens.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generated, tempDir, write } from './fixtures';

const cli = path.resolve('bin/hex-atlas.js');
/** Far above the CLI's own footprint on a small map (about 65 MB), far below a file read without end. */
const MAX_RSS_MB = 400;

/** The bundled CLI as a child that prints its peak memory on exit; killed if it does not end (a FIFO opened). */
function validateMeasured(dir: string) {
  const probe = path.join(tempDir(), 'max-rss.cjs');
  fs.writeFileSync(
    probe,
    "process.on('exit', () => process.stderr.write(`max-rss-kb ${process.resourceUsage().maxRSS}\\n`));",
  );
  // A virtual memory cap keeps a regression from taking the whole machine down.
  const r = spawnSync(
    'bash',
    ['-c', `ulimit -v 4000000; exec '${process.execPath}' --require '${probe}' '${cli}' validate '${dir}'`],
    { encoding: 'utf8', timeout: 60_000 },
  );
  const rss = /max-rss-kb (\d+)/.exec(r.stderr);
  return { code: r.status, out: r.stdout, maxRssMb: rss ? Number(rss[1]) / 1024 : Infinity };
}

/** A generated map and, under the names of its two tile files, whatever `plant` puts there. */
function mapWithPlantedTiles(plant: (file: string) => void): string {
  const dir = tempDir();
  write(dir, 'map.smf', generated('smf', '.smf'));
  plant(path.join(dir, 'generated-128x128.smt'));
  plant(path.join(dir, 'generated-128x128-detail.smt'));
  return dir;
}

describe('a tile file that is not a regular file', () => {
  it.each([
    ['a symlink to /dev/zero', (file: string) => fs.symlinkSync('/dev/zero', file)],
    ['a FIFO', (file: string) => execFileSync('mkfifo', [file])],
  ])('%s: reported as not a regular file, memory bounded', (_, plant) => {
    const dir = mapWithPlantedTiles(plant);
    const r = validateMeasured(dir);
    expect(r.out).toContain(
      'warning smf.smt-missing "generated-128x128.smt" is beside the map but is not a readable regular file; ' +
        'its 192 tiles will be drawn flat',
    );
    expect(r.code).toBe(0);
    expect(r.maxRssMb).toBeLessThan(MAX_RSS_MB);
  });
});
