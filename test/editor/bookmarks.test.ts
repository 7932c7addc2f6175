import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analysis';
import { BasicNode, container, field } from '../../src/core/node';
import { bufferSource } from '../../src/core/byte-source';
import {
  applyBookmarks,
  byFile,
  parseBookmarks,
  reanchor,
  serializeBookmarks,
  type Bookmark,
  type Locate,
} from '../../src/editor/bookmarks';
import { TreeSession } from '../../src/editor/session';
import { buildSave } from '../../src/formats/blotter/generate';
import { SaveType } from '../../src/formats/blotter/layout';

const mark = (over: Partial<Bookmark> = {}): Bookmark => ({
  id: 'b1',
  name: 'tenth gate',
  colour: 'orange',
  note: 'wired to the clock',
  file: 'saves/a.logicworld',
  path: 'components[10].position.y',
  offset: 0,
  length: 4,
  ...over,
});

async function session(components: number, saveType = SaveType.World) {
  const bytes = buildSave({
    version: 7,
    saveType,
    components,
    wireTarget: components / 2,
    firstAddress: saveType === SaveType.World ? 1 : 500,
    firstState: 0,
  });
  const a = await analyze('x.logicworld', bytes, { decodeOnly: true });
  return new TreeSession(a.decoded.root, [], bufferSource(bytes));
}

/** A name string of `nameLength` bytes, then three 4-byte records {x}: a longer name moves every record. */
function synthetic(nameLength: number): TreeSession {
  const records = [0, 1, 2].map(
    (i) =>
      new BasicNode({ name: `[${i}]`, type: 'R', kind: 'struct', offset: nameLength + 4 * i, length: 4 }, [
        field('x', 'u32', nameLength + 4 * i, 4, i),
      ]),
  );
  const size = nameLength + 12;
  const root = container({ name: 'file', type: 'F', kind: 'struct', offset: 0, end: size }, [
    field('name', `char[${nameLength}]`, 0, nameLength, 'n'.repeat(nameLength)),
    new BasicNode({ name: 'records', type: 'R[3]', kind: 'array', offset: nameLength, length: 12 }, records),
  ]);
  return new TreeSession(root, [], bufferSource(new Uint8Array(size)));
}

function locate(s: TreeSession): Locate {
  return async (path) => {
    const id = s.answer({ kind: 'resolvePath', path });
    const n = id === null ? null : s.answer({ kind: 'node', id });
    return n ? { offset: n.row.offset, length: n.row.length } : undefined;
  };
}

describe('bookmarks', () => {
  it('round-trips through readable JSON and reports each entry it had to leave out', () => {
    const list = [mark(), mark({ id: 'b2', file: 'a.smf', path: '', offset: 16, length: 2, colour: 'red' })];
    const text = serializeBookmarks(list);
    expect(text.endsWith('\n')).toBe(true);
    expect(JSON.parse(text).version).toBe(1);
    expect(JSON.parse(text).bookmarks[0].file).toBe('a.smf');
    expect(parseBookmarks(text)).toEqual({ bookmarks: [list[1], list[0]], problems: [] });
    const bad = JSON.stringify({ bookmarks: [mark({ colour: 'pink' as never }), { ...mark(), offset: -1 }, mark()] });
    const parsed = parseBookmarks(bad);
    expect(parsed.bookmarks).toEqual([mark()]);
    expect(parsed.problems).toEqual([
      'bookmark 1: "colour" is not one of red, orange, yellow, green, blue, purple',
      'bookmark 2: "offset" is not a whole number >= 0',
    ]);
    expect(parseBookmarks('{').problems[0]).toMatch(/^not JSON/);
    expect([...byFile(list).keys()]).toEqual(['a.smf', 'saves/a.logicworld']);
  });

  it('follows its field path to where the field is now (an edit lengthened a string before it)', async () => {
    const a = synthetic(5);
    const b = synthetic(9);
    const bm = mark({ path: 'records[2].x', offset: 5 + 2 * 4, length: 4 });
    expect(await locate(a)(bm.path)).toEqual({ offset: 13, length: 4 });
    const placed = await reanchor(bm, locate(b));
    expect(placed).toMatchObject({ moved: true, lost: false, bookmark: { offset: 9 + 2 * 4, length: 4 } });
  });

  it('follows its field path into another file of the format; offsets are the fallback', async () => {
    const a = await session(1000);
    const b = await session(300, SaveType.Subassembly);
    const here = (await locate(a)(mark().path))!;
    const there = (await locate(b)(mark().path))!;
    const placed = await reanchor(mark({ ...here, offset: here.offset + 100 }), locate(b));
    expect(placed).toMatchObject({ moved: true, lost: false, bookmark: { offset: there.offset, length: 4 } });
    const same = await reanchor(mark({ ...here }), locate(a));
    expect(same.moved).toBe(false);
    const gone = await reanchor(mark({ path: 'components[5000].position.y', offset: 7 }), locate(b));
    expect(gone).toMatchObject({ lost: true, bookmark: { offset: 7 } });
    const plain = await reanchor(mark({ path: '', offset: 9 }), locate(b));
    expect(plain).toMatchObject({ lost: false, moved: false, bookmark: { offset: 9 } });
  });

  it('applies the bookmarks of one file to another, with new ids, leaving out paths it lacks', async () => {
    const b = await session(300, SaveType.Subassembly);
    const list = [mark(), mark({ id: 'b2', path: 'components[999].address' }), mark({ id: 'b3', file: 'other' })];
    const { added, missing } = await applyBookmarks(list, 'saves/a.logicworld', 'saves/b.partialworld', locate(b));
    expect(missing).toBe(1);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ file: 'saves/b.partialworld', name: 'tenth gate', path: mark().path });
    expect(['b1', 'b2', 'b3']).not.toContain(added[0].id);
    expect(added[0].offset).toBe((await locate(b)(mark().path))!.offset);
  });
});
