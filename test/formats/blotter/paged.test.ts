import { describe, expect, it } from 'vitest';
import { analyze, analyzePaged, type Analysis } from '../../../src/analysis';
import { toJson } from '../../../src/core/describe';
import type { SpanNode } from '../../../src/core/node';
import { listPictures } from '../../../src/core/pictures';
import { PieceSource } from '../../../src/editor/piece-source';
import { blotterFormat } from '../../../src/formats/blotter';
import type { BlotterDecoded } from '../../../src/formats/blotter/decode';
import { generateRom } from '../../../src/formats/blotter/generate-rom';
import { switchStateEdits } from '../../../src/formats/blotter/switch-bits';
import { loadSwitchData, readSwitchData } from '../../../src/formats/blotter/switch-data';
import { holdsSwitches } from '../../../src/formats/blotter/switch-holders';
import { generateBlotter, generateBlotterVariants } from '../../../src/formats/blotter/generate';
import { COMPONENT, PEG, WIRE } from '../../../src/formats/blotter/layout';
import type { SaveIndex } from '../../../src/formats/blotter/save-index';
import { describeSamples, readBytes, sampleFiles } from '../../helpers/samples';
import { HEADER_AT, buildFixture, validSubassembly, validWorld } from './fixture';

/** The file as the parse worker reads a document in pages: one piece of an open file, every read recorded. */
function pagedSource(bytes: Uint8Array): PieceSource & { reads: number[] } {
  const reads: number[] = [];
  const readSync = (_fd: number, into: Uint8Array, at: number): number => {
    const part = bytes.subarray(at, Math.min(bytes.length, at + into.length));
    into.set(part);
    reads.push(part.length);
    return part.length;
  };
  return Object.assign(new PieceSource([{ fd: 7, from: 0, length: bytes.length }], readSync), { reads });
}

async function bothWays(name: string, bytes: Uint8Array) {
  const whole = await analyze(name, bytes);
  const source = pagedSource(bytes);
  const paged = await analyzePaged(name, source);
  return { whole, paged, source };
}

const findings = (a: Analysis) => a.diagnostics.map((d) => `${d.code}@${d.offset}+${d.length}`);

/** The rows a reader opens: every top-level part to a depth, and the last component and wire whole. */
function rows(root: SpanNode): unknown {
  const named = (name: string) =>
    [...Array(root.childCount).keys()].map((i) => root.child(i)).find((n) => n.name === name);
  const last = (n: SpanNode | undefined) => n && n.childCount > 0 && toJson(n.child(n.childCount - 1), 6);
  return {
    top: toJson(root, 6, 24),
    lastComponent: last(named('components')),
    lastWire: last(named('wires')),
  };
}

async function expectSameAnalysis(name: string, bytes: Uint8Array): Promise<void> {
  const { whole, paged } = await bothWays(name, bytes);
  expect(paged, `${name} decodes from its pages`).toBeDefined();
  expect(findings(paged!.analysis)).toEqual(findings(whole));
  expect(rows(paged!.analysis.decoded.root)).toEqual(rows(whole.decoded.root));
  const plan = async (a: Analysis, held: Uint8Array) =>
    (await listPictures(blotterFormat, a.decoded, held))[0]?.render();
  expect(await plan(paged!.analysis, paged!.held)).toEqual(await plan(whole, bytes));
}

/** `bytes` and two zero bytes after them. */
function longer(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length + 2);
  out.set(bytes);
  return out;
}

/** A generated world of `components` components, with its index. */
function world(components = 3000): { bytes: Uint8Array; save: SaveIndex } {
  const bytes = generateBlotter(Math.ceil(components / 1000)).find((f) => f.name === 'world.logicworld')!.bytes;
  return { bytes, save: blotterFormat.decode(bytes).index! };
}

describe('Logic World saves decoded from their pages', () => {
  it('give the whole-file decode’s tree, findings and plan for worlds and subassemblies of every shape', async () => {
    const files = [...generateBlotter(2), ...generateBlotterVariants().flat()];
    for (const f of files) await expectSameAnalysis(f.name, f.bytes);
    await expectSameAnalysis('hand.logicworld', buildFixture(validWorld).bytes);
    await expectSameAnalysis('hand.partialworld', buildFixture(validSubassembly).bytes);
    // A record longer than the 1 MiB the passes read at a time: the window grows to hold it.
    const long = {
      ...validWorld,
      components: validWorld.components!.map((c, k) =>
        k === 2 ? { ...c, customData: new Uint8Array(3 << 19).fill(7) } : c,
      ),
    };
    await expectSameAnalysis('long-record.logicworld', buildFixture(long).bytes);
  });

  it('hold none of the component and wire records, and read them in stretches, never whole', async () => {
    const { bytes, save } = world(60_000);
    const { paged, source } = await bothWays('world.logicworld', bytes);
    const recordsAt = save.components.start(0);
    const recordsEnd = save.wiresAt + save.wireCount * WIRE.size;
    const held = paged!.held;
    expect(held.subarray(recordsAt, recordsEnd).some((b) => b !== 0)).toBe(false);
    expect(held.subarray(0, recordsAt)).toEqual(bytes.subarray(0, recordsAt));
    expect(held.subarray(recordsEnd)).toEqual(bytes.subarray(recordsEnd));
    expect(recordsEnd - recordsAt).toBeGreaterThan(bytes.length * 0.95);
    expect(Math.max(...source.reads)).toBeLessThan((recordsEnd - recordsAt) / 4);
  });

  it('find what validation finds in the records read from the pages, at the same bytes', async () => {
    const { bytes, save } = world();
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    const t = save.components;
    const wire = (w: number) => save.wiresAt + w * WIRE.size;
    view.setUint32(wire(17) + WIRE.pegB + PEG.component, 0x7fff0000, true); // a wire to no component
    view.setUint32(t.start(2500) + COMPONENT.address, t.address(40), true); // an address used twice
    view.setFloat32(t.start(2900) + COMPONENT.rotation, 3, true); // a rotation of length 3
    view.setUint8(wire(1400) + WIRE.pegA + PEG.type, 9); // a peg of no type
    view.setInt32(wire(1200) + WIRE.stateId, -4, true); // a negative state id
    const { whole, paged } = await bothWays('world.logicworld', bytes);
    expect(findings(paged!.analysis)).toEqual(findings(whole));
    expect(new Set(paged!.analysis.diagnostics.map((d) => d.code))).toEqual(
      new Set([
        'blotter.wire-component-missing',
        'blotter.duplicate-address',
        'blotter.rotation-not-unit',
        'blotter.peg-type',
        'blotter.state-id-negative',
      ]),
    );
    expect(rows(paged!.analysis.decoded.root)).toEqual(rows(whole.decoded.root));
  });

  it('answer the switch commands as the whole-file decode does, reading the boards’ records from the pages', () => {
    const rom = generateRom();
    const whole = blotterFormat.decode(rom.bytes, { fileName: rom.name }) as BlotterDecoded;
    const paged = blotterFormat.decodePaged!(pagedSource(rom.bytes), { fileName: rom.name })!.decoded;
    const board = { offset: whole.index!.components.start(0), length: whole.index!.components.length(0) };
    const layout = { order: 'lsb', corner: '-x-z' } as const;
    const data = Uint8Array.from({ length: 16 }, (_, k) => 3 * k + 1);
    const answers = (d: BlotterDecoded) => ({
      holds: holdsSwitches(d, d.root.child(3).child(0)),
      read: readSwitchData(d, board.offset, board.length, layout),
      load: loadSwitchData(d, board.offset, board.length, { bytes: data }, layout),
      set: switchStateEdits(d, d.index!.components.address(0), '0x1'),
    });
    const fromPages = answers(paged);
    expect(fromPages).toEqual(answers(whole));
    expect(fromPages.holds).toBe(true);
    expect('edits' in fromPages.load && fromPages.load.edits.length).toBeGreaterThan(0);
  });

  it('leave a save that decodes with an error, or does not end plainly at its footer, to the whole-file decode', () => {
    const damaged = (change: (bytes: Uint8Array, view: DataView, save: SaveIndex) => void): Uint8Array => {
      const { bytes, save } = world();
      change(bytes, new DataView(bytes.buffer, bytes.byteOffset), save);
      return bytes;
    };
    const cases = [
      damaged((_b, v) => v.setInt32(HEADER_AT.componentCount, 2999, true)), // a component count that does not lead to the footer
      damaged((_b, v) => v.setInt32(HEADER_AT.wireCount, 1, true)), // a wire count that does not
      damaged((b) => b.fill(0x41, b.length - 4)), // a damaged footer
      damaged((_b, v, s) => v.setInt32(s.components.start(700) + COMPONENT.inputCount, -1, true)), // unreadable
      damaged((b) => b.set([1, 2, 3], b.length - 3)), // bytes after the footer (the footer moved)
      world().bytes.subarray(0, 90_000), // cut short
      longer(world().bytes), // bytes after the footer
    ];
    for (const bytes of cases) expect(blotterFormat.decodePaged!(pagedSource(bytes))).toBeUndefined();
    expect(blotterFormat.decodePaged!(pagedSource(world().bytes))).toBeDefined();
  });
});

describeSamples('blotter', 'Logic World samples decoded from their pages', () => {
  it('give the whole-file decode’s tree and findings', async () => {
    const files = sampleFiles('blotter', '.logicworld', '.lwsubassembly', '.partialworld');
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) await expectSameAnalysis(file, readBytes(file));
  });
});
