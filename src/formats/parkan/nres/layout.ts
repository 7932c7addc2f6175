// NRes container layout (fparkan docs/specs/nres.md): a 16-byte header, payloads, and a directory of
// 64-byte entries that always ends the file.

export const NRES_MAGIC = new Uint8Array([0x4e, 0x52, 0x65, 0x73]); // "NRes"
export const NRES_VERSION = 0x100;
export const HEADER_SIZE = 16;
export const ENTRY_SIZE = 64;
export const NAME_SIZE = 36;
export const PAYLOAD_ALIGNMENT = 8;

/** Field offsets inside a directory entry. */
export const entryField = {
  typeId: 0,
  attr1: 4,
  attr2: 8,
  size: 12,
  attr3: 16,
  name: 20,
  dataOffset: 56,
  sortIndex: 60,
} as const;

/** Field offsets inside the header. */
export const headerField = { magic: 0, version: 4, entryCount: 8, totalSize: 12 } as const;

export function alignUp(n: number, alignment = PAYLOAD_ALIGNMENT): number {
  return Math.ceil(n / alignment) * alignment;
}
