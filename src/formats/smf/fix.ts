// Determined repairs of a Spring map: each sets fields of the decoded model and re-encodes it (see FormatCodec.fix).
import { Diagnostic } from '../../core/diagnostics';
import { Decoded } from '../../core/format';
import { MINIMAP_SIZE, SMF_MAGIC } from './layout';
import { EXTRA_MIP_BYTES } from './minimap-extent';
import { SmfHeader, SmfModel } from './model';
import { headerOnly, shiftAfter } from './relayout';
import { smfRules } from './rules';
import { SECTION_POINTERS } from './header';
import { encodeSmf } from './encode';
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

function renameTileFile(m: SmfModel, d: Diagnostic, name: string): Uint8Array | undefined {
  const tiles = m.tiles;
  if (!tiles) return undefined;
  const entryAt = tileEntryOffsets(m.header.tilesPtr, tiles.files);
  const i = entryAt.indexOf(d.offset - 4);
  if (i < 0 || i >= tiles.files.length) return undefined;
  const files = tiles.files.map((f, k) => (k === i ? { ...f, name } : f));
  const grown = shiftAfter(m, d.offset, name.length - tiles.files[i].name.length);
  return encodeSmf({ ...grown, tiles: { ...tiles, files } });
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
    case smfRules.smtMissing.code:
      return typeof value === 'string' ? renameTileFile(m, d, value) : undefined;
    case smfRules.minimapExtraMip.code:
      return removeExtraMip(m);
    default:
      return undefined;
  }
}
