// Determined repairs of a Spring map: each sets fields of the decoded model and re-encodes it (see FormatCodec.fix).
// For a map read in pages (fixSmfFromModel), those that set a field of the tile section in place are made as that
// section's head alone, and a tile file renamed to a name of another length (everything after it moves) as writes
// whose grids stay sections of the file.
import type { ByteChange } from '../../core/byte-change';
import { Diagnostic } from '../../core/diagnostics';
import { Decoded } from '../../core/format';
import { MINIMAP_SIZE, SMF_MAGIC } from './layout';
import { EXTRA_MIP_BYTES } from './minimap-extent';
import { SmfHeader, SmfModel, TileFileEntry, TileSection } from './model';
import { headerOnly, shiftAfter } from './relayout';
import { smfRules } from './rules';
import { SECTION_POINTERS } from './header';
import { encodeSmf, smfEncoded, tileHeadBytes } from './encode';
import type { Encoded } from '../../core/byte-sink';
import { tileEntryOffsets } from './tiles';

/** The file with header fields changed and nothing else (sections stay where they are in the bytes). */
function withHeader(m: SmfModel, bytes: Uint8Array, change: Partial<SmfHeader>): Uint8Array {
  return encodeSmf(headerOnly({ ...m, header: { ...m.header, ...change } }, bytes));
}

function shiftPointers(m: SmfModel, bytes: Uint8Array, shift: number): Uint8Array {
  const change: Partial<SmfHeader> = {};
  for (const p of SECTION_POINTERS) change[p] = m.header[p] - shift;
  return withHeader(m, bytes, change);
}

/** The tile file entries with the one whose name `d` is on renamed to `name`, and how much longer the name got. */
function renamedTileFile(
  m: SmfModel,
  d: Diagnostic,
  name: string,
): { tiles: TileSection; files: TileFileEntry[]; grown: number } | undefined {
  const tiles = m.tiles;
  if (!tiles) return undefined;
  const entryAt = tileEntryOffsets(m.header.tilesPtr, tiles.files);
  const i = entryAt.indexOf(d.offset - 4);
  if (i < 0 || i >= tiles.files.length) return undefined;
  const files = tiles.files.map((f, k) => (k === i ? { ...f, name } : f));
  return { tiles, files, grown: name.length - tiles.files[i].name.length };
}

/** The model with the tile file that `d` is on renamed to `name`, everything after it moved. */
function withTileFileRenamed(m: SmfModel, d: Diagnostic, name: string): SmfModel | undefined {
  const r = renamedTileFile(m, d, name);
  return r && { ...shiftAfter(m, d.offset, r.grown), tiles: { ...r.tiles, files: r.files } };
}

function removeExtraMip(m: SmfModel): Uint8Array | undefined {
  const end = m.header.minimapPtr + MINIMAP_SIZE;
  const run = m.kept.find((k) => k.offset === end && k.bytes.length === EXTRA_MIP_BYTES);
  if (!run) return undefined;
  const without = { ...m, kept: m.kept.filter((k) => k !== run) };
  return encodeSmf(shiftAfter(without, end, -EXTRA_MIP_BYTES));
}

export function fixSmf(decoded: Decoded<SmfModel>, bytes: Uint8Array, d: Diagnostic): Uint8Array | undefined {
  const m = decoded.model;
  const value = d.fix?.value;
  if (!m || !d.fix) return undefined;
  switch (d.code) {
    case smfRules.magic.code:
      return withHeader(m, bytes, { magic: SMF_MAGIC });
    case smfRules.tilesPointer.code:
      return typeof value === 'number' ? withHeader(m, bytes, { tilesPtr: value }) : undefined;
    case smfRules.featurePointer.code:
      return typeof value === 'number' ? withHeader(m, bytes, { featurePtr: value }) : undefined;
    case smfRules.pointersShifted.code:
      return typeof value === 'number' ? shiftPointers(m, bytes, value) : undefined;
    case smfRules.tileFilesShort.code:
    case smfRules.tileFilesOverflow.code:
      return m.tiles && typeof value === 'number'
        ? encodeSmf({ ...m, tiles: { ...m.tiles, numTiles: value } })
        : undefined;
    case smfRules.smtMissing.code: {
      const renamed = typeof value === 'string' ? withTileFileRenamed(m, d, value) : undefined;
      return renamed && encodeSmf(renamed);
    }
    case smfRules.minimapExtraMip.code:
      return removeExtraMip(m);
    default:
      return undefined;
  }
}

/** The tile section's head (counts and file entries) written anew, in place: nothing after it moves. */
function tileHeadWritten(m: SmfModel, tiles: TileSection): ByteChange[] {
  return [{ offset: m.header.tilesPtr, bytes: tileHeadBytes(tiles) }];
}

/**
 * The fixes of fixSmf made from the model alone: the tile count and a tile file renamed to a name of the same length
 * in place; a tile file renamed to a longer or shorter name as the moved file's writes (its grids sections of the
 * decoded file). The others (header fields, the extra mip level) fix decode errors, and a map that decodes with
 * errors is never read in pages (decodeSmfPaged).
 */
export function fixSmfFromModel(decoded: Decoded<SmfModel>, d: Diagnostic): ByteChange[] | Encoded | undefined {
  const m = decoded.model;
  const value = d.fix?.value;
  if (!m || !d.fix) return undefined;
  if (d.code === smfRules.tileFilesShort.code || d.code === smfRules.tileFilesOverflow.code)
    return m.tiles && typeof value === 'number' ? tileHeadWritten(m, { ...m.tiles, numTiles: value }) : undefined;
  if (d.code !== smfRules.smtMissing.code || typeof value !== 'string') return undefined;
  const r = renamedTileFile(m, d, value);
  if (r?.grown === 0) return tileHeadWritten(m, { ...r.tiles, files: r.files });
  const renamed = withTileFileRenamed(m, d, value);
  return renamed && smfEncoded(renamed);
}
