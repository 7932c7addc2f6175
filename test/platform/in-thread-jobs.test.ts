// The web build's job "workers": Compare answered in the host's thread from the bytes the host read; a job that
// needs the local disk (Validate Workspace, a side named by path) refused with the reason, in the user's words.
import { describe, expect, it, vi } from 'vitest';
import { inThreadJobs } from '../../extension/web/in-thread-jobs';
import { generateSmf } from '../../src/formats/smf/generate';

vi.mock('vscode', async () => await import('../extension/fake-l10n'));

const map = generateSmf(1)[0];
const noDisk = 'Validate Workspace reads files from a local disk, which the web build does not have.';

describe('jobs in the web build', () => {
  it('compares two maps given as bytes', async () => {
    const edited = map.bytes.slice();
    edited[0x10] ^= 1;
    const jobs = inThreadJobs();
    const result = await jobs.run({
      kind: 'compare',
      a: { name: map.name, bytes: map.bytes },
      b: { name: map.name, bytes: edited },
      limit: 10,
    });
    expect(result).toMatchObject({ formatA: 'smf', formatB: 'smf', total: 1 });
    expect(result.differences[0]).toMatchObject({ kind: 'changed', spanA: { offset: 0x10 }, spanB: { offset: 0x10 } });
  });

  it('refuses what needs the local disk', async () => {
    const jobs = inThreadJobs();
    await expect(jobs.run({ kind: 'validate', file: '/maps/a.smf' })).rejects.toThrow(noDisk);
    await expect(jobs.run({ kind: 'compare', a: '/maps/a.smf', b: '/maps/b.smf', limit: 1 })).rejects.toThrow(noDisk);
  });

  it('knows every format by its file patterns', async () => {
    expect(await inThreadJobs().run({ kind: 'patterns' })).toEqual(expect.arrayContaining(['*.smf', '*.sd7', '*.sdz']));
  });
});
