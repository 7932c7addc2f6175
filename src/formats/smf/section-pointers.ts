// Root causes before cascades: a tile or feature section whose header makes no sense was most likely never at its
// pointer. Such a section gets ONE error on the pointer (with where a real section is, when the file has one) and
// is marked not checked, instead of thousands of per-index errors that all follow from the wrong pointer.
import { DiagnosticSink } from '../../core/diagnostics';
import { hex } from '../../core/numbers';
import { gridBytes } from './grid';
import { MINIMAP_SIZE, MapSize, sectionGrids } from './layout';
import { SmfHeader } from './model';
import { smfRules } from './rules';
import { featureSectionEnd, findFeatureSections, findTileSections, tileSectionEnd } from './section-search';
import { HEADER_FIELD } from './header';
import { counted, joined, msg, type Text } from '../../core/translatable';

/** Which sections are fit to be read item by item. */
export interface SectionTrust {
  tiles: boolean;
  features: boolean;
}

const signed = (n: number): string => (n < 0 ? `- ${-n}` : `+ ${n}`);

function countsText(bytes: Uint8Array, at: number, names: [string, string]): Text {
  if (at < 0 || at + 8 > bytes.length) return msg`it points outside the file (${counted(bytes.length, 'byte')})`;
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return msg`${names[0]} is ${v.getInt32(at, true)}, ${names[1]} is ${v.getInt32(at + 4, true)}`;
}

/** The words of each section's messages: written out whole, so a language can inflect the section's name. */
const sectionWords = {
  tiles: {
    implausible: (counts: Text, where: Text) =>
      joined(
        msg`the tile section header is implausible: ${counts}; `,
        msg`tilesPtr probably does not point at the tile section: ${where}`,
      ),
    startsAt: (at: string, delta: string) => msg`a tile section starts at ${at} (tilesPtr ${delta})`,
    couldStart: (ats: string) => msg`tile sections could start at ${ats}; which one is meant is a choice`,
    foundHere: msg`a tile section found here`,
    notChecked: msg`tile section not checked: depends on tilesPtr`,
  },
  features: {
    implausible: (counts: Text, where: Text) =>
      joined(
        msg`the feature section header is implausible: ${counts}; `,
        msg`featurePtr probably does not point at the feature section: ${where}`,
      ),
    startsAt: (at: string, delta: string) => msg`a feature section starts at ${at} (featurePtr ${delta})`,
    couldStart: (ats: string) => msg`feature sections could start at ${ats}; which one is meant is a choice`,
    foundHere: msg`a feature section found here`,
    notChecked: msg`feature section not checked: depends on featurePtr`,
  },
};

/**
 * Checks the tile and feature section headers at their pointers and reports the root cause when one is
 * implausible. A section left untrusted is not read further; a negative count with no better section anywhere is
 * the count's own error (the pointer may well be right).
 */
export function checkSectionPointers(
  bytes: Uint8Array,
  h: SmfHeader,
  map: MapSize | undefined,
  sink: DiagnosticSink,
): SectionTrust {
  const tileBad = tileSectionEnd(bytes, h.tilesPtr, map, 'lenient') < 0;
  const featureBad = featureSectionEnd(bytes, h.featurePtr, 'lenient') < 0;
  if (!tileBad && !featureBad) return { tiles: true, features: true };
  const tileAt = tileBad ? findTileSections(bytes, h.tilesPtr, map) : [];
  const featureAt = featureBad ? findFeatureSections(bytes, h.featurePtr) : [];
  const F = HEADER_FIELD;
  const tileCounts = countsText(bytes, h.tilesPtr, ['numTileFiles', 'numTiles']);
  const featureCounts = countsText(bytes, h.featurePtr, ['numFeatureType', 'numFeatures']);

  const shift = h.tilesPtr - tileAt[0];
  if (
    tileAt.length === 1 &&
    featureAt.length === 1 &&
    shift === h.featurePtr - featureAt[0] &&
    shiftKeepsSectionsInFile(bytes.length, h, map, shift)
  ) {
    const found = joined(
      msg`the tile and feature section headers are implausible (${tileCounts}; ${featureCounts}); a tile section `,
      msg`starts at ${hex(tileAt[0])} (tilesPtr ${signed(-shift)}) and a feature section at ${hex(featureAt[0])} `,
      msg`(featurePtr ${signed(-shift)})`,
    );
    sink.report(
      smfRules.pointersShifted,
      F.heightmapPtr,
      F.numExtraHeaders - F.heightmapPtr,
      shift > 0
        ? msg`${found}: every section pointer is probably ${shift} bytes too high`
        : msg`${found}: every section pointer is probably ${-shift} bytes too low`,
      [
        { offset: tileAt[0], length: 8, message: msg`the tile section found` },
        { offset: featureAt[0], length: 8, message: msg`the feature section found` },
      ],
      {
        title:
          shift > 0 ? msg`subtract ${shift} from every section pointer` : msg`add ${-shift} to every section pointer`,
        value: shift,
      },
    );
    notChecked(bytes, h, 'tiles', sink);
    notChecked(bytes, h, 'features', sink);
    return { tiles: false, features: false };
  }
  const trust: SectionTrust = { tiles: true, features: true };
  if (tileBad && tileAt.length > 0) {
    reportPointer(smfRules.tilesPointer, F.tilesPtr, 'tiles', tileCounts, h.tilesPtr, tileAt, sink);
    notChecked(bytes, h, 'tiles', sink);
    trust.tiles = false;
  }
  if (featureBad && featureAt.length > 0) {
    reportPointer(smfRules.featurePointer, F.featurePtr, 'features', featureCounts, h.featurePtr, featureAt, sink);
    notChecked(bytes, h, 'features', sink);
    trust.features = false;
  }
  return trust;
}

/**
 * The sections of fixed size (minimap, and with a valid map size the height, type and metal maps) all lie inside the
 * file once every pointer is moved by -`shift`. Otherwise the shift is not what the file says (moving every pointer
 * would put a section outside it), and the tile and feature pointers are reported each on its own.
 */
function shiftKeepsSectionsInFile(size: number, h: SmfHeader, map: MapSize | undefined, shift: number): boolean {
  const sections: [number, number][] = [[h.minimapPtr, MINIMAP_SIZE]];
  if (map) {
    const g = sectionGrids(map);
    sections.push(
      [h.heightmapPtr, gridBytes(g.heightMap)],
      [h.typeMapPtr, gridBytes(g.typeMap)],
      [h.metalmapPtr, gridBytes(g.metalMap)],
    );
  }
  return sections.every(([ptr, length]) => ptr - shift >= 0 && ptr - shift + length <= size);
}

function reportPointer(
  r: typeof smfRules.tilesPointer,
  fieldAt: number,
  section: 'tiles' | 'features',
  counts: Text,
  ptr: number,
  found: number[],
  sink: DiagnosticSink,
): void {
  const words = sectionWords[section];
  const field = section === 'tiles' ? 'tilesPtr' : 'featurePtr';
  const where =
    found.length === 1
      ? words.startsAt(hex(found[0]), signed(found[0] - ptr))
      : words.couldStart(found.map(hex).join(', '));
  sink.report(
    r,
    fieldAt,
    4,
    words.implausible(counts, where),
    found.map((at) => ({ offset: at, length: 8, message: words.foundHere })),
    found.length === 1 ? { title: msg`set ${field} to ${hex(found[0])}`, value: found[0] } : undefined,
  );
}

/** Marks the bytes at the pointer as not checked (a pointer outside the file has no bytes to mark). */
function notChecked(bytes: Uint8Array, h: SmfHeader, section: 'tiles' | 'features', sink: DiagnosticSink): void {
  const ptr = section === 'tiles' ? h.tilesPtr : h.featurePtr;
  if (ptr < 0 || ptr >= bytes.length) return;
  sink.report(smfRules.notChecked, ptr, Math.min(8, bytes.length - ptr), sectionWords[section].notChecked);
}
