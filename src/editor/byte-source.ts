// Where the session reads bytes from: the document's buffer, or (in tests) a generator standing in for a huge file.
export interface ByteSource {
  readonly size: number;
  /** Bytes [offset, offset+length) clipped to the source; may be a view, callers must not keep it across edits. */
  read(offset: number, length: number): Uint8Array;
}

export function bufferSource(bytes: Uint8Array): ByteSource {
  return {
    size: bytes.length,
    read: (offset, length) => bytes.subarray(Math.max(0, offset), Math.min(bytes.length, offset + length)),
  };
}
