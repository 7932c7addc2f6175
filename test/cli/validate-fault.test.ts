// An error no check expected, in one file of many, is that file's finding: the run goes on and ends with its summary.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { checkFile } from '../../src/check/check-file';
import { targetOf } from '../../src/check/collect';
import { zip } from '../helpers/archives';
import { tempDir } from './fixtures';

vi.mock('../../src/archives/map/check-map-archive', async (original) => ({
  ...(await original<typeof import('../../src/archives/map/check-map-archive')>()),
  checkMapArchive: () => {
    throw new RangeError('Maximum call stack size exceeded');
  },
}));

describe('validate: an unexpected error in one file', () => {
  it('is core.decoder-fault on that whole file, with the error', async () => {
    const file = path.join(tempDir(), 'map.sdz');
    fs.writeFileSync(file, zip({ 'mapinfo.lua': 'return {}' }));
    const result = await checkFile(targetOf(file));
    expect(result).toMatchObject({
      file,
      diagnostics: [
        {
          code: 'core.decoder-fault',
          severity: 'error',
          offset: 0,
          length: fs.statSync(file).size,
          message: 'validation stopped: Maximum call stack size exceeded',
        },
      ],
    });
  });
});
