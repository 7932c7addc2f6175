// The editor's init message carried in its page, so the first screen is painted without waiting for a round trip
// to the extension host (100-240 ms after the page's script starts, measured in code-server). It travels as JSON in
// a data block of the page (extension/webview-html.ts), the head bytes as base64.
import type { InitMessage } from './protocol';

interface BootJson extends Omit<InitMessage, 'head'> {
  head?: { offset: number; base64: string };
}

export function encodeBoot(m: InitMessage): string {
  const json: BootJson = { ...m, head: m.head && { offset: m.head.offset, base64: toBase64(m.head.bytes) } };
  return JSON.stringify(json);
}

/** The message back, or undefined when `text` is not a boot block this page can use. */
export function decodeBoot(text: string): InitMessage | undefined {
  try {
    const json = JSON.parse(text) as BootJson;
    if (json?.type !== 'init' || typeof json.size !== 'number') return undefined;
    const { head, ...rest } = json;
    return { ...rest, head: head && { offset: head.offset, bytes: fromBase64(head.base64) } };
  } catch {
    return undefined;
  }
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode's argument list short.
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}
