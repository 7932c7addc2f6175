// An 8-bit RGB PNG written row by row through a zlib stream: the rows are computed as they are compressed, so a
// picture of a 16k x 16k map never sits in memory whole. PNG layout: W3C PNG specification, sections 5 and 11.
import { promises as fs } from 'node:fs';
import zlib from 'node:zlib';

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
/** Rows handed to the compressor at a time (about this many bytes). */
const BATCH_BYTES = 1 << 20;

export async function writeRgbPng(
  file: string,
  width: number,
  height: number,
  row: (y: number, rgb: Uint8Array) => void,
): Promise<void> {
  const out = await fs.open(file, 'w');
  try {
    const header = new Uint8Array(13);
    const view = new DataView(header.buffer);
    view.setUint32(0, width);
    view.setUint32(4, height);
    header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, colour type 2 (RGB), deflate, adaptive filters, no interlace
    await out.write(SIGNATURE);
    await out.write(chunk('IHDR', header));
    const stride = 1 + 3 * width; // filter type byte (0: none) and the row
    const perBatch = Math.max(1, Math.floor(BATCH_BYTES / stride));
    const deflate = zlib.createDeflate({ level: 1 });
    // One write after the other: a file handle's writes must not overlap.
    let written: Promise<unknown> = Promise.resolve();
    deflate.on('data', (data: Buffer) => (written = written.then(() => out.write(chunk('IDAT', data)))));
    const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
    for (let y0 = 0; y0 < height; y0 += perBatch) {
      const rows = Math.min(perBatch, height - y0);
      const batch = new Uint8Array(rows * stride);
      for (let r = 0; r < rows; r++) row(y0 + r, batch.subarray(r * stride + 1, (r + 1) * stride));
      if (!deflate.write(batch)) await new Promise((resolve) => deflate.once('drain', resolve));
    }
    deflate.end();
    await ended;
    await written;
    await out.write(chunk('IEND', new Uint8Array(0)));
  } finally {
    await out.close();
  }
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, zlib.crc32(out.subarray(4, 8 + data.length)));
  return out;
}
