// The custom data of a label as the game writes it, for the generators.
import { encodeUtf8 } from '../../core/text';

/** Alignments 1 and 1, colour #262626, font size 0.8, not monospace, `text`, 1 x 1 squares. */
export function labelData(text: string): Uint8Array {
  const t = encodeUtf8(text);
  const out = new Uint8Array(16 + t.length + 12);
  const view = new DataView(out.buffer);
  view.setInt32(0, 1, true);
  out.set([0x26, 0x26, 0x26], 4);
  view.setFloat32(7, 0.8, true);
  view.setInt32(12, t.length, true);
  out.set(t, 16);
  for (const at of [16 + t.length, 20 + t.length, 24 + t.length]) view.setInt32(at, 1, true);
  return out;
}
