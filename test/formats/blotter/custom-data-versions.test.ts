// The custom data of the game's 0.92 panel components and of common mods' components, built field by field as the
// cited sources write them; layouts chosen by the save's game version; and what a layout that does not fit gives:
// a documented one a warning, a guessed one an info with the bytes shown raw.
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readingText } from '../../../src/core/describe';
import { render } from '../../../src/core/translatable';
import { SpanNode } from '../../../src/core/node';
import { editableTypes } from '../../../src/protocol';
import { blotterFormat } from '../../../src/formats/blotter';
import { VersionQuad } from '../../../src/formats/blotter/model';
import { expectWellFormed, only } from '../../helpers/invariants';
import { buildFixture, customData, named } from './fixture';

const IDS: [number, string][] = [
  [28, 'MHG.PanelButton'],
  [29, 'MHG.PanelDisplay'],
  [30, 'MHG.StandingDisplay'],
  [40, 'CheeseUtilMod.HexResizable'],
  [41, 'CheeseUtilMod.Ram8aX8b'],
  [42, 'CheeseUtilMod.Ram4aX16b'],
  [45, 'CheeseUtilMod.Ram4aX8b'],
  [46, 'HuntaBaddayCPUmod.Memory16x16'],
  [43, 'CheeseUtilMod.RamResizable'],
  [44, 'HuntaBaddayCPUmod.Buffer8_sw'],
];
const id = (name: string): number => IDS.find(([, n]) => n === name)![0];

const V0_92_3: VersionQuad = [0, 92, 3, 0];
const V0_91: VersionQuad = [0, 91, 4, 0];

/** The game serializer's encodings: Color24 as 3 bytes, ints little-endian, a byte array as i32 length + bytes. */
class Data {
  private readonly out: number[] = [];
  color(r: number, g: number, b: number): this {
    this.out.push(r, g, b);
    return this;
  }
  u8(v: number): this {
    this.out.push(v);
    return this;
  }
  i32(v: number): this {
    const b = new Uint8Array(4);
    new DataView(b.buffer).setInt32(0, v, true);
    this.out.push(...b);
    return this;
  }
  array(bytes: Uint8Array): this {
    return this.i32(bytes.length).raw(bytes);
  }
  raw(bytes: Uint8Array): this {
    this.out.push(...bytes);
    return this;
  }
  get bytes(): Uint8Array {
    return Uint8Array.from(this.out);
  }
}

/** What .NET DeflateStream.Flush leaves before the stream is closed: raw deflate ending in a sync flush. */
const packed = (memory: Uint8Array): Uint8Array =>
  new Uint8Array(zlib.deflateRawSync(memory, { finishFlush: zlib.constants.Z_SYNC_FLUSH }));

function decode(gameVersion: VersionQuad, textId: string, data: Uint8Array) {
  const f = buildFixture({ gameVersion, ids: IDS, components: [{ numericId: id(textId), customData: data }] });
  const d = blotterFormat.decode(f.bytes, { fileName: 'test.logicworld' });
  expectWellFormed(d.root, d.diagnostics, f.bytes.length);
  return { f, d, ...customData(named(d.root, 'components'), 0) };
}

/**
 * Every diagnostic of decode and validate, its message in English; not the id map's type use (the fixture maps
 * every type of the versions tested and lists only MHG's mod: rules.test.ts checks those).
 */
async function diagnose(bytes: Uint8Array) {
  const d = blotterFormat.decode(bytes, { fileName: 'test.logicworld' });
  const typeUse = new Set(['blotter.unused-component-type', 'blotter.component-mod-missing']);
  const validated = await blotterFormat.validate(d, bytes, { fileName: 'test.logicworld' });
  const all = [...d.diagnostics, ...validated.filter((x) => !typeUse.has(x.code))];
  return all.map((x) => ({
    code: x.code,
    severity: x.severity,
    offset: x.offset,
    length: x.length,
    message: render(x.message),
  }));
}

const span = (n: SpanNode) => ({ offset: n.offset, length: n.length, type: n.type, value: n.value });

describe('blotter custom data of game 0.92 panel components', () => {
  it('MHG.PanelButton (0.92): IPanelButtonData ButtonColor, ButtonDown, SizeX, SizeZ in 12 bytes', async () => {
    const bytes = new Data().color(0x20, 0x40, 0x60).u8(1).i32(2).i32(3).bytes;
    expect(bytes.length).toBe(12);
    const { f, node, at } = decode(V0_92_3, 'MHG.PanelButton', bytes);
    expect(readingText(node)).toBe('#204060, pressed, 2 x 3 squares');
    const data = named(node, 'data');
    expect(readingText(data)).toContain('(layout: documented; IPanelButtonData');
    expect(span(named(data, 'color'))).toEqual({ offset: at, length: 3, type: 'Color24', value: '#204060' });
    expect(span(named(data, 'pressed'))).toEqual({ offset: at + 3, length: 1, type: 'bool', value: true });
    expect(span(named(data, 'sizeX'))).toEqual({ offset: at + 4, length: 4, type: 'i32', value: 2 });
    expect(span(named(data, 'sizeZ'))).toEqual({ offset: at + 8, length: 4, type: 'i32', value: 3 });
    expect(await diagnose(f.bytes)).toEqual([]);
  });

  it('MHG.PanelButton before 0.92: the guessed 4-byte layout of MHG.Button, picked by the save header', () => {
    const { node } = decode(V0_91, 'MHG.PanelButton', new Data().color(1, 2, 3).u8(0).bytes);
    expect(readingText(named(node, 'data'))).toBe(
      '#010203, released (layout: guessed; taken to be that of MHG.Button)',
    );
  });

  it('a guessed layout that does not fit: an info over the length and data, the bytes shown raw', async () => {
    const bytes = new Data().color(1, 2, 3).u8(0).i32(1).i32(1).bytes;
    const { f, node } = decode(V0_91, 'MHG.PanelButton', bytes);
    const raw = named(node, 'bytes');
    expect({ offset: raw.offset, length: raw.length, kind: raw.kind }).toEqual({
      offset: node.offset + 4,
      length: 12,
      kind: 'opaque',
    });
    expect(readingText(raw)).toBe(
      'layout unknown for this version: 12 bytes shown raw: 01 02 03 00 01 00 00 00 01 00 00 00',
    );
    const d = only(await diagnose(f.bytes), 'blotter.custom-data-unknown-layout');
    expect(d).toEqual({
      code: 'blotter.custom-data-unknown-layout',
      severity: 'info',
      offset: f.at.stateCount - 16,
      length: 16,
      message: 'component 0 (MHG.PanelButton): layout unknown for this version: 12 bytes shown raw',
    });
  });

  it('a documented layout that does not fit stays a warning', async () => {
    const { f } = decode(V0_92_3, 'MHG.PanelDisplay', new Data().i32(0).i32(1).bytes);
    const d = only(await diagnose(f.bytes), 'blotter.custom-data-layout');
    expect({ severity: d.severity, offset: d.offset, length: d.length }).toEqual({
      severity: 'warning',
      offset: f.at.stateCount - 12,
      length: 12,
    });
  });

  it('MHG.PanelDisplay: IPanelDisplayData DisplayConfigurationIndex, SizeX, SizeZ (bytes a 0.92.3 save holds)', () => {
    const bytes = Uint8Array.of(0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0);
    const { node, at } = decode(V0_92_3, 'MHG.PanelDisplay', bytes);
    expect(readingText(node)).toBe('display configuration 0, 1 x 1 square');
    const data = named(node, 'data');
    expect(span(named(data, 'displayConfigurationIndex'))).toEqual({ offset: at, length: 4, type: 'i32', value: 0 });
    expect(span(named(data, 'sizeX'))).toEqual({ offset: at + 4, length: 4, type: 'i32', value: 1 });
    expect(span(named(data, 'sizeZ'))).toEqual({ offset: at + 8, length: 4, type: 'i32', value: 1 });
  });

  it('MHG.PanelDisplay before 0.92: no layout for that version, the bytes kept and no diagnostic', async () => {
    const { f, node } = decode(V0_91, 'MHG.PanelDisplay', new Data().i32(3).bytes);
    expect(readingText(named(node, 'bytes'))).toBe(
      'no layout known for MHG.PanelDisplay in this game version: 03 00 00 00',
    );
    expect(await diagnose(f.bytes)).toEqual([]);
  });

  it('MHG.StandingDisplay: IDisplayData DisplayConfigurationIndex', () => {
    const { node, at } = decode(V0_92_3, 'MHG.StandingDisplay', new Data().i32(5).bytes);
    expect(readingText(node)).toBe('display configuration 5');
    expect(span(named(named(node, 'data'), 'displayConfigurationIndex'))).toEqual({
      offset: at,
      length: 4,
      type: 'i32',
      value: 5,
    });
  });
});

describe('blotter custom data of mods', () => {
  it('CheeseUtilMod.HexResizable: IData color, size in 7 bytes', () => {
    const { node, at } = decode(V0_92_3, 'CheeseUtilMod.HexResizable', new Data().color(0xff, 0xbf, 0).i32(4).bytes);
    expect(readingText(node)).toBe('#FFBF00, size 4 squares');
    const data = named(node, 'data');
    expect(span(named(data, 'color'))).toEqual({ offset: at, length: 3, type: 'Color24', value: '#FFBF00' });
    expect(span(named(data, 'size'))).toEqual({ offset: at + 3, length: 4, type: 'i32', value: 4 });
  });

  it('CheeseUtilMod.Ram8aX8b: IRamData ClientIncomingData, Data (the memory, deflated), State; words by address', async () => {
    const memory = new Uint8Array(256);
    memory[0x10] = 0x42;
    memory[0xff] = 7;
    const data = packed(memory);
    const bytes = new Data().array(new Uint8Array(0)).array(data).u8(0).bytes;
    const { f, node, at } = decode(V0_92_3, 'CheeseUtilMod.Ram8aX8b', bytes);
    const fields = named(node, 'data');
    expect(span(named(named(fields, 'clientIncomingData'), 'length'))).toEqual({
      offset: at,
      length: 4,
      type: 'i32',
      value: 0,
    });
    const array = named(fields, 'data');
    expect(span(named(array, 'length'))).toEqual({ offset: at + 4, length: 4, type: 'i32', value: data.length });
    expect(span(named(array, 'bytes'))).toEqual({
      offset: at + 8,
      length: data.length,
      type: `u8[${data.length}]`,
      value: undefined,
    });
    expect(span(named(fields, 'state'))).toEqual({ offset: at + 8 + data.length, length: 1, type: 'u8', value: 0 });
    const words = named(array, 'memory');
    expect(words.shadow).toBe(true);
    expect({ type: words.type, count: words.childCount, text: readingText(words) }).toEqual({
      type: 'inflated u8[256]',
      count: 256,
      text: '256 words of 8 bits, 2 not 0',
    });
    expect(span(words.child(0x10))).toEqual({ offset: at + 8, length: data.length, type: 'inflated u8', value: 0x42 });
    // A row has no byte of its own to overwrite: it is not offered for in-place editing.
    expect(words.child(0x10).type in editableTypes).toBe(false);
    expect([words.child(0x10).name, readingText(words.child(0x10))]).toEqual(['0x0010', '0x42']);
    expect(words.child(0xff).value).toBe(7);
    expect(await diagnose(f.bytes)).toEqual([]);
  });

  it('CheeseUtilMod.Ram4aX16b: 16-bit words, little-endian', () => {
    const memory = new Uint8Array(32);
    new DataView(memory.buffer).setUint16(2 * 3, 0xbeef, true);
    const bytes = new Data().array(new Uint8Array(0)).array(packed(memory)).u8(0).bytes;
    const { node } = decode(V0_92_3, 'CheeseUtilMod.Ram4aX16b', bytes);
    const words = named(named(named(node, 'data'), 'data'), 'memory');
    expect({ type: words.type, count: words.childCount }).toEqual({ type: 'inflated u16[16]', count: 16 });
    expect([words.child(3).value, readingText(words.child(3))]).toEqual([0xbeef, '0xBEEF']);
  });

  it('CheeseUtilMod.RamResizable: address and word width, then the arrays; words as wide as bitWidth says', () => {
    const memory = new Uint8Array(2 * 8);
    new DataView(memory.buffer).setUint16(2 * 7, 0x0abc, true);
    const data = packed(memory);
    const bytes = new Data().i32(3).i32(12).array(new Uint8Array(0)).array(data).u8(0).bytes;
    const { node, at } = decode(V0_92_3, 'CheeseUtilMod.RamResizable', bytes);
    const fields = named(node, 'data');
    expect(span(named(fields, 'addressWidth'))).toEqual({ offset: at, length: 4, type: 'i32', value: 3 });
    expect(span(named(fields, 'bitWidth'))).toEqual({ offset: at + 4, length: 4, type: 'i32', value: 12 });
    expect(named(fields, 'state').offset).toBe(at + 16 + data.length);
    const words = named(named(fields, 'data'), 'memory');
    expect({ type: words.type, count: words.childCount, last: words.child(7).value }).toEqual({
      type: 'inflated u16[8]',
      count: 8,
      last: 0xabc,
    });
    expect(readingText(words.child(7))).toBe('0xABC');
  });

  it('HuntaBaddayCPUmod.Buffer8_sw: its own SerializeCustomData, the whole data a deflate stream', async () => {
    const state = new Uint8Array(0x10000 + 7);
    state[0x1234] = 0x99;
    state[0x10000] = 1; // ptr1
    const data = packed(state);
    const { f, node, at } = decode(V0_92_3, 'HuntaBaddayCPUmod.Buffer8_sw', data);
    const stream = named(named(node, 'data'), 'state');
    expect({ offset: stream.offset, length: stream.length }).toEqual({ offset: at, length: data.length });
    const words = named(named(node, 'data'), 'memory');
    expect({ type: words.type, count: words.childCount, value: words.child(0x1234).value }).toEqual({
      type: 'inflated u8[65536]',
      count: 65536,
      value: 0x99,
    });
    expect(await diagnose(f.bytes)).toEqual([]);
  });

  it('HuntaBaddayCPUmod.Memory16x16: IRamData like the CheeseUtilMod RAMs, 65,536 words of 16 bits', () => {
    const memory = new Uint8Array(0x20000);
    new DataView(memory.buffer).setUint16(2 * 0xfffe, 0x1234, true);
    const data = packed(memory);
    const { node, at } = decode(
      V0_92_3,
      'HuntaBaddayCPUmod.Memory16x16',
      new Data().array(new Uint8Array(0)).array(data).u8(1).bytes,
    );
    const fields = named(node, 'data');
    expect(readingText(fields)).toContain('HuntaBaddayCPUmod/src/shared/IRamData.cs');
    expect(span(named(fields, 'state'))).toEqual({ offset: at + 8 + data.length, length: 1, type: 'u8', value: 1 });
    const words = named(named(fields, 'data'), 'memory');
    expect({ type: words.type, count: words.childCount, value: words.child(0xfffe).value }).toEqual({
      type: 'inflated u16[65536]',
      count: 65536,
      value: 0x1234,
    });
    expect(words.child(0xfffe).name).toBe('0xFFFE');
  });

  it('a memory stream longer than the RAM is cut at the RAM; a shorter one says the rest are 0', () => {
    const ram = (memory: Uint8Array) =>
      named(
        named(
          named(
            decode(
              V0_92_3,
              'CheeseUtilMod.Ram4aX8b',
              new Data().array(new Uint8Array(0)).array(packed(memory)).u8(0).bytes,
            ).node,
            'data',
          ),
          'data',
        ),
        'memory',
      );
    const long = ram(new Uint8Array(1000).fill(1));
    expect({ count: long.childCount, text: readingText(long) }).toEqual({
      count: 16,
      text: '16 words of 8 bits, 16 not 0',
    });
    const short = ram(Uint8Array.of(5, 0, 6));
    expect({ count: short.childCount, text: readingText(short) }).toEqual({
      count: 3,
      text: '3 words of 8 bits, 2 not 0 (the RAM has 16; the rest are 0)',
    });
  });

  it('a RAM whose memory is not a deflate stream says so and has no rows', () => {
    const bytes = new Data()
      .array(new Uint8Array(0))
      .array(Uint8Array.of(0xff, 0xff, 0xff))
      .u8(0).bytes;
    const { node } = decode(V0_92_3, 'CheeseUtilMod.Ram8aX8b', bytes);
    const words = named(named(named(node, 'data'), 'data'), 'memory');
    expect({ count: words.childCount, text: readingText(words) }).toEqual({
      count: 0,
      text: 'not a deflate stream: memory unreadable',
    });
  });
});
