// Structural edits of a Logic World save and of an EU7B scenery decoded from their pages: made from the paged model
// as parts of the file, byte for byte the whole-file edit, with the records the paged decode left out kept as
// stretches of the file and never read (but for the one PACK section a model edit changes).
import { describe, expect, it } from 'vitest';
import { analyze, analyzePaged } from '../../src/analysis';
import type { SiblingFiles } from '../../src/core/format';
import type { StructureEditOp } from '../../src/core/structure-edit';
import { english } from '../../src/core/translatable';
import { editHandlers } from '../../src/editor/answering';
import { pagedEditHandlers } from '../../src/editor/paged-edits';
import { generateBlotter } from '../../src/formats/blotter/generate';
import type { BlotterModel } from '../../src/formats/blotter/model';
import type { SaveIndex } from '../../src/formats/blotter/save-index';
import { generateEu7 } from '../../src/formats/eu7/generate';
import type { Eu7Index } from '../../src/formats/eu7/decode';
import { partsBytes } from '../helpers/file-parts';
import { expectSameBytes } from '../helpers/invariants';
import { countedReads, pagedSource } from '../helpers/paged-decode';
import { idOf, nodeOf } from '../helpers/structure-edit';

const none: SiblingFiles = { read: async () => undefined };

/** An edit given by node names, e.g. "wires/[3]". */
type NamedOp = Omit<StructureEditOp, 'path'> & { names: string };

/**
 * Makes each edit from the pages of `bytes` (never asking for the whole file) and from the whole file, expects the
 * same bytes and selection, and returns for each how many bytes of the file it read and kept as stretches.
 */
async function editsFromPages(fileName: string, bytes: Uint8Array, ops: NamedOp[]) {
  const source = countedReads(pagedSource(bytes));
  const paged = (await analyzePaged(fileName, source, {}))!;
  expect(paged?.editable).toBe(true);
  const handlers = pagedEditHandlers({ ...paged, source, fileName, siblings: none }, async () => {
    throw new Error('the whole file was asked for');
  });
  const whole = editHandlers(
    await analyze(fileName, bytes, {}),
    bytes,
    { fileName, lang: english, siblings: none },
    true,
  );
  const root = paged.analysis.decoded.root;
  const out: { read: number; kept: number }[] = [];
  for (const { names, ...rest } of ops) {
    const op = { ...rest, path: idOf(root, names) };
    source.total = 0;
    const r = await handlers.structureEdit({ kind: 'structureEdit', op });
    if (!('parts' in r)) throw new Error(`${op.kind} ${names} not made from the pages: ${JSON.stringify(r)}`);
    const read = source.total;
    const expected = await whole.structureEdit({ kind: 'structureEdit', op });
    if (!('buffer' in expected)) throw new Error(`${op.kind} ${names} refused on the whole file`);
    expectSameBytes(partsBytes(r.parts, bytes), new Uint8Array(expected.buffer));
    expect(r.select).toBe(expected.select);
    out.push({ read, kept: r.parts.reduce((n, p) => n + ('from' in p ? p.length : 0), 0) });
  }
  return { paged, out };
}

describe('structural edits of a Logic World save decoded from its pages', () => {
  const world = generateBlotter(2).find((f) => f.name === 'world.logicworld')!.bytes;

  it('edits text ids and wires as parts of the file: components and wires stretches of it, nothing read', async () => {
    const wires = ((await analyze('world.logicworld', world, {})).decoded.index as SaveIndex).wireCount;
    const { paged, out } = await editsFromPages('world.logicworld', world, [
      { kind: 'setString', names: 'componentIds/[0]/textId', value: 'MHG.A_Longer_Component_Name' },
      { kind: 'setString', names: 'mods/[0]/id', value: 'm' },
      { kind: 'delete', names: 'wires/[0]' },
      { kind: 'duplicate', names: 'wires/[5]' },
      { kind: 'delete', names: `wires/[${wires - 1}]` },
    ]);
    const index = paged.analysis.decoded.index as SaveIndex;
    const wire = 26;
    const records = index.wiresAt + wires * wire - index.components.start(0);
    const states = (paged.analysis.decoded.model as BlotterModel).states.length;
    // What the paged decode left out (every component and wire record) is never read and stays in the file, as
    // does the state block.
    expect(out.map((o) => o.read)).toEqual([0, 0, 0, 0, 0]);
    expect(out.map((o) => o.kept - states)).toEqual([records, records, records - wire, records + wire, records - wire]);
  });
});

describe('structural edits of an EU7B scenery decoded from its pages', () => {
  const scenario = generateEu7(4).find((f) => f.name === 'scenario_v9.eu7')!.bytes;

  it('edits strings, records and PACK sections as parts of the file, reading only the section a model edit changes', async () => {
    const { root } = (await analyze('scenario.eu7', scenario, {})).decoded;
    const sectionPath = 'PACK/sections/section (240, 240)';
    const deletedPath = 'PACK/sections/section (240, 241)';
    const section = nodeOf(root, idOf(root, sectionPath));
    const chunk = Array.from({ length: section.childCount }, (_, i) => section.child(i).name).find((n) =>
      n.startsWith('chunk '),
    )!;
    const { paged, out } = await editsFromPages('scenario.eu7', scenario, [
      { kind: 'setString', names: 'STRS/strings/[2]', value: 'a much longer string than was there' },
      { kind: 'delete', names: 'TRAK/records/[1]' },
      { kind: 'delete', names: `${sectionPath}/${chunk}/models/[0]` },
      { kind: 'duplicate', names: `${sectionPath}/${chunk}/models/[0]` },
      { kind: 'delete', names: deletedPath },
    ]);
    const layouts = (paged.analysis.decoded.index as Eu7Index).pack!.layouts.filter((l) => l !== undefined);
    const records = (l: (typeof layouts)[number]) => l.end - l.headerEnd;
    const leftOut = layouts.reduce((n, l) => n + records(l), 0);
    const edited = layouts.find((l) => l.start === section.offset)!;
    const deleted = layouts.find((l) => l.start === nodeOf(root, idOf(root, deletedPath)).offset)!;
    // A string or a record chunk edit reads nothing; a model edit reads its one section.
    expect(out.map((o) => o.read)).toEqual([0, 0, edited.end - edited.start, edited.end - edited.start, 0]);
    // Every section's records not edited stay stretches of the file (the edited section is new bytes).
    expect(out[0].kept).toBeGreaterThanOrEqual(leftOut);
    expect(out[2].kept).toBeGreaterThanOrEqual(leftOut - records(edited));
    expect(out[4].kept).toBeGreaterThanOrEqual(leftOut - records(deleted));
    expect(layouts.length).toBeGreaterThan(2);
  });
});
