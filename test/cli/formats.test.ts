import { describe, expect, it } from 'vitest';
import { run } from './run';
import { families } from '../../src/formats';

describe('hex-atlas formats', () => {
  it('lists every family with its codecs, patterns and whether they open by default', async () => {
    const r = await run('formats', '--json');
    expect(r.code).toBe(0);
    const list = JSON.parse(r.out);
    expect(list.map((f: { id: string }) => f.id)).toEqual(families.map((f) => f.id));
    const parkan = list.find((f: { id: string }) => f.id === 'parkan');
    expect(parkan.codecs).toEqual([
      {
        id: 'nres',
        displayName: 'Parkan NRes archive',
        patterns: ['**/Land.msh', '**/Land.map'],
        opensByDefault: true,
      },
      { id: 'builddat', displayName: 'Parkan BuildDat.lst', patterns: ['**/BuildDat.lst'], opensByDefault: false },
    ]);
    expect((await run('formats')).out).toContain('  builddat  **/BuildDat.lst  (not opened by default)');
  });

  it('says which codec claims each file name, matching names without regard to case', async () => {
    const r = await run('formats', '--json', 'maps/A.SMF', 'x/BuildDat.lst', 'notes.txt');
    expect(JSON.parse(r.out)).toEqual([
      { file: 'maps/A.SMF', format: 'smf', family: 'smf', opensByDefault: true },
      { file: 'x/BuildDat.lst', format: 'builddat', family: 'parkan', opensByDefault: false },
      { file: 'notes.txt', opensByDefault: false },
    ]);
    expect((await run('formats', 'notes.txt')).out).toBe('notes.txt: no format claims this name');
  });
});
