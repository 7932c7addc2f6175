// Structural edits of SMF maps: a name that grows moves every section stored after it, and the header's pointers
// follow; feature records deleted or duplicated with numFeatures following.
import { generateSmf } from '../../../src/formats/smf/generate';
import { describe, expect, it } from 'vitest';
import { smfFormat } from '../../../src/formats/smf';
import { edit, idOf, nodeOf, values } from '../../helpers/structure-edit';
import { readingText } from '../../../src/core/describe';

const map = generateSmf(1).find((f) => f.name.endsWith('.smf'))!;
const bytes = map.bytes;
const sections = ['heightMap', 'typeMap', 'metalMap', 'grassMap'];
const part = (root: ReturnType<typeof nodeOf>, name: string) => values(nodeOf(root, idOf(root, name)));

describe('SMF structural edits', () => {
  it('a longer tile file name moves the sections after the tile section; their pointers follow', async () => {
    const root = smfFormat.decode(bytes).root;
    const id = idOf(root, 'tiles/files/[0]/name');
    const name = 'maps/a-much-longer-tile-file-name.smt';
    const r = await edit(smfFormat, bytes, { kind: 'setString', path: id, value: name }, map.name);
    expect(readingText(nodeOf(r.after, id))).toBe(`"${name}"`);
    const old = nodeOf(root, id).length - 1;
    expect(r.bytes.length).toBe(bytes.length + name.length - old);
    const at = (root2: typeof root, s: string) => nodeOf(root2, idOf(root2, s)).offset;
    expect(at(r.after, 'heightMap') - at(root, 'heightMap')).toBe(name.length - old);
    expect(at(r.after, 'minimap')).toBe(at(root, 'minimap'));
    for (const s of [...sections, 'features']) expect(part(r.after, s)).toEqual(part(r.before, s));
  });

  it('deleting and duplicating a feature; renaming a feature type', async () => {
    const root = smfFormat.decode(bytes).root;
    const records = nodeOf(root, idOf(root, 'features/records'));
    const id = idOf(root, 'features/records/[2]');
    const del = await edit(smfFormat, bytes, { kind: 'delete', path: id }, map.name);
    const after = nodeOf(del.after, idOf(del.after, 'features/records'));
    expect(after.childCount).toBe(records.childCount - 1);
    expect(values(after.child(2))).toEqual(values(records.child(3)));
    expect(part(del.after, 'features/numFeatures')).toEqual([` = ${records.childCount - 1} features`]);
    const dup = await edit(smfFormat, bytes, { kind: 'duplicate', path: id }, map.name);
    const more = nodeOf(dup.after, idOf(dup.after, 'features/records'));
    expect([2, 3, 4].map((i) => values(more.child(i)))).toEqual([2, 2, 3].map((i) => values(records.child(i))));
    const type = idOf(root, 'features/typeNames/[0]');
    const renamed = await edit(smfFormat, bytes, { kind: 'setString', path: type, value: 'a_new_tree_type' }, map.name);
    expect(readingText(nodeOf(renamed.after, type))).toBe('"a_new_tree_type"');
    for (const s of [...sections, 'tiles']) expect(part(renamed.after, s)).toEqual(part(renamed.before, s));
  });
});
