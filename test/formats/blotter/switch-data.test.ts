// Load Data into Switches and Read Switches as Data on the generated ROM board: every switch checked bit by bit for
// each bit order and start corner, data too long refused, the loaded file still valid, read -> load unchanged.
import { render } from '../../../src/core/translatable';
import { inEnglish } from '../../helpers/english';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analysis';
import { blotterFormat } from '../../../src/formats/blotter';
import { BlotterDecoded } from '../../../src/formats/blotter/decode';
import { ROM_COLUMNS, ROM_ROWS, generateRom, romSwitches } from '../../../src/formats/blotter/generate-rom';
import { loadSwitchData, readSwitchData } from '../../../src/formats/blotter/switch-data';
import { LAYOUT_CHOICES, START_CORNERS, layoutOf, type SwitchLayout } from '../../../src/formats/blotter/switch-layout';
import { BufferStore, EditHistory } from '../../../src/editor/edit-history';

const rom = generateRom();
const decode = (bytes: Uint8Array) => blotterFormat.decode(bytes, { fileName: rom.name }) as BlotterDecoded;
const decoded = decode(rom.bytes);
const t = decoded.index!.components;
/** The ROM board C-1 as the tree's context menu gives it: its record's range. */
const board = { offset: t.start(0), length: t.length(0) };
const switches = romSwitches();
const SWITCHES = ROM_ROWS * ROM_COLUMNS;

/** The on-byte of every ROM switch after the edits, by address. */
function onBytes(bytes: Uint8Array): Map<number, number> {
  const d = decode(bytes);
  const c = d.index!.components;
  const out = new Map<number, number>();
  for (let i = 0; i < c.count; i++) {
    const length = c.i32(c.customLengthAt(i));
    if (length === 4) out.set(c.address(i), bytes[c.customLengthAt(i) + 4 + 3]);
  }
  return out;
}

function load(layout: SwitchLayout, data: Parameters<typeof loadSwitchData>[3], bytes = rom.bytes) {
  const r = loadSwitchData(decode(bytes), board.offset, board.length, data, layout);
  if ('error' in r) throw new Error(render(r.error));
  const history = new EditHistory(new BufferStore(bytes.slice()));
  if (r.edits.length) history.applyAll(r.edits, 'load');
  return { bytes: history.store.bytes, summary: render(r.summary), edits: r.edits };
}

/** Fill index of the switch on square (row, column), worked out from the start corner by hand. */
function fillIndex(row: number, column: number, corner: string): number {
  const r = corner[2] === '-' ? row : ROM_ROWS - 1 - row;
  const c = corner[0] === '-' ? column : ROM_COLUMNS - 1 - column;
  return r * ROM_COLUMNS + c;
}

describe('Load Data into Switches', () => {
  // 16 bytes, every bit pattern different from its neighbours'.
  const data = Uint8Array.from({ length: SWITCHES / 8 }, (_, k) => (k * 37 + 0x5a) & 0xff);

  for (const corner of START_CORNERS) {
    for (const order of ['msb', 'lsb'] as const) {
      it(`sets each switch to its bit: ${order} first, rows from ${corner}`, async () => {
        const { bytes, summary } = load({ order, corner }, { bytes: data });
        const on = onBytes(bytes);
        for (const s of switches) {
          const k = fillIndex(s.row, s.column, corner);
          const bit = (data[k >> 3] >> (order === 'msb' ? 7 - (k % 8) : k % 8)) & 1;
          expect(on.get(s.address), `C-${s.address} at row ${s.row}, column ${s.column}`).toBe(bit);
        }
        expect(summary).toMatch(/^Loaded 16 bytes into the 128 switches of C-1 \(/);
        const a = await analyze(rom.name, bytes);
        expect(a.diagnostics).toEqual([]);
      });
    }
  }

  it('switches off the switches after shorter data, and leaves the button alone', () => {
    const { bytes } = load({ order: 'msb', corner: '-x-z' }, { bytes: Uint8Array.of(0xff) });
    const on = onBytes(bytes);
    for (const s of switches) expect(on.get(s.address)).toBe(fillIndex(s.row, s.column, '-x-z') < 8 ? 1 : 0);
    expect(on.get(3)).toBe(0);
  });

  it('holds a number as one binary number across the switches', () => {
    const msb = onBytes(load({ order: 'msb', corner: '-x-z' }, { number: '0b101' }).bytes);
    const lsb = onBytes(load({ order: 'lsb', corner: '-x-z' }, { number: '5' }).bytes);
    for (const s of switches) {
      const k = fillIndex(s.row, s.column, '-x-z');
      expect(msb.get(s.address)).toBe(k === SWITCHES - 1 || k === SWITCHES - 3 ? 1 : 0);
      expect(lsb.get(s.address)).toBe(k === 0 || k === 2 ? 1 : 0);
    }
  });

  it('refuses data longer than the switches, saying how many it needs', () => {
    const layout: SwitchLayout = { order: 'msb', corner: '-x-z' };
    const tooLong = loadSwitchData(decoded, board.offset, board.length, { bytes: new Uint8Array(17) }, layout);
    expect(inEnglish(tooLong)).toEqual({ error: 'the data needs 136 switches, the board has 128' });
    const tooBig = loadSwitchData(decoded, board.offset, board.length, { number: '0x1' + '0'.repeat(32) }, layout);
    expect(inEnglish(tooBig)).toEqual({ error: 'the data needs 129 switches, the board has 128' });
    const notNumber = loadSwitchData(decoded, board.offset, board.length, { number: '12z' }, layout);
    expect(inEnglish(notNumber)).toEqual({ error: '"12z" is not a number (decimal, 0x… hex or 0b… binary)' });
  });

  it('counts the padding bits of the last byte only when they are set (one switch selected)', () => {
    const one = t.find(switches[0].address);
    const layout: SwitchLayout = { order: 'msb', corner: '-x-z' };
    const load1 = (byte: number) =>
      loadSwitchData(decoded, t.start(one), t.length(one), { bytes: Uint8Array.of(byte) }, layout);
    expect(inEnglish(load1(0x80))).toMatchObject({
      summary: expect.stringMatching(/^Loaded 1 byte into the 1 switch of C-10 /),
    });
    expect(inEnglish(load1(0x40))).toEqual({ error: 'the data needs 8 switches, the board has 1' });
  });

  it('says why when the selection holds no switches', () => {
    const layout: SwitchLayout = { order: 'msb', corner: '-x-z' };
    const button = t.find(3);
    expect(inEnglish(loadSwitchData(decoded, t.start(button), 1, { number: '1' }, layout))).toEqual({
      error: 'C-3 holds no switches',
    });
    expect(inEnglish(readSwitchData(decoded, 0, 1, layout))).toEqual({
      error: 'byte 0x0 is not inside a component: select a board or components',
    });
  });
});

describe('Read Switches as Data', () => {
  it('reads the bits back as loaded, for every layout', () => {
    const data = Uint8Array.from({ length: 16 }, (_, k) => 255 - k * 13);
    for (const corner of START_CORNERS) {
      for (const order of ['msb', 'lsb'] as const) {
        const { bytes } = load({ order, corner }, { bytes: data });
        const r = readSwitchData(decode(bytes), board.offset, board.length, { order, corner });
        expect(r).toMatchObject({ bytes: data });
      }
    }
  });

  it('read -> load leaves the file byte for byte as it was, in every layout', () => {
    for (const corner of START_CORNERS) {
      for (const order of ['msb', 'lsb'] as const) {
        const r = readSwitchData(decoded, board.offset, board.length, { order, corner });
        if ('error' in r) throw new Error(render(r.error));
        const again = load({ order, corner }, { bytes: r.bytes });
        expect(again.edits).toEqual([]);
        expect(again.bytes).toEqual(rom.bytes);
      }
    }
  });

  it('says what it read', () => {
    expect(
      inEnglish(readSwitchData(decoded, board.offset, board.length, { order: 'msb', corner: '+x-z' })),
    ).toMatchObject({
      summary: 'Read the 128 switches of C-1 as 16 bytes (MSB first, rows from the +X −Z corner)',
    });
  });

  it('reads a selection of several components in the frame of the board they share', () => {
    // The records of the button, the label and the first switches: the switches among them, ordered on C-1.
    const firstSwitch = t.find(switches[0].address);
    const range = { offset: t.start(2), length: t.start(firstSwitch + 2) - t.start(2) };
    const r = readSwitchData(decoded, range.offset, range.length, { order: 'lsb', corner: '-x-z' });
    if ('error' in r) throw new Error(render(r.error));
    expect(render(r.summary)).toMatch(/^Read the 2 switches of 4 components as 1 byte /);
    const picked = switches
      .slice(0, 2)
      .sort((a, b) => fillIndex(a.row, a.column, '-x-z') - fillIndex(b.row, b.column, '-x-z'));
    expect(r.bytes).toEqual(Uint8Array.of(picked[0].on | (picked[1].on << 1)));
  });
});

describe('the layout choice the commands ask for', () => {
  it('offers every bit order from every corner, each named, and reads its value back as that layout', () => {
    const layouts = LAYOUT_CHOICES.map((c) => [layoutOf(c.value), render(c.label)] as const);
    expect(layouts).toHaveLength(8);
    expect(new Set(layouts.map(([l]) => `${l.order} ${l.corner}`)).size).toBe(8);
    for (const [l] of layouts) expect(START_CORNERS).toContain(l.corner);
    expect(layouts[0]).toEqual([
      { order: 'msb', corner: '-x-z' },
      "MSB first, rows from the −X −Z corner (the board's origin)",
    ]);
    expect(layouts[3]).toEqual([{ order: 'lsb', corner: '+x-z' }, 'LSB first, rows from the +X −Z corner']);
  });
});
