// A row-major grid of u8 or u16 values stored in place in the file, as a picture: pixel (x, y) is element
// y * width + x, read straight from the bytes (u16 little-endian).
import type { Reading } from '../node';
import { Picture, PixelSource } from './picture';

export interface GridPictureSpec extends Omit<Picture, 'kind' | 'length' | 'mips' | 'render' | 'source' | 'pixelOf'> {
  bytes: Uint8Array;
  elem: 'u8' | 'u16';
  /** Tree name of the grid node: paths read `${node}[y][x]`. */
  node: string;
  describe: (raw: number, x: number, y: number) => Reading;
}

export function gridPicture(spec: GridPictureSpec): Picture {
  const { bytes, elem, node, describe, ...rest } = spec;
  const size = elem === 'u16' ? 2 : 1;
  const { width, height, offset } = spec;
  const length = width * height * size;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const read = (at: number): number => (size === 2 ? view.getUint16(at, true) : bytes[at]);
  return {
    ...rest,
    kind: elem === 'u16' ? 'gray16' : 'gray8',
    length,
    mips: 1,
    // The file's own bytes where alignment allows (a copy would double a 134 MB height map): read-only by contract.
    render() {
      if (size === 1) return { kind: 'gray8', width, height, data: bytes.subarray(offset, offset + length) };
      if ((bytes.byteOffset + offset) % 2 === 0 && littleEndianHost) {
        return {
          kind: 'gray16',
          width,
          height,
          data: new Uint16Array(bytes.buffer, bytes.byteOffset + offset, width * height),
        };
      }
      const data = new Uint16Array(width * height);
      for (let i = 0; i < data.length; i++) data[i] = view.getUint16(offset + 2 * i, true);
      return { kind: 'gray16', width, height, data };
    },
    source(x, y): PixelSource | undefined {
      if (!inside(x, y, width, height)) return undefined;
      const at = offset + size * (y * width + x);
      const raw = read(at);
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
