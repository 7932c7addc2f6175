// Each vanilla custom data layout read from hand-built bytes: field values, types and exact byte ranges, what
// stays opaque, and the switch-bits edits.
import { inEnglish } from '../../helpers/english';
import { describe, expect, it } from 'vitest';
import { SpanNode } from '../../../src/core/node';
import { blotterFormat } from '../../../src/formats/blotter';
import { BlotterDecoded } from '../../../src/formats/blotter/decode';
import { componentAddressAt, parseBits, switchStateEdits } from '../../../src/formats/blotter/switch-bits';
import { editableTypes } from '../../../src/protocol';
import { expectWellFormed } from '../../helpers/invariants';
import { Fixture, FixtureSpec, buildFixture, customData, named } from './fixture';
import { readingText } from '../../../src/core/describe';

const IDS: [number, string][] = [
  [19, 'MHG.CircuitBoard'],
  [1, 'MHG.Switch'],
  [2, 'MHG.Button'],
  [3, 'MHG.PanelSwitch'],
  [9, 'MHG.Delayer'],
  [28, 'MHG.PanelLabel'],
  [40, 'Mod.Gizmo'],
];

const board = (r: number, g: number, b: number, x: number, z: number): Uint8Array => {
  const d = new Uint8Array(11);
  d.set([r, g, b]);
  new DataView(d.buffer).setUint32(3, x, true);
  new DataView(d.buffer).setUint32(7, z, true);
  return d;
};
const toggle = (on: number): Uint8Array => new Uint8Array([0x12, 0xab, 0x0c, on]);

/** Label: alignment 2, colour #010203, font size 0.5, monospace, "Hi", 3 x 4 squares, alignment 0. */
const LABEL = new Uint8Array([
  ...[2, 0, 0, 0],
  ...[1, 2, 3],
  ...[0, 0, 0, 0x3f],
  1,
  ...[2, 0, 0, 0, 0x48, 0x69],
  ...[3, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0],
]);

function decode(spec: FixtureSpec): { f: Fixture; d: BlotterDecoded; components: SpanNode } {
  const f = buildFixture({ ids: IDS, ...spec });
  const d = blotterFormat.decode(f.bytes, { fileName: 'test.logicworld' });
  expectWellFormed(d.root, d.diagnostics, f.bytes.length);
  return { f, d, components: named(d.root, 'components') };
}

const span = (n: SpanNode) => ({ offset: n.offset, length: n.length, type: n.type, value: n.value });

describe('blotter custom data', () => {
  it('MHG.CircuitBoard: colour as #RRGGBB over three u8, then the size in squares as two u32', () => {
    const { components } = decode({ components: [{ numericId: 19, customData: board(0x12, 0x34, 0x56, 7, 300) }] });
    const { node, at } = customData(components, 0);
    expect(readingText(node)).toBe('#123456, 7 x 300 squares');
    const data = named(node, 'data');
    expect(data.type).toBe('CircuitBoardData');
    expect(readingText(data)).toContain('(layout: documented; agausmann/blotter.rs src/custom_data.rs');
    const color = named(data, 'color');
    expect(span(color)).toEqual({ offset: at, length: 3, type: 'Color24', value: '#123456' });
    expect(['r', 'g', 'b'].map((c) => span(named(color, c)))).toEqual([
      { offset: at, length: 1, type: 'u8', value: 0x12 },
      { offset: at + 1, length: 1, type: 'u8', value: 0x34 },
      { offset: at + 2, length: 1, type: 'u8', value: 0x56 },
    ]);
    expect(span(named(data, 'sizeX'))).toEqual({ offset: at + 3, length: 4, type: 'u32', value: 7 });
    expect(span(named(data, 'sizeZ'))).toEqual({ offset: at + 7, length: 4, type: 'u32', value: 300 });
    expect(readingText(named(data, 'sizeZ'))).toBe('300 squares');
  });

  it('MHG.Switch and MHG.Button: colour, then the on (pressed) byte as a bool', () => {
    const { components } = decode({
      components: [
        { numericId: 19, customData: board(0, 0, 0, 1, 1) },
        { address: 2, parent: 1, numericId: 1, customData: toggle(1) },
        { address: 3, parent: 1, numericId: 2, customData: toggle(0) },
        { address: 4, parent: 1, numericId: 3, customData: toggle(1) },
      ],
    });
    const sw = customData(components, 1);
    expect(readingText(sw.node)).toBe('#12AB0C, ON');
    expect(span(named(named(sw.node, 'data'), 'on'))).toEqual({
      offset: sw.at + 3,
      length: 1,
      type: 'bool',
      value: true,
    });
    const button = customData(components, 2);
    expect(readingText(button.node)).toBe('#12AB0C, released');
    expect(named(named(button.node, 'data'), 'pressed').value).toBe(false);
    // The panel variant is read as the switch, and says that this is a guess.
    const panel = named(customData(components, 3).node, 'data');
    expect(readingText(panel)).toBe('#12AB0C, ON (layout: guessed; taken to be that of MHG.Switch)');
  });

  it('a state byte other than 0 and 1 reads as ON and says what is stored', () => {
    const { components } = decode({ components: [{ numericId: 1, customData: toggle(5) }] });
    expect(readingText(named(named(customData(components, 0).node, 'data'), 'on'))).toBe('ON (stored as 5)');
  });

  it('MHG.Delayer: the delay counter, then the delay in ticks, as i32', () => {
    const delayer = new Uint8Array([3, 0, 0, 0, 12, 0, 0, 0]);
    const { components } = decode({ components: [{ numericId: 9, customData: delayer }] });
    const { node, at } = customData(components, 0);
    expect(readingText(node)).toBe('12 ticks delay');
    const data = named(node, 'data');
    expect(span(named(data, 'delayCounter'))).toEqual({ offset: at, length: 4, type: 'i32', value: 3 });
    expect(span(named(data, 'delayLengthInTicks'))).toEqual({ offset: at + 4, length: 4, type: 'i32', value: 12 });
    expect(readingText(named(data, 'delayLengthInTicks'))).toBe('12 ticks');
  });

  it('MHG.PanelLabel: alignment, colour, font size, monospace, text, size, alignment', () => {
    const { components } = decode({ components: [{ numericId: 28, customData: LABEL }] });
    const { node, at } = customData(components, 0);
    expect(readingText(node)).toBe('"Hi", #010203');
    const data = named(node, 'data');
    const values = Array.from({ length: data.childCount }, (_, k) => [data.child(k).name, data.child(k).value]);
    expect(values).toEqual([
      ['horizontalAlignment', 2],
      ['color', '#010203'],
      ['fontSizeMax', 0.5],
      ['monospace', true],
      ['text', undefined],
      ['sizeX', 3],
      ['sizeZ', 4],
      ['verticalAlignment', 0],
    ]);
    expect(span(named(data, 'fontSizeMax'))).toEqual({ offset: at + 7, length: 4, type: 'f32', value: 0.5 });
    const text = named(named(data, 'text'), 'text');
    expect(span(text)).toEqual({ offset: at + 16, length: 2, type: 'char[2]', value: 'Hi' });
    expect(span(named(data, 'verticalAlignment'))).toEqual({ offset: at + 26, length: 4, type: 'i32', value: 0 });
  });

  it('every decoded scalar is a field of a type the in-place editor writes, with the size of that type', () => {
    const { components } = decode({
      components: [
        { numericId: 19, customData: board(1, 2, 3, 4, 5) },
        { address: 2, parent: 1, numericId: 1, customData: toggle(0) },
        { address: 3, parent: 1, numericId: 9, customData: new Uint8Array(8) },
        { address: 4, parent: 1, numericId: 28, customData: LABEL },
      ],
    });
    const leaves: SpanNode[] = [];
    const walk = (n: SpanNode): void => {
      if (n.childCount === 0) leaves.push(n);
      for (let k = 0; k < n.childCount; k++) walk(n.child(k));
    };
    for (let i = 0; i < 4; i++) walk(named(customData(components, i).node, 'data'));
    const scalars = leaves.filter((n) => !n.type.startsWith('char['));
    // Board r g b sizeX sizeZ; switch r g b on; delayer 2; label: 2 alignments, r g b, size, font, monospace, text length.
    expect(scalars.length).toBe(5 + 4 + 2 + 10);
    for (const n of scalars) {
      expect(n.kind).toBe('field');
      expect(editableTypes[n.type], n.name).toBe(n.length);
    }
  });

  it('keeps opaque, with the reason: an unknown type, and data that does not fit the layout', () => {
    const { components } = decode({
      components: [
        { numericId: 40, customData: new Uint8Array([1, 2, 3]) },
        { address: 2, parent: 1, numericId: 1, customData: new Uint8Array([1, 2, 3, 4, 5]) },
        { address: 3, parent: 1, numericId: 9, customData: null },
      ],
    });
    const unknown = named(customData(components, 0).node, 'bytes');
    expect(unknown.kind).toBe('opaque');
    expect(readingText(unknown)).toBe('no layout known for Mod.Gizmo: 01 02 03');
    const misfit = named(customData(components, 1).node, 'bytes');
    expect(readingText(misfit)).toBe('does not fit the MHG.Switch layout (4 bytes): 01 02 03 04 05');
    const none = customData(components, 2).node;
    expect(readingText(none)).toBe('no data');
    expect(none.childCount).toBe(1);
  });
});

describe('switch states from bits', () => {
  /** Board C-1 with switches C-2 and C-4 (C-4 on a sub-board C-3), a button C-5, and board C-6 with switch C-7. */
  const rom = () =>
    decode({
      components: [
        { numericId: 19, customData: board(0, 0, 0, 4, 4) },
        { address: 2, parent: 1, numericId: 1, customData: toggle(1) },
        { address: 3, parent: 1, numericId: 19, customData: board(0, 0, 0, 2, 2) },
        { address: 4, parent: 3, numericId: 3, customData: toggle(0) },
        { address: 5, parent: 1, numericId: 2, customData: toggle(0) },
        { address: 6, parent: 0, numericId: 19, customData: board(0, 0, 0, 1, 1) },
        { address: 7, parent: 6, numericId: 1, customData: toggle(0) },
      ],
    });
  const onByte = (f: Fixture, i: number) => (f.at.components[i + 1] ?? f.at.stateCount) - 1;

  it('writes the on-byte of each switch under the board, bit k to the k-th switch in file order', () => {
    const { f, d } = rom();
    expect(switchStateEdits(d, 1, '0b10')).toEqual({
      edits: [
        { offset: onByte(f, 1), bytes: Uint8Array.of(0) },
        { offset: onByte(f, 3), bytes: Uint8Array.of(1) },
      ],
    });
    expect(switchStateEdits(d, 1, '01')).toEqual(switchStateEdits(d, 1, '0x1'));
    expect(switchStateEdits(d, 3, '1')).toEqual({ edits: [{ offset: onByte(f, 3), bytes: Uint8Array.of(1) }] });
    expect(switchStateEdits(d, 6, '0x1')).toEqual({ edits: [{ offset: onByte(f, 6), bytes: Uint8Array.of(1) }] });
  });

  it('says why when the bits do not fit the switches or the component has none', () => {
    const { d } = rom();
    expect(inEnglish(switchStateEdits(d, 1, '101'))).toEqual({
      error: 'expected 2 binary digits, one per switch, got 3',
    });
    expect(inEnglish(switchStateEdits(d, 1, '0x4'))).toEqual({ error: '0x4 does not fit 2 switches: bit 2 is set' });
    expect(inEnglish(switchStateEdits(d, 1, '0x01'))).toEqual({ error: 'expected 1 hex digit for 2 switches, got 2' });
    expect(inEnglish(switchStateEdits(d, 1, '12'))).toEqual({
      error: '"12" is neither hex (0x…) nor binary (0b… or 0/1 digits)',
    });
    expect(inEnglish(switchStateEdits(d, 5, '1'))).toEqual({ error: 'C-5 holds no switches' });
    expect(inEnglish(switchStateEdits(d, 99, '1'))).toEqual({ error: 'no component has address C-99' });
  });

  it('refuses a switch whose data has no on-byte', () => {
    const { d } = decode({
      components: [
        { numericId: 19, customData: board(0, 0, 0, 1, 1) },
        { address: 2, parent: 1, numericId: 1 },
      ],
    });
    expect(inEnglish(switchStateEdits(d, 1, '1'))).toEqual({
      error: 'switch C-2 (component 1) has no switch data to set (custom data length -1)',
    });
  });

  it('reads hex low nibble first and ignores spaces and underscores', () => {
    expect(Array.from(parseBits('0x_A 5', 8) as Uint8Array)).toEqual([1, 0, 1, 0, 0, 1, 0, 1]);
    expect(Array.from(parseBits('0b1100_0001', 8) as Uint8Array)).toEqual([1, 0, 0, 0, 0, 0, 1, 1]);
  });

  it('finds the component that holds a byte, for a tree node or a hex cursor', () => {
    const { f, d } = rom();
    expect(componentAddressAt(d, f.at.components[2])).toBe(3);
    expect(componentAddressAt(d, f.at.components[3] - 1)).toBe(3);
    expect(componentAddressAt(d, f.at.components[6] + 40)).toBe(7);
    expect(componentAddressAt(d, 0)).toBeUndefined();
    expect(componentAddressAt(d, f.at.footer)).toBeUndefined();
  });
});
