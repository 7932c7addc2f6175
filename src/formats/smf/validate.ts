// Whole-file SMF rules: one tight pass over the tile indices and the feature records, then the tile files next to
// the map (the engine's first place to look for them).
import { Diagnostic, DiagnosticSink } from '../../core/diagnostics';
import { Decoded, SiblingFiles, ValidateOptions } from '../../core/format';
import { quote } from '../../core/text';
import { forEachI32OutOfRange, sectionI32OutOfRange } from './bulk';
import { FEATURE_RECORD_SIZE, SMT_HEADER_SIZE, tileIndexGrid } from './layout';
import { SmfModel, TileSection } from './model';
import { smfRules } from './rules';
import { featureSectionBytes } from './encode';
import { tileEntryOffsets } from './tiles';
import { smtRefusals, smtTileCount, tileFileSource } from './smt';
import { renameCandidate } from './tile-file-rename';
import { findSibling } from '../../core/siblings';
import { msg, joined } from '../../core/translatable';

function checkTileIndices(m: SmfModel, tiles: TileSection, sink: DiagnosticSink): void {
  if (tiles.numTileFiles < 0 || tiles.numTiles < 0) {
    // The indices start after the entries and are compared with numTiles: a negative count makes both meaningless.
    const field = tiles.numTileFiles < 0 ? 'numTileFiles' : 'numTiles';
    sink.report(smfRules.notChecked, m.header.tilesPtr, 8, msg`tile indices not checked: depend on ${field}`);
    return;
  }
  const entryAt = tileEntryOffsets(m.header.tilesPtr, tiles.files);
  const indicesAt = entryAt[entryAt.length - 1];
  const width = tileIndexGrid(m.header)?.width ?? tiles.indices.length / 4;
  sectionI32OutOfRange(tiles.indices, tiles.numTiles, (i, v) => {
    sink.report(
      smfRules.tileIndexRange,
      indicesAt + 4 * i,
      4,
      msg`tile index at (${i % width}, ${Math.floor(i / width)}) is ${v}; numTiles is ${tiles.numTiles}`,
    );
  });
}

function checkFeatureTypes(m: SmfModel, sink: DiagnosticSink): void {
  const f = m.features!;
  const recordsAt = m.header.featurePtr + featureSectionBytes(f) - f.records.length;
  forEachI32OutOfRange(
    f.records,
    0,
    f.records.length / FEATURE_RECORD_SIZE,
    FEATURE_RECORD_SIZE,
    f.typeNames.length,
    (i, v) => {
      sink.report(
        smfRules.featureTypeIndex,
        recordsAt + FEATURE_RECORD_SIZE * i,
        4,
        msg`feature ${i} has type ${v}; there are ${f.typeNames.length} feature types`,
      );
    },
  );
}

async function checkTileFiles(
  m: SmfModel,
  tiles: TileSection,
  siblings: SiblingFiles,
  sink: DiagnosticSink,
): Promise<void> {
  const entryAt = tileEntryOffsets(m.header.tilesPtr, tiles.files);
  // Only each tile file's header and size are checked: where the siblings can be read in ranges, nothing more is read
  // (together the files can be larger than the map).
  const missing: number[] = [];
  for (const [i, f] of tiles.files.entries()) {
    const nameAt = entryAt[i] + 4;
    const smt = await tileFileSource(siblings, f.name);
    if (!smt) {
      // Where the files are looked for may know why one is missing (an archive cannot gain it later): that is reported.
      const why = siblings.missing?.(f.name);
      if (why) sink.report(why.rule, nameAt, f.name.length, why.text);
      else missing.push(i);
      continue;
    }
    // The engine throws on these header fields: it refuses the map.
    const refused = smtRefusals(smt.read(0, SMT_HEADER_SIZE));
    if (refused.length > 0) {
      sink.report(smfRules.smtInvalid, nameAt, f.name.length, msg`${quote(f.name)}: ${refused.join('; ')}`);
      continue;
    }
    const { whole } = smtTileCount(smt.size);
    if (whole < f.tileCount) {
      sink.report(
        smfRules.smtTooFewTiles,
        entryAt[i],
        4,
        msg`${quote(f.name)} holds ${whole} tiles; the map reads ${f.tileCount} from it`,
      );
    }
  }
  const rename = missing.length === 1 ? await renameCandidate(tiles, missing[0], siblings) : undefined;
  const beside = missing.length > 0 && siblings.list ? await siblings.list().catch(() => []) : [];
  for (const i of missing) {
    const f = tiles.files[i];
    // Listed in the folder yet not read: a device, a FIFO, a folder or an unreadable file under the name.
    if (findSibling(beside, f.name) !== undefined) {
      sink.report(
        smfRules.smtMissing,
        entryAt[i] + 4,
        f.name.length,
        joined(
          msg`${quote(f.name)} is beside the map but is not a readable regular file; `,
          msg`its ${f.tileCount} tiles will be drawn flat`,
        ),
      );
      continue;
    }
    sink.report(
      smfRules.smtMissing,
      entryAt[i] + 4,
      f.name.length,
      rename
        ? joined(
            msg`${quote(f.name)} is not next to the map; its ${f.tileCount} tiles will be drawn flat; `,
            msg`${quote(rename)} is beside the map and named by no entry`,
          )
        : msg`${quote(f.name)} is not next to the map; its ${f.tileCount} tiles will be drawn flat`,
      undefined,
      rename ? { title: msg`rename tile file ${i} to ${quote(rename)}`, value: rename } : undefined,
    );
  }
}

export async function validateSmf(
  decoded: Decoded<SmfModel, SmfModel>,
  bytes: Uint8Array,
  options: ValidateOptions,
): Promise<Diagnostic[]> {
  const m = decoded.index;
  if (!m) return [];
  const sink = new DiagnosticSink(bytes.length);
  if (m.tiles) checkTileIndices(m, m.tiles, sink);
  if (m.features) checkFeatureTypes(m, sink);
  if (m.tiles && options.siblings) await checkTileFiles(m, m.tiles, options.siblings, sink);
  return sink.finish();
}
