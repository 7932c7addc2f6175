// Pieces read or made one after another (a file read to its end, inflated output, a streamed save) as one array.

/** The bytes of `parts`, in order, in one new array. */
export function joinBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
