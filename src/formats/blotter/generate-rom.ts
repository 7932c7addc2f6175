// A ROM as players build one: a board covered in switches, 16 columns by 8 rows, saved as a subassembly. The file
// order of the switches is shuffled, they sit a few millimetres off their squares, and the upper four rows stand on
// a second board turned half round, so ordering them by place has work to do. A button and a label sit in
// a 17th column.
import { GeneratedFile } from '../../core/format';
import { encodeUtf8 } from '../../core/text';
import { TOGGLE_DATA } from './custom-data';
import { encodeSaveInfo } from './encode';
import { labelData } from './label-data';
import { FOOTER_MAGIC, SaveType } from './layout';
import { ComponentRecord, componentSize, writeComponent } from './records';

export const ROM_COLUMNS = 16;
export const ROM_ROWS = 8;
const SQUARE = 300;
/** The board the upper rows stand on: half a turn about Y, placed so its switches land on the ROM's squares. */
const UPPER = { firstRow: 4, position: [ROM_COLUMNS * SQUARE, 75, ROM_ROWS * SQUARE] as const };
const HALF_TURN = [0, 1, 0, 0] as const;
const IDENTITY = [0, 0, 0, 1] as const;
const FIRST_STATE = 500;

/** A switch of the ROM: its square on the ROM board (row along Z, column along X) and whether it starts on. */
export interface RomSwitch {
  address: number;
  row: number;
  column: number;
  on: number;
}

const mix = (i: number): number => Math.imul(i ^ (i >>> 13), 0x5bd1e995) >>> 9;

/** The ROM's switches in file order (shuffled): addresses from 10 on. */
export function romSwitches(): RomSwitch[] {
  const squares = Array.from({ length: ROM_ROWS * ROM_COLUMNS }, (_, k) => k);
  squares.sort((a, b) => mix(a + 1) - mix(b + 1) || a - b);
  return squares.map((k, n) => ({
    address: 10 + n,
    row: Math.floor(k / ROM_COLUMNS),
    column: k % ROM_COLUMNS,
    on: mix(k + 77) & 1,
  }));
}

function boardData(x: number, z: number): Uint8Array {
  const d = new Uint8Array([0x20, 0x40, 0x60, 0, 0, 0, 0, 0, 0, 0, 0]);
  new DataView(d.buffer).setUint32(3, x, true);
  new DataView(d.buffer).setUint32(7, z, true);
  return d;
}

function record(
  address: number,
  parent: number,
  numericId: number,
  position: number[],
  rest: Partial<ComponentRecord>,
) {
  return {
    address,
    parent,
    numericId,
    position: position as [number, number, number],
    rotation: IDENTITY,
    inputs: [],
    outputs: [],
    customData: null,
    ...rest,
  } satisfies ComponentRecord;
}

/** rom.partialworld: board C-1, the upper board C-2, a button C-3, a label C-4, then the 128 switches. */
export function generateRom(): GeneratedFile {
  const ids: [number, string][] = [
    [19, 'MHG.CircuitBoard'],
    [1, 'MHG.Switch'],
    [2, 'MHG.Button'],
    [28, 'MHG.PanelLabel'],
  ];
  const records: ComponentRecord[] = [
    record(1, 0, 19, [0, 0, 0], { customData: boardData(ROM_COLUMNS + 1, ROM_ROWS) }),
    record(2, 1, 19, [...UPPER.position], { rotation: HALF_TURN, customData: boardData(ROM_COLUMNS, 4) }),
    record(3, 1, 2, [ROM_COLUMNS * SQUARE + 150, 75, 150], {
      outputs: [FIRST_STATE - 1],
      customData: Uint8Array.of(0xb1, 0x0d, 0x13, 0),
    }),
    record(4, 1, 28, [ROM_COLUMNS * SQUARE + 150, 75, 450], { customData: labelData('ROM') }),
  ];
  const on: number[] = [];
  for (const s of romSwitches()) {
    // A few millimetres off the square's centre, as a switch placed by hand can be.
    const jitter = (mix(s.address) % 7) - 3;
    let x = s.column * SQUARE + 150 + jitter;
    let z = s.row * SQUARE + 150 - jitter;
    const upper = s.row >= UPPER.firstRow;
    if (upper) [x, z] = [UPPER.position[0] - x, UPPER.position[2] - z];
    const data = Uint8Array.of(0x9a, 0x48, 0x0d, 0);
    data[TOGGLE_DATA.on] = s.on;
    const state = FIRST_STATE + s.address;
    if (s.on) on.push(state);
    records.push(record(s.address, upper ? 2 : 1, 1, [x, 75, z], { outputs: [state], customData: data }));
  }
  const head = encodeSaveInfo({
    formatVersion: 7,
    gameVersion: [0, 92, 0, 352],
    saveType: SaveType.Subassembly,
    componentCount: records.length,
    wireCount: 0,
    mods: [{ id: encodeUtf8('MHG'), version: [0, 91, 4, -1] }],
    componentIds: ids.map(([numericId, textId]) => ({ numericId, textId: encodeUtf8(textId) })),
  });
  const size = records.reduce((n, r) => n + componentSize(r), head.length) + 4 + 4 * on.length + FOOTER_MAGIC.length;
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  bytes.set(head);
  let at = records.reduce((p, r) => writeComponent(view, p, 7, r), head.length);
  view.setInt32(at, on.length, true);
  for (const id of on) view.setInt32((at += 4), id, true);
  bytes.set(FOOTER_MAGIC, size - FOOTER_MAGIC.length);
  return { name: 'rom.partialworld', bytes };
}
