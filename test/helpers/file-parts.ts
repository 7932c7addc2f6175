// The file a structural edit's parts make, over the bytes of the file they were made from.
import type { FilePart } from '../../src/core/file-parts';

export function partsBytes(parts: readonly FilePart[], bytes: Uint8Array): Uint8Array {
  const size = parts.reduce((n, p) => n + ('bytes' in p ? p.bytes.length : p.length), 0);
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    const part = 'bytes' in p ? p.bytes : bytes.subarray(p.from, p.from + p.length);
    out.set(part, at);
    at += part.length;
  }
  return out;
}
