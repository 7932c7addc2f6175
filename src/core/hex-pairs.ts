// Bytes typed as hex: pairs of digits, spaces allowed ("DE AD be ef"), as Copy Bytes as Hex writes them.

/** The bytes of `text` read as hex pairs, or undefined when it is empty or not hex pairs. */
export function hexPairs(text: string): Uint8Array | undefined {
  const digits = text.replace(/\s+/g, '');
  if (!digits || digits.length % 2 || /[^0-9a-f]/i.test(digits)) return undefined;
  const out = new Uint8Array(digits.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return out;
}
