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

/** Quote a string for display: control characters and U+FFFD (invalid bytes) become escapes. */
export function quote(s: string, max = 200): string {
  let body = s.length > max ? s.slice(0, max) : s;
  // eslint-disable-next-line no-control-regex
  body = body.replace(/[\u0000-\u001f\u007f-\u009f\ufffd"\\]/g, (ch) => {
    if (ch === '"' || ch === '\\') return '\\' + ch;
    if (ch === '\n') return '\\n';
    if (ch === '\t') return '\\t';
    if (ch === '\r') return '\\r';
    return '\\u' + ch.charCodeAt(0).toString(16).padStart(4, '0');
  });
  return `"${body}"${s.length > max ? `… (${s.length} chars)` : ''}`;
}
