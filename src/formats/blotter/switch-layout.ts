// How data is laid out over a board of switches (Load Data into Switches, Read Switches as Data): the bit order and
// the corner the first row starts from, the user's choice among them, and what is loaded.
import type { ByteChange } from '../../core/byte-change';
import type { Choice } from '../../core/format-command';
import { msg, type Text } from '../../core/translatable';

/** Whether the first switch of each byte takes its most or its least significant bit. */
export type BitOrder = 'msb' | 'lsb';

/** The corner of the first row, by the board's axes: "-x-z" is the corner the board's own position is at. */
export type StartCorner = '-x-z' | '+x-z' | '-x+z' | '+x+z';

export const START_CORNERS: readonly StartCorner[] = ['-x-z', '+x-z', '-x+z', '+x+z'];
const ORDERS: readonly BitOrder[] = ['msb', 'lsb'];

export interface SwitchLayout {
  order: BitOrder;
  corner: StartCorner;
}

/** What to load: bytes (a file's, or typed as hex), or a number that the switches hold as one binary number. */
export type SwitchData = { bytes: Uint8Array } | { number: string };

export type SwitchEditsResult = { edits: ByteChange[] } | { error: Text };

export type SwitchLoad = { edits: ByteChange[]; summary: Text } | { error: Text };
export type SwitchRead = { bytes: Uint8Array; summary: Text } | { error: Text };

/** "MSB first, rows from the +X −Z corner". */
export function layoutName(layout: SwitchLayout): Text {
  return msg`${layout.order.toUpperCase()} first, rows from the ${cornerName(layout.corner)}`;
}

/** A corner for people: "−X −Z corner (the board's origin)". */
function cornerName(corner: StartCorner): Text {
  const axes = `${corner[0] === '-' ? '−' : '+'}X ${corner[2] === '-' ? '−' : '+'}Z`;
  return corner === '-x-z' ? msg`${axes} corner (the board's origin)` : msg`${axes} corner`;
}

/** Every layout as a choice, its value "msb -x-z" (read back by `layoutOf`). */
export const LAYOUT_CHOICES: Choice[] = START_CORNERS.flatMap((corner) =>
  ORDERS.map((order) => ({ value: `${order} ${corner}`, label: layoutName({ order, corner }) })),
);

export function layoutOf(value: string): SwitchLayout {
  const [order, corner] = value.split(' ');
  return { order: order as BitOrder, corner: corner as StartCorner };
}
