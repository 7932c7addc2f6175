// An in-place change of a file's bytes: what a format's command produces as in-place edits, and the editor applies
// as one undo step.

/** New bytes for one range; nothing moves, so `bytes.length` bytes at `offset` are replaced. */
export interface ByteChange {
  offset: number;
  bytes: Uint8Array;
}
