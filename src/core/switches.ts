// Logic World's switch commands as the editor asks for them (src/core/commands.ts): how data is laid out over a
// board of switches, what is loaded, and the in-place edits or bytes that come back. These cross the protocol
// between the webview, the host and the parse worker, so they live here, not in the format.
import { msg, type Text } from './translatable';

/** Whether the first switch of each byte takes its most or its least significant bit. */
export type BitOrder = 'msb' | 'lsb';

/** The corner of the first row, by the board's axes: "-x-z" is the corner the board's own position is at. */
export type StartCorner = '-x-z' | '+x-z' | '-x+z' | '+x+z';

export const START_CORNERS: readonly StartCorner[] = ['-x-z', '+x-z', '-x+z', '+x+z'];

export interface SwitchLayout {
  order: BitOrder;
  corner: StartCorner;
}

/** What to load: bytes (a file's, or typed as hex), or a number that the switches hold as one binary number. */
export type SwitchData = { bytes: Uint8Array } | { number: string };

export interface ByteEdit {
  offset: number;
  bytes: Uint8Array;
}

export type SwitchEditsResult = { edits: ByteEdit[] } | { error: Text };

export type SwitchLoad = { edits: ByteEdit[]; summary: Text } | { error: Text };
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
