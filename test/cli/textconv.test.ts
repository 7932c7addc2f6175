import { describe, expect, it } from 'vitest';
import { generated, tempDir, withInsertedComponent, write } from './fixtures';
import { run } from './run';

async function textconv(name: string, bytes: Uint8Array): Promise<string[]> {
  const r = await run('textconv', write(tempDir(), name, bytes));
  expect(r.code).toBe(0);
  return r.out.split('\n');
}

describe('hex-atlas textconv', () => {
  it('prints field paths and values, bulk arrays as size and hash', async () => {
    const lines = await textconv('map.smf', generated('smf', '.smf'));
    expect(lines[0]).toMatch(/^format = smf /);
    expect(lines.find((l) => l.startsWith('header.mapx = '))).toMatch(/^header\.mapx = 128 /);
    expect(lines.find((l) => l.startsWith('heightMap = '))).toMatch(
      /^heightMap = u16\[129\]\[129\] sha1:[0-9a-f]{40} \(33282 bytes\)$/,
    );
    expect(lines.every((l) => /^[^ ]+ = /.test(l))).toBe(true);
  });

  it('is stable: the same file gives the same text; an inserted record changes only its own lines', async () => {
    const save = generated('blotter', 'world.logicworld');
    const before = await textconv('w.logicworld', save);
    expect(await textconv('w.logicworld', save)).toEqual(before);
    const after = await textconv('w.logicworld', await withInsertedComponent(save, 500, 0x7fff0001));
    const [had, has] = [new Set(before), new Set(after)];
    const removed = before.filter((l) => !has.has(l));
    const added = after.filter((l) => !had.has(l));
    expect(removed).toEqual(['header.componentCount = 1000']);
    expect(added[0]).toBe('header.componentCount = 1001');
    // the record's own fields, and its place in the hierarchy view
    expect(added.slice(1).every((l) => l.includes('C-2147418113'))).toBe(true);
    expect(added.filter((l) => l.startsWith('components["C-2147418113"].')).length).toBe(added.length - 1);
    expect(added.length).toBeGreaterThan(5);
  });
});
