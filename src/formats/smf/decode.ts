// Decoding a whole .smf: the header, the extra headers, then every section through its pointer (writers put them
// in any order, with gaps). Each section is checked against the file's bounds before anything is built, and a
// section that cannot be read whole is left out of the model, its bytes kept as they are.
import { StructBuilder } from '../../core/builder';
import { Cursor } from '../../core/cursor';
import { DiagnosticSink } from '../../core/diagnostics';
import { Decoded } from '../../core/format';
import { BasicNode, NodeLink, Reading, SpanNode, container, opaque } from '../../core/node';
import { formatFloat, hex } from '../../core/numbers';
import { tolerate } from '../../core/tolerate';
import { sectionU16Range } from './bulk';
import { bufferSource, type ByteSource, type Section } from '../../core/byte-source';
import { dxt1Mips } from '../../core/pictures/dxt1';
import { GridSpec, grid, gridBytes } from './grid';
import {
  FEATURE_RECORD_SIZE,
  MINIMAP_MIPS,
  MINIMAP_SIZE,
  MapSize,
  SMF_HEADER_SIZE,
  SQUARES_PER_SMU,
  extraHeaderExtent,
  sectionGrids,
  validMapSize,
  worldHeight,
} from './layout';
import { KeptBytes, SmfHeader, SmfModel } from './model';
import { smfRules } from './rules';
import {
  ExtraHeadersRead,
  HEADER_FIELD,
  PointerField,
  checkSmfHeader,
  readExtraHeaders,
  readSmfHeader,
  squaresText,
} from './header';
import { readFeatureSection } from './features';
import { checkSectionPointers } from './section-pointers';
import { checkMinimapExtent } from './minimap-extent';
import { TileSum, numTilesFixable, readTileSection, reportTileSum } from './tiles';
import { counted, listOf, msg, type Text } from '../../core/translatable';

interface Region {
  name: string;
  start: number;
  end: number;
}

/** Bytes of the fixed-size section a pointer field points to (tile and feature sections: their 8-byte counts). */
function pointedLength(field: PointerField, map: MapSize | undefined): number {
  if (field === 'minimapPtr') return MINIMAP_SIZE;
  if (field === 'tilesPtr' || field === 'featurePtr') return 8;
  if (!map) return 0;
  const grids = sectionGrids(map);
  return gridBytes(
    field === 'heightmapPtr' ? grids.heightMap : field === 'typeMapPtr' ? grids.typeMap : grids.metalMap,
  );
}

/** Byte runs of [0, size) that no range in `claimed` covers. */
function unclaimed(bytes: Uint8Array, claimed: [number, number][]): KeptBytes[] {
  const sorted = [...claimed].sort((a, b) => a[0] - b[0]);
  const out: KeptBytes[] = [];
  let at = 0;
  for (const [start, end] of sorted) {
    if (start > at) out.push({ offset: at, bytes: bytes.subarray(at, start) });
    at = Math.max(at, end);
  }
  if (at < bytes.length) out.push({ offset: at, bytes: bytes.subarray(at) });
  return out;
}

/** Reports each region that starts inside an earlier one, on the shared bytes. */
function reportOverlaps(regions: Region[], sink: DiagnosticSink): void {
  const sorted = regions.filter((r) => r.end > r.start).sort((a, b) => a.start - b.start || b.end - a.end);
  let widest: Region | undefined;
  for (const r of sorted) {
    if (widest && r.start < widest.end) {
      sink.report(
        smfRules.sectionOverlap,
        r.start,
        Math.min(r.end, widest.end) - r.start,
        msg`${r.name} overlaps ${widest.name}`,
        [{ offset: widest.start, length: widest.end - widest.start, message: msg`${widest.name}` }],
      );
    }
    if (!widest || r.end > widest.end) widest = r;
  }
}

/** Above this many heights the grid's own summary skips the full min/max pass (it would delay the first tree). */
const HEIGHT_RANGE_PASS_LIMIT = 1 << 24;

function heightGrid(h: SmfHeader, map: MapSize, source: ByteSource, ptr: number, available: number): GridSpec {
  const g = sectionGrids(map).heightMap;
  const world = (raw: number): string => formatFloat(worldHeight(raw, h.minHeight, h.maxHeight));
  const range = (offset: number, count: number): Reading => {
    const r = sectionU16Range({ source, offset, length: 2 * count });
    return r ? msg`raw ${r.min}..${r.max} = ${world(r.min)} .. ${world(r.max)} elmos` : msg`empty`;
  };
  const count = Math.min(g.width * g.height, Math.floor(available / 2));
  const perRow = msg`range shown per row`;
  return {
    name: 'heightMap',
    elem: 'u16',
    width: g.width,
    height: g.height,
    describe: (raw) => world(raw),
    summary: () =>
      msg`${g.width}x${g.height} heights, ${count <= HEIGHT_RANGE_PASS_LIMIT ? range(ptr, count) : perRow}`,
    rowSummary: (y, offset) => msg`row ${y}: ${range(offset, g.width)}`,
  };
}

function byteGrid(name: string, g: { width: number; height: number }, what: Text): GridSpec {
  return { name, elem: 'u8', width: g.width, height: g.height, summary: () => msg`${g.width}x${g.height}: ${what}` };
}

/**
 * The model doubles as the index: its sections are all the whole-file rules read. `bytes` holds the file; when it is
 * read in pages, `bytes` holds all but the bulk grids (see paged.ts) and those are read from `source`.
 */
export function decodeSmf(bytes: Uint8Array, source: ByteSource = bufferSource(bytes)): Decoded<SmfModel, SmfModel> {
  const size = bytes.length;
  const sink = new DiagnosticSink(size);
  const parts: SpanNode[] = [];
  const regions: Region[] = [];
  const claimed: [number, number][] = [];
  const finish = (model: SmfModel | undefined, display: Reading, version?: Reading): Decoded<SmfModel, SmfModel> => ({
    root: container({ name: 'file', type: 'SMF', kind: 'struct', offset: 0, end: size, display }, parts),
    model,
    index: model,
    diagnostics: sink.finish(),
    version,
  });

  const headerView = new DataView(bytes.buffer, bytes.byteOffset, Math.min(size, SMF_HEADER_SIZE));
  const mapRead = (): MapSize | undefined => {
    const m = {
      mapx: headerView.getInt32(HEADER_FIELD.mapx, true),
      mapy: headerView.getInt32(HEADER_FIELD.mapy, true),
    };
    return validMapSize(m) ? m : undefined;
  };
  const pointerLink = (field: PointerField, ptr: number, what: Text): NodeLink | undefined =>
    ptr >= 0 && ptr < size
      ? { label: what, offset: ptr, length: Math.min(pointedLength(field, mapRead()), size - ptr) }
      : undefined;

  const hb = new StructBuilder(new Cursor(bytes), 'header', 'SMFHeader');
  const header = tolerate(sink, { start: 0, end: size, what: msg`SMF header` }, () => readSmfHeader(hb, pointerLink));
  parts.push(hb.done(header ? squaresText(header.mapx, header.mapy) : undefined, !header));
  if (!header) return finish(undefined, 'SMF header cut short');
  checkSmfHeader(header, sink);
  regions.push({ name: 'header', start: 0, end: SMF_HEADER_SIZE });
  claimed.push([0, SMF_HEADER_SIZE]);
  const map = validMapSize(header) ? { mapx: header.mapx, mapy: header.mapy } : undefined;
  const grids = map && sectionGrids(map);

  const model: SmfModel = { size, header, extraHeaders: [], kept: [] };
  const heightBits = [
    headerView.getUint32(HEADER_FIELD.minHeight, true),
    headerView.getUint32(HEADER_FIELD.maxHeight, true),
  ];
  if (Number.isNaN(header.minHeight) || Number.isNaN(header.maxHeight))
    model.heightBits = [heightBits[0], heightBits[1]];

  // Extra headers: the walk the engine makes from offset 80.
  const extra: ExtraHeadersRead = { headers: model.extraHeaders, offsets: [] };
  if (header.numExtraHeaders > 0) {
    const grassLength = grids ? gridBytes(grids.grassMap) : 0;
    const grassLink = (ptr: number): NodeLink | undefined =>
      ptr >= 0 && ptr < size
        ? { label: 'grassMap', offset: ptr, length: Math.min(grassLength, size - ptr) }
        : undefined;
    const eb = new StructBuilder(
      new Cursor(bytes, SMF_HEADER_SIZE),
      'extraHeaders',
      `ExtraHeader[${header.numExtraHeaders}]`,
    );
    const ok = tolerate(sink, { start: SMF_HEADER_SIZE, end: size, what: msg`extra headers` }, () => {
      readExtraHeaders(eb, header, sink, grassLink, extra);
      return true;
    });
    const node = eb.done(counted(extra.headers.length, 'extra header'), !ok);
    parts.push(node);
    regions.push({ name: 'extra headers', start: node.offset, end: node.offset + node.length });
    extra.headers.forEach((h, i) =>
      claimed.push([extra.offsets[i], extra.offsets[i] + extraHeaderExtent(h.size, h.type)]),
    );
  }

  // A section of known size: checked against the file, then built from what is there.
  const fixed = (
    name: string,
    ptrField: number,
    ptr: number,
    length: number,
    build: (available: number) => SpanNode,
  ): Section | undefined => {
    if (ptr < 0 || ptr > size) {
      sink.report(
        smfRules.sectionBounds,
        ptrField,
        4,
        msg`${name} pointer ${hex(ptr)} is outside the file (${size} bytes)`,
      );
      return undefined;
    }
    const available = Math.min(length, size - ptr);
    if (available < length) {
      sink.report(
        smfRules.sectionBounds,
        ptrField,
        4,
        msg`${name} needs ${length} bytes at ${hex(ptr)}; the file ends after ${available}`,
        [{ offset: ptr, length: available, message: msg`what there is of ${name}` }],
      );
    }
    if (available > 0) {
      parts.push(build(available));
      regions.push({ name, start: ptr, end: ptr + available });
    }
    if (available < length) return undefined;
    claimed.push([ptr, ptr + length]);
    return { source, offset: ptr, length };
  };
  const gridSection = (spec: GridSpec, ptrField: number, ptr: number): Section | undefined =>
    fixed(spec.name, ptrField, ptr, gridBytes(spec), (available) => grid(source, ptr, available, spec));

  // A section whose size comes from its own counts: read until done or until the file ends.
  const variable = <T>(
    name: string,
    what: Text,
    type: string,
    ptrField: number,
    ptr: number,
    read: (s: StructBuilder) => T,
    summary: (value: T) => Reading,
  ): T | undefined => {
    if (ptr < 0 || ptr >= size) {
      sink.report(
        smfRules.sectionBounds,
        ptrField,
        4,
        msg`${what}: pointer ${hex(ptr)} is outside the file (${size} bytes)`,
      );
      return undefined;
    }
    const b = new StructBuilder(new Cursor(bytes, ptr), name, type);
    const value = tolerate(sink, { start: ptr, end: size, what }, () => read(b));
    const node = b.done(value === undefined ? undefined : summary(value), value === undefined);
    parts.push(node);
    regions.push({ name, start: ptr, end: ptr + node.length });
    if (value !== undefined) claimed.push([ptr, ptr + node.length]);
    return value;
  };

  const F = HEADER_FIELD;
  if (map && grids) {
    model.heightMap = fixed('heightMap', F.heightmapPtr, header.heightmapPtr, gridBytes(grids.heightMap), (available) =>
      grid(source, header.heightmapPtr, available, heightGrid(header, map, source, header.heightmapPtr, available)),
    );
    model.typeMap = gridSection(
      byteGrid('typeMap', grids.typeMap, msg`terrain types`),
      F.typeMapPtr,
      header.typeMapPtr,
    );
    model.metalMap = gridSection(
      byteGrid('metalMap', grids.metalMap, msg`metal densities`),
      F.metalmapPtr,
      header.metalmapPtr,
    );
    if (extra.vegetation) {
      model.grassMap = gridSection(
        byteGrid('grassMap', grids.grassMap, msg`grass densities`),
        extra.vegetation.fieldOffset,
        extra.vegetation.grassPtr,
      );
    }
  }
  const minimap = fixed(
    'minimap',
    F.minimapPtr,
    header.minimapPtr,
    MINIMAP_SIZE,
    (available) =>
      new BasicNode(
        {
          name: 'minimap',
          type: 'DXT1Image',
          kind: 'struct',
          offset: header.minimapPtr,
          length: available,
          partial: available < MINIMAP_SIZE,
          display: msg`1024x1024 DXT1, ${counted(MINIMAP_MIPS.length, 'mip level')}`,
        },
        dxt1Mips(bytes, header.minimapPtr, MINIMAP_MIPS, available),
      ),
  );
  // The minimap (699 KB) is always held: paged reading leaves only the grids to the source.
  model.minimap = minimap && bytes.subarray(minimap.offset, minimap.offset + minimap.length);
  // A section whose header is implausible is not read: the pointer is reported once instead (section-pointers.ts).
  const trust = checkSectionPointers(bytes, header, map, sink);
  const notRead = (name: string, ptr: number, field: string): undefined => {
    if (ptr >= 0 && ptr < size)
      parts.push(opaque(name, ptr, Math.min(8, size - ptr), 'NotChecked', msg`not checked: depends on ${field}`));
    return undefined;
  };
  let tileSum: TileSum | undefined;
  model.tiles = !trust.tiles
    ? notRead('tiles', header.tilesPtr, 'tilesPtr')
    : variable(
        'tiles',
        msg`tile section`,
        'TileSection',
        F.tilesPtr,
        header.tilesPtr,
        (s) =>
          readTileSection(s, source, map, sink, (t) => {
            tileSum = t;
          }),
        (t) =>
          listOf([
            counted(t.files.length, 'tile file'),
            counted(t.numTiles, 'tile'),
            counted(t.indices.length / 4, 'tile index', 'tile indices'),
          ]),
      );
  model.features = !trust.features
    ? notRead('features', header.featurePtr, 'featurePtr')
    : variable(
        'features',
        msg`feature section`,
        'FeatureSection',
        F.featurePtr,
        header.featurePtr,
        (s) => readFeatureSection(s, sink),
        (f) =>
          listOf([
            counted(f.typeNames.length, 'feature type'),
            counted(f.records.length / FEATURE_RECORD_SIZE, 'feature'),
          ]),
      );

  if (model.minimap) checkMinimapExtent(header.minimapPtr, regions, sink);
  reportOverlaps(regions, sink);
  if (tileSum) {
    const numTilesAt = tileSum.start + 4;
    const shared = regions.some((r) => r.name !== 'tiles' && r.start < numTilesAt + 4 && numTilesAt < r.end);
    reportTileSum(tileSum, numTilesFixable(tileSum, model.tiles, shared), sink);
  }
  model.kept = unclaimed(bytes, claimed);
  const smu = (v: number): string => formatFloat(v / SQUARES_PER_SMU);
  const sizeText = msg`${squaresText(header.mapx, header.mapy)} (${smu(header.mapx)}x${smu(header.mapy)} smu)`;
  return finish(model, msg`Spring map, ${sizeText}`, msg`v${header.version}, ${sizeText}`);
}
