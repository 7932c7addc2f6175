// The custom data of vanilla component types: each component's settings and state, stored as the bytes of the
// game's binary serializer for the type's data interface (the game keeps null for components without any).
// A layout lists the fields in stored order; how sure it is, and where it comes from, is said with it.

// Public sources. Where only field names are published, the byte order was read off saves the game wrote; for the
// board and the delayer, whose property names are public, it is their alphabetical order.
import { msg, type Text } from '../../core/translatable';

const BLOTTER_RS = 'agausmann/blotter.rs src/custom_data.rs (MHG.CircuitBoard)';
const DELAYER_DATA =
  'IDelayerData { DelayCounter, DelayLengthInTicks }: Attikittyalt1/Attikitty-LogicWorld-Mods ' +
  'AttikittyMiscellaneousComponents/AttikittyMiscellaneousComponents/src/server/StreamDelayer.cs';
const SAVES = msg`subassemblies saved by the game, version ${'0.92.0.352'}`;

/** The field shapes these layouts use: Color24 (R, G, B bytes), little-endian ints and floats, a bool byte, text. */
export type FieldShape = 'color' | 'u32' | 'i32' | 'f32' | 'bool' | 'string';

export interface FieldSpec {
  name: string;
  shape: FieldShape;
  /** Unit counted after the value. */
  unit?: 'squares' | 'ticks';
}

export type Confidence = 'documented' | 'checked on real saves' | 'guessed';

export interface CustomDataLayout {
  /** Node type of the decoded data, e.g. "CircuitBoardData". */
  type: string;
  fields: readonly FieldSpec[];
  confidence: Confidence;
  /** Public source of the layout or of its field names. */
  source: string | Text;
  /** Fixed byte size, or -1 when a text field makes it variable. */
  size: number;
}

function layout(type: string, confidence: Confidence, source: string | Text, fields: FieldSpec[]): CustomDataLayout {
  const fixed = fields.every((f) => f.shape !== 'string');
  return { type, fields, confidence, source, size: fixed ? fields.reduce((n, f) => n + shapeSize(f.shape), 0) : -1 };
}

/** Bytes of a fixed-size shape (a string's own bytes follow its i32 length). */
export function shapeSize(shape: FieldShape): number {
  return shape === 'color' ? 3 : shape === 'bool' ? 1 : 4;
}

const BOARD = layout('CircuitBoardData', 'documented', msg`${BLOTTER_RS}; ${SAVES}`, [
  { name: 'color', shape: 'color' },
  { name: 'sizeX', shape: 'u32', unit: 'squares' },
  { name: 'sizeZ', shape: 'u32', unit: 'squares' },
]);
const SWITCH = layout('SwitchData', 'checked on real saves', SAVES, [
  { name: 'color', shape: 'color' },
  { name: 'on', shape: 'bool' },
]);
const PANEL_SWITCH = { ...SWITCH, confidence: 'guessed' as const, source: msg`taken to be that of ${'MHG.Switch'}` };
const BUTTON = layout('ButtonData', 'checked on real saves', SAVES, [
  { name: 'color', shape: 'color' },
  { name: 'pressed', shape: 'bool' },
]);
const PANEL_BUTTON = { ...BUTTON, confidence: 'guessed' as const, source: msg`taken to be that of ${'MHG.Button'}` };
const DELAYER = layout('DelayerData', 'checked on real saves', msg`${DELAYER_DATA}; ${SAVES}`, [
  { name: 'delayCounter', shape: 'i32' },
  { name: 'delayLengthInTicks', shape: 'i32', unit: 'ticks' },
]);
const PANEL_LABEL = layout(
  'LabelData',
  'checked on real saves',
  msg`${SAVES} (${'MHG.PanelLabel'}; field names guessed)`,
  [
    { name: 'horizontalAlignment', shape: 'i32' },
    { name: 'color', shape: 'color' },
    { name: 'fontSizeMax', shape: 'f32' },
    { name: 'monospace', shape: 'bool' },
    { name: 'text', shape: 'string' },
    { name: 'sizeX', shape: 'i32', unit: 'squares' },
    { name: 'sizeZ', shape: 'i32', unit: 'squares' },
    { name: 'verticalAlignment', shape: 'i32' },
  ],
);
const LABEL = { ...PANEL_LABEL, confidence: 'guessed' as const, source: msg`taken to be that of ${'MHG.PanelLabel'}` };

/** Layout by component text id. */
export const CUSTOM_DATA_LAYOUTS: ReadonlyMap<string, CustomDataLayout> = new Map([
  ['MHG.CircuitBoard', BOARD],
  ['MHG.Switch', SWITCH],
  ['MHG.PanelSwitch', PANEL_SWITCH],
  ['MHG.Button', BUTTON],
  ['MHG.PanelButton', PANEL_BUTTON],
  ['MHG.Delayer', DELAYER],
  ['MHG.PanelLabel', PANEL_LABEL],
  ['MHG.Label', LABEL],
]);

/** What the whole-file rules look for in a type's data (0: a type without a known layout). */
export const enum CustomKind {
  None = 0,
  Board = 1,
  /** A switch or button: colour, then the on (pressed) byte. */
  Toggle = 2,
  Other = 3,
}

const TOGGLES: readonly CustomDataLayout[] = [SWITCH, PANEL_SWITCH, BUTTON, PANEL_BUTTON];

export function customKindOf(textId: string): CustomKind {
  const l = CUSTOM_DATA_LAYOUTS.get(textId);
  if (!l) return CustomKind.None;
  return l === BOARD ? CustomKind.Board : TOGGLES.includes(l) ? CustomKind.Toggle : CustomKind.Other;
}

/** Switches (not buttons): what "set switch states from bits" writes. */
export function isSwitch(textId: string): boolean {
  const l = CUSTOM_DATA_LAYOUTS.get(textId);
  return l === SWITCH || l === PANEL_SWITCH;
}

/** Offsets inside the data of the fields the rules check. */
export const BOARD_DATA = { sizeX: 3, sizeZ: 7, size: 11 } as const;
export const TOGGLE_DATA = { on: 3, size: 4 } as const;

/**
 * Whether `length` bytes at `at` are exactly one record of `l`: a fixed size matches, or every text's i32 length
 * is non-negative and the fields end where the data does.
 */
export function fitsLayout(l: CustomDataLayout, view: DataView, at: number, length: number): boolean {
  if (l.size >= 0) return length === l.size;
  const end = at + length;
  let p = at;
  for (const f of l.fields) {
    if (f.shape !== 'string') {
      p += shapeSize(f.shape);
      continue;
    }
    if (end - p < 4) return false;
    const n = view.getInt32(p, true);
    if (n < 0 || n > end - p - 4) return false;
    p += 4 + n;
  }
  return p === end;
}
