// Number and byte formatting for the editor, and parsing of what users type into Go to Offset and Find.
import { hexDigits as hex } from '../src/core/numbers';
import { counted } from '../src/core/translatable';
import { say } from './l10n';
import { hexPairs } from '../src/core/hex-pairs';

// The hex view shows digits without a prefix; the helpers are the core's.
export { hex };
export { hexBytes } from '../src/core/numbers';

/** "0x1F4 (500)" — offsets are shown both ways everywhere. */
export function offsetText(n: number): string {
  return `0x${hex(n)} (${n})`;
}

export function sizeText(n: number): string {
  return say(counted(n, 'byte'));
}

/** The text column: printable ASCII as itself, everything else as a dot. */
export function byteChar(b: number): string {
  return b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : '.';
}

/**
 * An offset typed by the user: decimal, `0x` hex, or hex with an `h` suffix; `+n`/`-n` are relative to `from`.
 * Returns undefined for anything else.
 */
export function parseOffset(text: string, from: number): number | undefined {
  const m = /^\s*([+-]?)\s*(0x[0-9a-f]+|[0-9a-f]+h|\d+)\s*$/i.exec(text);
  if (!m) return undefined;
  const body = m[2].toLowerCase();
  const n = body.endsWith('h') ? parseInt(body.slice(0, -1), 16) : Number(body);
  if (!Number.isSafeInteger(n)) return undefined;
  if (m[1] === '+') return from + n;
  if (m[1] === '-') return from - n;
  return n;
}

/** How Find reads what was typed: `auto` takes hex byte pairs as bytes and anything else as text. */
export type SearchMode = 'auto' | 'hex' | 'text';

/**
 * Search text as bytes: hex pairs (spaces allowed) or UTF-8 text, with how it was read. Undefined when `hex` is
 * asked for and the text is not hex pairs.
 */
export function searchPattern(text: string, mode: SearchMode): { bytes: Uint8Array; as: 'hex' | 'text' } | undefined {
  const bytes = mode === 'text' ? undefined : hexPairs(text);
  if (bytes) return { bytes, as: 'hex' };
  return mode === 'hex' ? undefined : { bytes: new TextEncoder().encode(text), as: 'text' };
}

/** Create an element with classes and text (always textContent: file content never becomes markup). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className = '',
  text?: string,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}
