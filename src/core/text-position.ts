// Where a byte of a text file sits for a text editor: its 0-based line and its column in UTF-16 code units (what
// VS Code's positions count), so a diagnostic found by byte offset opens at its place in the file.
import { utf8 } from './text';

export interface TextPosition {
  line: number;
  character: number;
}

export function textPosition(bytes: Uint8Array, offset: number): TextPosition {
  const end = Math.min(Math.max(0, offset), bytes.length);
  let line = 0;
  let start = 0;
  for (let i = 0; i < end; i++) {
    if (bytes[i] !== 0x0a) continue;
    line++;
    start = i + 1;
  }
  return { line, character: utf8(bytes.subarray(start, end)).length };
}
