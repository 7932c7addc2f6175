// A row-major grid of u8 or u16 values stored in place in the file, as a picture: pixel (x, y) is element
// y * width + x, read straight from the bytes (u16 little-endian). A grid of a file read in pages is never read
// whole for the editor: its views sample the rows they show.
import { scratchReader, type ByteSource } from '../byte-source';
import type { Reading } from '../node';
import { Picture, PixelSource } from './picture';
import { sampleRows } from './sample';

export interface GridPictureSpec extends Omit<
  Picture,
  'kind' | 'length' | 'mips' | 'render' | 'sample' | 'source' | 'pixelOf'
> {
  /** The file (`offset` is where the grid starts in it). */
  source: ByteSource;
  elem: 'u8' | 'u16';
  /** Tree name of the grid node: paths read `${node}[y][x]`. */
  node: string;
  describe: (raw: number, x: number, y: number) => Reading;
}

export function gridPicture(spec: GridPictureSpec): Picture {
  const { source, elem, node, describe, ...rest } = spec;
  const size = elem === 'u16' ? 2 : 1;
  const { width, height, offset } = spec;
  const length = width * height * size;
  const kind = elem === 'u16' ? 'gray16' : 'gray8';
  const values = (bytes: Uint8Array, count: number): Uint8Array | Uint16Array => {
    if (size === 1) return bytes;
    // The file's own bytes where alignment allows (a copy would double a 134 MB height map): read-only by contract.
    if (bytes.byteOffset % 2 === 0 && littleEndianHost) return new Uint16Array(bytes.buffer, bytes.byteOffset, count);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return Uint16Array.from({ length: count }, (_, i) => view.getUint16(2 * i, true));
  };
  const rowBytes = width * size;
  return {
    ...rest,
    kind,
    length,
    mips: 1,
    render() {
      const data = values(source.read(offset, length), width * height);
      return data instanceof Uint16Array
        ? { kind: 'gray16', width, height, data }
        : { kind: 'gray8', width, height, data };
    },
    sample: source.resident
      ? undefined
      : (step, region) => {
          // Each row is copied out before the next is read.
          const read = scratchReader(source, rowBytes);
          return sampleRows(
            kind,
            { x: 0, y: 0, width, height },
            1,
            (y) => values(read(offset + y * rowBytes, rowBytes), width),
            step,
            region,
          );
        },
    source(x, y): PixelSource | undefined {
      if (!inside(x, y, width, height)) return undefined;
      const at = offset + size * (y * width + x);
      const b = source.read(at, size);
      const raw = size === 2 ? b[0] | (b[1] << 8) : b[0];
      return { offset: at, length: size, path: `${node}[${y}][${x}]`, value: describe(raw, x, y) };
    },
    pixelOf(at) {
      if (at < offset || at >= offset + length) return undefined;
      const i = Math.floor((at - offset) / size);
      return { x: i % width, y: Math.floor(i / width) };
    },
  };
}

const littleEndianHost = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

export function inside(x: number, y: number, width: number, height: number): boolean {
  return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < width && y < height;
}
