// Zip entries inflated by Node's zlib: native, and what the CLI and the desktop extension have always used.
import zlib from 'node:zlib';
import { InflatedTooLarge, type RawInflate } from '../inflate';

export const nodeInflate: RawInflate = {
  inflateRaw(packed, limit) {
    try {
      const data = zlib.inflateRawSync(packed, { maxOutputLength: limit });
      return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new InflatedTooLarge();
      throw e;
    }
  },
  crc32: (bytes) => zlib.crc32(bytes) >>> 0,
};
