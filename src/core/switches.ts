// Logic World's switch commands as the editor asks for them (src/core/commands.ts): how data is laid out over a
// board of switches, what is loaded, and the in-place edits or bytes that come back. These cross the protocol
// between the webview, the host and the parse worker, so they live here, not in the format.

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

export type SwitchEditsResult = { edits: ByteEdit[] } | { error: string };

export type SwitchLoad = { edits: ByteEdit[]; summary: string } | { error: string };
export type SwitchRead = { bytes: Uint8Array; summary: string } | { error: string };

/** "MSB first, rows from the +X −Z corner". */
export function layoutName(layout: SwitchLayout): string {
  return `${layout.order.toUpperCase()} first, rows from the ${cornerName(layout.corner)}`;
}

/** A corner for people: "−X −Z corner (the board's origin)". */
export function cornerName(corner: StartCorner): string {
  const name = `${corner[0] === '-' ? '−' : '+'}X ${corner[2] === '-' ? '−' : '+'}Z corner`;
  return corner === '-x-z' ? `${name} (the board's origin)` : name;
}
