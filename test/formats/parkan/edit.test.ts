// Structural edits of NRes archives through the canonical writer: a renamed entry (the sort table follows), an
// entry deleted or duplicated in a plain archive (count, offsets, directory and total size follow).
import { describe, expect, it } from 'vitest';
import { nresCodec } from '../../../src/formats/parkan';
import { writeNRes } from '../../../src/formats/parkan/nres/encode';
import { edit, idOf, nodeOf, values } from '../../helpers/structure-edit';
import { smallMsh } from './fixtures';
import { readingText } from '../../../src/core/describe';

const item = (name: string, fill: number, size: number) => ({
  typeId: 7,
  attr1: 1,
  attr2: 2,
  attr3: 3,
  name,
  payload: new Uint8Array(size).fill(fill),
});
const archive = writeNRes([item('zeta', 1, 5), item('alpha', 2, 12), item('mid', 3, 3)]);
const u32 = (b: Uint8Array, at: number) => new DataView(b.buffer, b.byteOffset).getUint32(at, true);

function entries(root: ReturnType<typeof nodeOf>) {
  const d = nodeOf(root, idOf(root, 'directory'));
  return Array.from({ length: d.childCount }, (_, i) => readingText(d.child(i)));
}

describe('NRes structural edits', () => {
  it('renaming an entry re-sorts the sort table', async () => {
    const id = idOf(nresCodec.decode(archive).root, 'directory/[0]/name');
    const r = await edit(nresCodec, archive, { kind: 'setString', path: id, value: 'aardvark' });
    expect(entries(r.after)).toEqual([
      '"aardvark" type 7, 5 bytes',
      '"alpha" type 7, 12 bytes',
      '"mid" type 7, 3 bytes',
    ]);
    const sort = values(nodeOf(r.after, idOf(r.after, 'directory'))).filter((v) => v.includes('sort_index'));
    expect(sort.map((v) => v.split(' = ')[1].split(' ')[1])).toEqual(['0', '1', '2']);
  });

  it('deleting and duplicating an entry: count, payload offsets and total size follow', async () => {
    const id = idOf(nresCodec.decode(archive).root, 'directory/[1]');
    const del = await edit(nresCodec, archive, { kind: 'delete', path: id });
    expect(entries(del.after)).toEqual(['"zeta" type 7, 5 bytes', '"mid" type 7, 3 bytes']);
    expect(u32(del.bytes, 8)).toBe(2);
    expect(u32(del.bytes, 12)).toBe(del.bytes.length);
    const dup = await edit(nresCodec, archive, { kind: 'duplicate', path: id });
    expect(entries(dup.after)).toEqual([
      '"zeta" type 7, 5 bytes',
      '"alpha" type 7, 12 bytes',
      '"alpha" type 7, 12 bytes',
      '"mid" type 7, 3 bytes',
    ]);
    expect(u32(dup.bytes, 8)).toBe(4);
    // Every payload keeps its bytes.
    const payloads = (root: typeof dup.after) =>
      Array.from({ length: root.childCount }, (_, i) => root.child(i)).filter((n) => n.name.startsWith('payload'));
    expect(payloads(dup.after).map((p) => Array.from(dup.bytes.subarray(p.offset, p.offset + p.length)))).toEqual(
      [1, 2, 2, 3].map((f, i) => new Array([5, 12, 12, 3][i]).fill(f)),
    );
  });

  it('Land.msh entries are fixed by type: renaming only, no delete or duplicate', () => {
    const msh = smallMsh();
    const d = nresCodec.decode(msh, { fileName: 'Land.msh' });
    expect(nresCodec.structureEdits!.kinds(d, idOf(d.root, 'directory/[0]'))).toEqual([]);
    expect(nresCodec.structureEdits!.kinds(d, idOf(d.root, 'directory/[0]/name'))).toEqual(['setString']);
  });
});
