import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analysis';
import { diffTrees } from '../../src/diff/diff';
import { differenceText } from '../../src/diff/render';
import { generated, tempDir, withInsertedComponent, write } from './fixtures';
import { run } from './run';

async function side(name: string, bytes: Uint8Array) {
  const a = await analyze(name, bytes, { decodeOnly: true });
  return { root: a.decoded.root, bytes };
}

describe('hex-atlas diff', () => {
  it('shows a component inserted in the middle of a Logic World save as one added record', async () => {
    const save = generated('blotter', 'world.logicworld');
    const changed = await withInsertedComponent(save, 500, 0x7fff0001);
    const r = diffTrees(await side('a.logicworld', save), await side('b.logicworld', changed));
    const texts = r.differences.map((d) => differenceText(d));
    expect(texts).toContain('header.componentCount: 1000 -> 1001');
    const records = r.differences.filter((d) => d.path.startsWith('components'));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ kind: 'added', path: 'components["C-2147418113"]' });
  });

  it('reports changed values by field path and bulk arrays by count and first cell, exit 1; equal files exit 0', async () => {
    const dir = tempDir();
    const bytes = generated('smf', '.smf');
    const a = write(dir, 'a/map.smf', bytes);
    const changed = bytes.slice();
    const view = new DataView(changed.buffer);
    view.setUint32(20, view.getUint32(20, true) + 1, true); // header.mapid
    const heightMap = view.getInt32(0x34, true);
    const width = view.getInt32(0x18, true) + 1;
    for (const [x, y] of [
      [12, 40],
      [13, 40],
      [3, 41],
    ])
      changed[heightMap + 2 * (y * width + x)] ^= 0xff;
    const b = write(dir, 'b/map.smf', changed);
    const r = await run('diff', a, b);
    expect(r.code).toBe(1);
    const lines = r.out.split('\n');
    expect(lines).toContainEqual(expect.stringMatching(/^header\.mapid: \d+ .* -> \d+ /));
    expect(lines).toContain(
      `heightMap: 3 of ${(width * width).toLocaleString('en-US')} cells differ, first at (12, 40), (13, 40), (3, 41)`,
    );
    expect((await run('diff', a, a)).code).toBe(0);
    const json = JSON.parse((await run('diff', a, b, '--json')).out);
    expect(json.equal).toBe(false);
    expect(json.differences.find((d: { path: string }) => d.path === 'heightMap')).toMatchObject({
      kind: 'bulk',
      differing: 3,
      first: [
        [12, 40],
        [13, 40],
        [3, 41],
      ],
    });
  });

  it('exits 2 on a missing file or argument', async () => {
    expect((await run('diff', '/nonexistent/a.smf', '/nonexistent/b.smf')).code).toBe(2);
    expect((await run('diff', 'only-one.smf')).code).toBe(2);
  });
});
