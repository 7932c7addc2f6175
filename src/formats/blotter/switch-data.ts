// "Load Data into Switches" and "Read Switches as Data": a board of switches (a ROM) as a run of bits, in the order
// of switch-order.ts. Loading writes only the on-bytes that change, in place; the circuit states are left as stored,
// as "Set Switch States from Bits" leaves them.
//
// Only switches carry data. A button's stored byte is whether it was held down when the game saved, and a button
// springs back when let go, so it holds no setting to load or read.
import { BlotterDecoded } from './decode';
import { onByteAt } from './switch-bits';
import { SaveIndex } from './save-index';
import { SelectedSwitches, switchesInRange } from './switch-board';
import { dataBit, packBits, rowMajorOrder } from './switch-order';
import { counted, msg, type Text } from '../../core/translatable';
import {
  layoutName,
  type BitOrder,
  type SwitchData,
  type SwitchLayout,
  type SwitchLoad,
  type SwitchRead,
} from './switch-layout';
import type { ByteChange } from '../../core/byte-change';

/** The edits that load `data` into the switches of the selection [offset, offset + length), or why they cannot. */
export function loadSwitchData(
  decoded: BlotterDecoded,
  offset: number,
  length: number,
  data: SwitchData,
  layout: SwitchLayout,
): SwitchLoad {
  const board = orderedSwitches(decoded, offset, length, layout);
  if ('error' in board) return board;
  const { save, sel, onBytes } = board;
  const count = onBytes.length;
  const bits =
    'bytes' in data ? bytesToBits(data.bytes, count, layout.order) : numberToBits(data.number, count, layout);
  if (typeof bits === 'number') {
    const needs = switchCount(bits);
    return {
      error: sel.single
        ? msg`the data needs ${needs}, the board has ${count}`
        : msg`the data needs ${needs}, the selection has ${count}`,
    };
  }
  if (!(bits instanceof Uint8Array)) return { error: bits };
  const edits: ByteChange[] = [];
  onBytes.forEach((at, k) => {
    if (+(save.components.u8(at) !== 0) !== bits[k]) edits.push({ offset: at, bytes: Uint8Array.of(bits[k]) });
  });
  const what = 'bytes' in data ? counted(data.bytes.length, 'byte') : data.number.trim();
  const [all, changed, how] = [switchCount(count), switchCount(edits.length), layoutName(layout)];
  return { edits, summary: msg`Loaded ${what} into the ${all} of ${sel.label} (${how}): ${changed} changed` };
}

/** The switches of the selection as bytes (the last one padded with 0 bits), or why there are none. */
export function readSwitchData(
  decoded: BlotterDecoded,
  offset: number,
  length: number,
  layout: SwitchLayout,
): SwitchRead {
  const board = orderedSwitches(decoded, offset, length, layout);
  if ('error' in board) return board;
  const { save, sel, onBytes } = board;
  const bits = Uint8Array.from(onBytes, (at) => +(save.components.u8(at) !== 0));
  const bytes = packBits(bits, layout.order);
  const [all, size, how] = [switchCount(onBytes.length), counted(bytes.length, 'byte'), layoutName(layout)];
  return { bytes, summary: msg`Read the ${all} of ${sel.label} as ${size} (${how})` };
}

interface OrderedSwitches {
  save: SaveIndex;
  sel: SelectedSwitches;
  /** Where each switch's on-byte lies, in fill order. */
  onBytes: number[];
}

function orderedSwitches(
  decoded: BlotterDecoded,
  offset: number,
  length: number,
  layout: SwitchLayout,
): OrderedSwitches | { error: Text } {
  const save = decoded.index;
  if (!save) return { error: msg`the component list of this file could not be read` };
  const sel = switchesInRange(save, offset, length);
  if (!('switches' in sel)) return { error: sel };
  const onBytes: number[] = [];
  for (const k of rowMajorOrder(sel.places, layout.corner)) {
    const at = onByteAt(save, sel.switches[k]);
    if (typeof at !== 'number') return { error: at };
    onBytes.push(at);
  }
  return { save, sel, onBytes };
}

/**
 * One bit per switch from `data`, the switches after the data off; or the number of switches the data needs when
 * they are too few. Bits of the last byte past the last switch may be 0 (Read Switches as Data pads with them).
 */
function bytesToBits(data: Uint8Array, count: number, order: BitOrder): Uint8Array | number {
  if (data.length > Math.ceil(count / 8)) return 8 * data.length;
  const bits = new Uint8Array(count);
  for (let k = 0; k < 8 * data.length; k++) {
    const bit = dataBit(data, k, order);
    if (k < count) bits[k] = bit;
    else if (bit) return 8 * data.length;
  }
  return bits;
}

/**
 * The switches as one binary number, `count` bits wide: with MSB first the first switch holds its top bit, with
 * LSB first its bit 0. Decimal, 0x hex or 0b binary; spaces and underscores are ignored.
 */
function numberToBits(text: string, count: number, layout: SwitchLayout): Uint8Array | number | Text {
  const t = text.replace(/[\s_]/g, '');
  if (!/^(?:\d+|0x[0-9a-f]+|0b[01]+)$/i.test(t)) return msg`"${text}" is not a number (decimal, 0x… hex or 0b… binary)`;
  const value = BigInt(t);
  const needed = value === 0n ? 0 : value.toString(2).length;
  if (needed > count) return needed;
  const bits = new Uint8Array(count);
  for (let k = 0; k < count; k++) {
    const bit = layout.order === 'msb' ? count - 1 - k : k;
    bits[k] = Number((value >> BigInt(bit)) & 1n);
  }
  return bits;
}

const switchCount = (n: number): Text => counted(n, 'switch', 'switches');
