// Zip archives written byte by byte, so a test can make what no zip tool writes: central directory records that
// share one stream, repeated names, a wrong CRC-32, names with control characters (PKWARE APPNOTE 4.3.7, 4.3.12,
// 4.3.16).
import zlib from 'node:zlib';

export interface RawEntry {
  name: string;
  /** The entry's unpacked bytes (stored, or deflated when `deflate`). */
  data?: Uint8Array;
  deflate?: boolean;
  /** Already-deflated bytes and the size they unpack to (for streams too large to hold unpacked). */
  packed?: { bytes: Uint8Array; size: number; crc: number };
  /** Point the record at the local header of an earlier entry instead of writing one. */
  sameStreamAs?: number;
  /** Declare this CRC-32 instead of the right one. */
  crc?: number;
}

const encoder = new TextEncoder();

export function rawZip(entries: readonly RawEntry[]): Uint8Array {
  const parts: Uint8Array[] = [];
  let at = 0;
  const push = (b: Uint8Array) => {
    parts.push(b);
    at += b.length;
  };
  const records: Uint8Array[] = [];
  const locals: { offset: number; method: number; crc: number; packed: number; size: number }[] = [];
  for (const e of entries) {
    const name = encoder.encode(e.name);
    let local = e.sameStreamAs === undefined ? undefined : locals[e.sameStreamAs];
    if (!local) {
      const data = e.data ?? new Uint8Array(0);
      const packed = e.packed?.bytes ?? (e.deflate ? zlib.deflateRawSync(data) : data);
      const size = e.packed?.size ?? data.length;
      const crc = e.crc ?? e.packed?.crc ?? zlib.crc32(data) >>> 0;
      local = { offset: at, method: e.packed || e.deflate ? 8 : 0, crc, packed: packed.length, size };
      const h = Buffer.alloc(30);
      h.writeUInt32LE(0x04034b50, 0);
      h.writeUInt16LE(20, 4);
      h.writeUInt16LE(0x800, 6);
      h.writeUInt16LE(local.method, 8);
      h.writeUInt32LE(local.crc, 14);
      h.writeUInt32LE(local.packed, 18);
      h.writeUInt32LE(local.size, 22);
      h.writeUInt16LE(name.length, 26);
      push(h);
      push(name);
      push(packed);
    }
    locals.push(local);
    const r = Buffer.alloc(46);
    r.writeUInt32LE(0x02014b50, 0);
    r.writeUInt16LE(20, 4);
    r.writeUInt16LE(20, 6);
    r.writeUInt16LE(0x800, 8);
    r.writeUInt16LE(local.method, 10);
    r.writeUInt32LE(local.crc, 16);
    r.writeUInt32LE(local.packed, 20);
    r.writeUInt32LE(local.size, 24);
    r.writeUInt16LE(name.length, 28);
    r.writeUInt32LE(local.offset, 42);
    records.push(r, name);
  }
  const start = at;
  for (const r of records) push(r);
  const directoryLength = at - start;
  if (entries.length > 0xffff) {
    // More entries than the end record's 16 bits hold: the ZIP64 end record and its locator carry the count.
    const end64 = Buffer.alloc(56);
    end64.writeUInt32LE(0x06064b50, 0);
    end64.writeBigUInt64LE(44n, 4);
    end64.writeBigUInt64LE(BigInt(entries.length), 24);
    end64.writeBigUInt64LE(BigInt(entries.length), 32);
    end64.writeBigUInt64LE(BigInt(directoryLength), 40);
    end64.writeBigUInt64LE(BigInt(start), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(at), 8);
    locator.writeUInt32LE(1, 16);
    push(end64);
    push(locator);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 8);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 10);
  end.writeUInt32LE(directoryLength, 12);
  end.writeUInt32LE(start, 16);
  push(end);
  return Buffer.concat(parts);
}

/** `size` bytes of zeros deflated as one stream, made in slices so they are never held unpacked. */
export async function deflatedZeros(size: number, zlibWrapped = false): Promise<{ bytes: Uint8Array; crc: number }> {
  const slice = Buffer.alloc(1 << 20);
  const d = zlibWrapped ? zlib.createDeflate({ level: 9 }) : zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  d.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((resolve) => d.on('end', resolve));
  let crc = 0;
  for (let left = size; left > 0; left -= slice.length) {
    const part = slice.subarray(0, Math.min(left, slice.length));
    crc = zlib.crc32(part, crc);
    if (!d.write(part)) await new Promise((resolve) => d.once('drain', resolve));
  }
  d.end();
  await done;
  return { bytes: Buffer.concat(out), crc: crc >>> 0 };
}
