// Byte strings to display text. File text is always shown, never interpreted: control characters and
// bytes that are not valid text are escaped so they stay visible and inert.

const utf8Decoder = new TextDecoder('utf-8', { fatal: false });
const utf8Strict = new TextDecoder('utf-8', { fatal: true });

export function latin1(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 4096) {
    s += String.fromCharCode(...bytes.subarray(i, Math.min(bytes.length, i + 4096)));
  }
  return s;
}

export function utf8(bytes: Uint8Array): string {
  return utf8Decoder.decode(bytes);
}

export function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    utf8Strict.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const encoder = new TextEncoder();
export function encodeUtf8(s: string): Uint8Array {
  return encoder.encode(s);
}

export function encodeLatin1(s: string): Uint8Array {
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i) & 0xff;
  return out;
}

// Control characters, U+FFFD (invalid bytes), and the invisible characters that reorder or hide text (bidi
// overrides and isolates, zero-width marks): shown as escapes so a name can neither hide nor disguise itself.
// eslint-disable-next-line no-control-regex
const invisible = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff\ufffd]/g;

function escapeChar(ch: string): string {
  if (ch === '\n') return '\\n';
  if (ch === '\t') return '\\t';
  if (ch === '\r') return '\\r';
  return '\\u' + ch.charCodeAt(0).toString(16).padStart(4, '0');
}

/**
 * A line for a terminal: every invisible character escaped as `inert` does, except the line breaks and tabs of the
 * layout, so a name from a file (an archive entry with ESC or NUL in it) can never drive the terminal.
 */
export function terminalSafe(s: string): string {
  return s.replace(invisible, (ch) => (ch === '\n' || ch === '\t' ? ch : escapeChar(ch)));
}

/** The first `max` characters, and a note of the full length when that cut something off. */
function clip(s: string, max: number): [string, string] {
  return s.length > max ? [s.slice(0, max), `… (${s.length} chars)`] : [s, ''];
}

/** Text from a file as an inert label: invisible characters escaped, long text shortened (no quotes added). */
export function inert(s: string, max = 200): string {
  const [head, note] = clip(s, max);
  return head.replace(invisible, escapeChar) + note;
}

/** Quote a string for display: like `inert`, inside double quotes, with quotes and backslashes escaped. */
export function quote(s: string, max = 200): string {
  const [head, note] = clip(s, max);
  return `"${head.replace(/["\\]/g, '\\$&').replace(invisible, escapeChar)}"${note}`;
}
