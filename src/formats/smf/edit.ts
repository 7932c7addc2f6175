// Structural edits of an SMF map, written by the SMF encoder: a feature type name or a tile file name (its NUL
// moves), a feature record deleted or duplicated (numFeatures follows). The model keeps every section at its
// pointer, so a section that grows or shrinks moves everything stored after it: those pointers (the header's and
// the grass map's) and the bytes no section claims follow by the same amount.
import {
  EditActions,
  EditResult,
  cutRange,
  elementIndex,
  repeatRange,
  siblingPath,
  structureEdits,
} from '../../core/structure-edit';
import { FEATURE_RECORD_SIZE } from './layout';
import { FeatureSection, SmfHeader, SmfModel, TileSection } from './model';
import { featureSectionBytes, smfEncoded, tileSectionBytes } from './encode';
import { msg } from '../../core/translatable';

const pointers = ['heightmapPtr', 'typeMapPtr', 'tilesPtr', 'minimapPtr', 'metalmapPtr', 'featurePtr'] as const;

export const smfEdits = structureEdits<SmfModel>((decoded, chain, path): EditActions => {
  const m = decoded.model;
  const [, section, list, item, field] = chain;
  const i = item ? elementIndex(item) : -1;
  if (!section || i < 0) return {};
  const f = m.features;
  if (
    section.name === 'features' &&
    f &&
    chain.length === 4 &&
    f.numFeatures * FEATURE_RECORD_SIZE === f.records.length
  ) {
    if (list.name === 'typeNames' && i < f.typeNames.length)
      return {
        setString: (text) =>
          nameError(text) ?? features(m, { ...f, typeNames: f.typeNames.map((n, k) => (k === i ? text : n)) }, path),
      };
    if (list.name === 'records' && i < f.numFeatures) {
      const at = i * FEATURE_RECORD_SIZE;
      return {
        delete: () =>
          features(
            m,
            { ...f, numFeatures: f.numFeatures - 1, records: cutRange(f.records, at, FEATURE_RECORD_SIZE) },
            f.numFeatures > 1 ? siblingPath(path, Math.min(i, f.numFeatures - 2)) : path.replace(/\.\d+$/, ''),
          ),
        duplicate: () =>
          features(
            m,
            { ...f, numFeatures: f.numFeatures + 1, records: repeatRange(f.records, at, FEATURE_RECORD_SIZE) },
            siblingPath(path, i + 1),
          ),
      };
    }
  }
  const t = m.tiles;
  if (section.name === 'tiles' && t && list.name === 'files' && field?.name === 'name' && chain.length === 5)
    return {
      setString: (text) =>
        nameError(text) ?? tiles(m, { ...t, files: t.files.map((x, k) => (k === i ? { ...x, name: text } : x)) }, path),
    };
  return {};
});

/** SMF strings are latin-1 and end at their NUL. */
function nameError(text: string): EditResult | undefined {
  return [...text].some((c) => c === '\0' || c.charCodeAt(0) > 0xff)
    ? { error: msg`a name is latin-1 text without NUL` }
    : undefined;
}

function features(m: SmfModel, next: FeatureSection, select: string): EditResult {
  const delta = featureSectionBytes(next) - featureSectionBytes(m.features!);
  return { encoded: smfEncoded({ ...moved(m, m.header.featurePtr, delta), features: next }), select };
}

function tiles(m: SmfModel, next: TileSection, select: string): EditResult {
  const delta = tileSectionBytes(next) - tileSectionBytes(m.tiles!);
  return { encoded: smfEncoded({ ...moved(m, m.header.tilesPtr, delta), tiles: next }), select };
}

/** The model with everything stored after the section at `at` moved by `delta` bytes. */
function moved(m: SmfModel, at: number, delta: number): SmfModel {
  const shift = (p: number) => (p > at ? p + delta : p);
  const header: SmfHeader = { ...m.header };
  for (const p of pointers) header[p] = shift(header[p]);
  return {
    ...m,
    size: m.size + delta,
    header,
    extraHeaders: m.extraHeaders.map((h) => (h.grassPtr === undefined ? h : { ...h, grassPtr: shift(h.grassPtr) })),
    kept: m.kept.map((k) => (k.offset > at ? { ...k, offset: k.offset + delta } : k)),
  };
}
