// "Set switch states from bits": the in-place edits that set the switches on a board (a ROM, a register of
// inputs) to the bits of a number, one on-byte per switch.
import { BlotterDecoded } from './decode';
import { TOGGLE_DATA, layoutFor } from './custom-data';
import { fitsLayout } from './custom-data-spec';
import { switchesUnder } from './switch-board';
import { SaveIndex } from './save-index';
import { counted, msg, type Text } from '../../core/translatable';
import type { ByteChange } from '../../core/byte-change';
import type { SwitchEditsResult } from './switch-layout';

/**
 * The edits that set the switches of the component at `boardAddress` to `bits`.
 *
 * "Its switches" are the MHG.Switch and MHG.PanelSwitch components whose parent chain leads to that component
 * (children, their children and so on), in component (file) order. Switch k takes bit k of the number, counting
 * from the least significant bit: "0b0001" and "0x1" both switch on the first switch only.
 *
 * `bits` is hex ("0x" and exactly one digit per 4 switches, rounded up) or binary ("0b" or plain 0/1, exactly one
 * digit per switch); spaces and underscores are ignored. Only the switches' on-bytes change (0 or 1, one byte
 * each); every edit replaces bytes in place. Circuit states are left as stored: the game sets a switch's output
 * from its on-byte when the switch next updates.
 */
export function switchStateEdits(decoded: BlotterDecoded, boardAddress: number, bits: string): SwitchEditsResult {
  const save = decoded.index;
  if (!save) return { error: msg`the component list of this file could not be read` };
  const board = save.components.find(boardAddress);
  if (board < 0) return { error: msg`no component has address ${`C-${boardAddress}`}` };
  const switches = switchesUnder(save, [board]).filter((i) => i !== board);
  if (switches.length === 0) return { error: msg`${`C-${boardAddress}`} holds no switches` };
  const values = parseBits(bits, switches.length);
  if (!(values instanceof Uint8Array)) return { error: values };
  const edits: ByteChange[] = [];
  for (let k = 0; k < switches.length; k++) {
    const at = onByteAt(save, switches[k]);
    if (typeof at !== 'number') return { error: at };
    edits.push({ offset: at, bytes: Uint8Array.of(values[k]) });
  }
  return { edits };
}

/** The address of the component whose record holds byte `offset` (e.g. a tree node's offset), or undefined. */
export function componentAddressAt(decoded: BlotterDecoded, offset: number): number | undefined {
  const i = decoded.index ? decoded.index.components.indexAt(offset) : -1;
  return i < 0 ? undefined : decoded.index!.components.address(i);
}

/** Offset of switch `i`'s on-byte, or why its custom data has none. */
export function onByteAt(save: SaveIndex, i: number): number | Text {
  const t = save.components;
  const lengthAt = t.customLengthAt(i);
  const length = t.i32(lengthAt);
  const l = layoutFor(save.types.name(t.numericId(i))!, save.gameVersion);
  const record = t.cursor(i);
  if (!l || !fitsLayout(l, record.view, lengthAt + 4 - record.base, length))
    return msg`switch ${`C-${t.address(i)}`} (component ${i}) has no switch data to set (custom data length ${length})`;
  return lengthAt + 4 + TOGGLE_DATA.on;
}

/** One 0/1 value per switch (switch k = bit k from the least significant), or the reason the text does not fit. */
export function parseBits(text: string, count: number): Uint8Array | Text {
  const t = text.replace(/[\s_]/g, '');
  const hex = /^0x([0-9a-f]+)$/i.exec(t);
  const binary = /^(?:0b)?([01]+)$/i.exec(t);
  if (!hex && !binary) return msg`"${text}" is neither hex (0x…) nor binary (0b… or 0/1 digits)`;
  const out = new Uint8Array(count);
  if (binary) {
    const digits = binary[1];
    if (digits.length !== count)
      return msg`expected ${counted(count, 'binary digit')}, one per switch, got ${digits.length}`;
    for (let k = 0; k < count; k++) out[k] = digits.charCodeAt(digits.length - 1 - k) - 48;
    return out;
  }
  const digits = hex![1];
  const needed = Math.ceil(count / 4);
  if (digits.length !== needed)
    return msg`expected ${counted(needed, 'hex digit')} for ${switchCount(count)}, got ${digits.length}`;
  for (let d = 0; d < digits.length; d++) {
    const nibble = parseInt(digits[digits.length - 1 - d], 16);
    for (let b = 0; b < 4; b++) {
      const k = 4 * d + b;
      const bit = (nibble >> b) & 1;
      if (k < count) out[k] = bit;
      else if (bit) return msg`${`0x${digits}`} does not fit ${switchCount(count)}: bit ${k} is set`;
    }
  }
  return out;
}

const switchCount = (n: number): Text => counted(n, 'switch', 'switches');
