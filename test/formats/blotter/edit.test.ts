// Structural edits of Logic World saves: strings with their length prefix, wires with the header's wire count.
import { generateBlotter } from '../../../src/formats/blotter/generate';
import { describe, expect, it } from 'vitest';
import { blotterFormat } from '../../../src/formats/blotter';
import { edit, idOf, nodeOf, values } from '../../helpers/structure-edit';
import { readingText } from '../../../src/core/describe';

const world = generateBlotter(1).find((f) => f.name.endsWith('.logicworld'))!;
const bytes = world.bytes;

const part = (root: ReturnType<typeof nodeOf>, name: string) => values(nodeOf(root, idOf(root, name)));

describe('Logic World structural edits', () => {
  it('a longer mod id: its length prefix follows, the rest of the save is unchanged', async () => {
    const id = idOf(blotterFormat.decode(bytes).root, 'mods/[0]/id');
    // The save's types are all MHG's: renamed, the mod they name is no longer listed.
    const rename = { kind: 'setString', path: id, value: 'MHG-longer-mod' } as const;
    const r = await edit(blotterFormat, bytes, rename, world.name, ['blotter.component-mod-missing']);
    expect(readingText(nodeOf(r.after, id)) ?? nodeOf(r.after, id).name).toContain('MHG-longer-mod');
    expect(r.bytes.length).toBe(bytes.length + 'MHG-longer-mod'.length - 'MHG'.length);
    for (const p of ['componentIds', 'components', 'wires', 'circuitStates'])
      expect(part(r.after, p)).toEqual(part(r.before, p));
  });

  it('deleting and duplicating a wire: the header wire count follows, the other wires stay', async () => {
    const root = blotterFormat.decode(bytes).root;
    const id = idOf(root, 'wires/[3]');
    const wires = nodeOf(root, idOf(root, 'wires'));
    const wire = (i: number) => values(wires.child(i));
    const del = await edit(blotterFormat, bytes, { kind: 'delete', path: id }, world.name);
    const after = nodeOf(del.after, idOf(del.after, 'wires'));
    expect(after.childCount).toBe(wires.childCount - 1);
    expect(values(after.child(3))).toEqual(wire(4));
    expect(part(del.after, 'header/wireCount')).toEqual([` = ${wires.childCount - 1}`]);
    expect(part(del.after, 'components')).toEqual(part(del.before, 'components'));
    const dup = await edit(blotterFormat, bytes, { kind: 'duplicate', path: id }, world.name);
    const more = nodeOf(dup.after, idOf(dup.after, 'wires'));
    expect([3, 4, 5].map((i) => values(more.child(i)))).toEqual([wire(3), wire(3), wire(4)]);
  });

  it('components are not offered', () => {
    const d = blotterFormat.decode(bytes);
    expect(blotterFormat.structureEdits!.kinds(d, idOf(d.root, 'components/[0]'))).toEqual([]);
  });
});
