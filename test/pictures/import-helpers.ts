// Export -> import helpers for the picture import tests: a file's picture as the PNG the exporter writes, and the
// file with PNGs imported into it.
import { encode } from 'fast-png';
import { analyze } from '../../src/analysis';
import { listPictures } from '../../src/core/pictures';
import { HeightRange, PngImport, importPictures } from '../../src/core/pictures/import';
import { pictureToPng } from '../../src/core/pictures/png';

export async function exportPng(name: string, fileName: string, bytes: Uint8Array): Promise<Uint8Array> {
  const a = await analyze(fileName, bytes, { decodeOnly: true });
  const p = (await listPictures(a.format, a.decoded, bytes)).find((x) => x.name === name);
  if (!p) throw new Error(`no picture ${name}`);
  return pictureToPng(p.render());
}

export async function importInto(
  fileName: string,
  bytes: Uint8Array,
  pngs: PngImport[],
  range: HeightRange = 'keep',
): Promise<Uint8Array> {
  const a = await analyze(fileName, bytes, { decodeOnly: true });
  return importPictures(a.format, a.decoded, bytes, pngs, range);
}

/** A greyscale PNG (one channel) or an interleaved one of `channels`. */
export function png(
  width: number,
  height: number,
  data: Uint8Array | Uint16Array,
  depth: 8 | 16 = 8,
  channels = 1,
): Uint8Array {
  return encode({ width, height, data, depth, channels });
}

/** Offsets where two files of one length differ. */
export function differences(a: Uint8Array, b: Uint8Array): number[] {
  if (a.length !== b.length) throw new Error(`lengths ${a.length} and ${b.length}`);
  const out: number[] = [];
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) out.push(i);
  return out;
}
