// Copy As: bytes as text to paste elsewhere — hex pairs (what Find takes back), a C array, base64, or the text
// they spell.
import { plural } from '../core/plural';

export type CopyFormat = 'hex' | 'c' | 'base64' | 'text';

/** Most bytes copied at once: a C array of them is six times as long. */
export const maxCopyBytes = 1 << 20;

export const copyFormatNames: Record<CopyFormat, string> = {
  hex: 'hex',
  c: 'a C array',
  base64: 'base64',
  text: 'text',
};

export function copyAs(bytes: Uint8Array, format: CopyFormat): string {
  switch (format) {
    case 'hex':
      return Array.from(bytes, (b) => b.toString(16).padStart(2, '0').toUpperCase()).join(' ');
    case 'c':
      return cArray(bytes);
    case 'base64':
      return base64(bytes);
    case 'text':
      return new TextDecoder('utf-8').decode(bytes);
  }
}

/** `unsigned char bytes[N] = { … };`, twelve bytes a line. */
function cArray(bytes: Uint8Array): string {
  const lines: string[] = [];
  for (let i = 0; i < bytes.length; i += 12)
    lines.push('  ' + Array.from(bytes.subarray(i, i + 12), (b) => `0x${b.toString(16).padStart(2, '0')}`).join(', '));
  return `unsigned char bytes[${bytes.length}] = {\n${lines.join(',\n')}\n};`;
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  // In pieces: String.fromCharCode takes its bytes as arguments, and those are limited.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Why a range cannot be copied, or undefined. */
export function copyRefusal(length: number): string | undefined {
  if (length <= 0) return 'Select some bytes first.';
  return length > maxCopyBytes
    ? `The range is ${plural(length, 'byte')}; Copy As takes at most ${plural(maxCopyBytes, 'byte')}.`
    : undefined;
}
