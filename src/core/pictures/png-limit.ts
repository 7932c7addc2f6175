import { msg, type Text } from '../translatable';
// The most bytes a PNG of a given size can need: its pixels stored uncompressed at the widest pixel format
// (16-bit RGBA), a filter byte per row, and room for the chunks around them. A larger file is refused before it is
// read, so a hostile "picture" cannot make the editor or the CLI read gigabytes.
const SLACK = 1 << 20;

export function maxPngBytes(width: number, height: number): number {
  return 2 * height * (1 + 8 * width) + SLACK;
}

/** The refusal for a PNG file of `size` bytes meant to be `width` x `height`, or undefined when it may be. */
export function pngSizeRefusal(size: number, width: number, height: number): Text | undefined {
  const limit = maxPngBytes(width, height);
  return size > limit
    ? msg`the PNG is ${size} bytes, more than any ${width}x${height} image needs (${limit})`
    : undefined;
}
