// The EU7v2 container's fixed layout (eu7v2_format.h): magic, container version, header and chunk header sizes,
// file kinds. Shared by the reader and the writer.
export const MAGIC = Uint8Array.from('EU7C', (c) => c.charCodeAt(0));
export const VERSION = 1;
export const HEADER_SIZE = 16;
export const CHUNK_HEADER = 12;

export const FileKind = { sim: 1, module: 2, tile: 3, manifest: 4 } as const;
