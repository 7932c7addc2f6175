// The SMF main header (80 bytes) and the extra headers after it, read field by field like the spec, with the
// checks the engine makes when it opens the map.
import { DiagnosticSink } from '../../core/diagnostics';
import { OutOfData } from '../../core/cursor';
import { StructBuilder } from '../../core/builder';
import { NodeLink } from '../../core/node';
import { formatFloat, hex } from '../../core/numbers';
import { quote } from '../../core/text';
import {
  ELMOS_PER_SQUARE,
  MEH_NONE,
  MEH_VEGETATION,
  SMF_MAGIC,
  SQUARES_PER_SMU,
  extraHeaderExtent,
  sectionGrids,
  tileIndexCount,
  validMapSize,
} from './layout';
import { gridBytes } from './grid';
import { readMagic } from './magic';
import { ExtraHeader, SmfHeader } from './model';
import { smfRules } from './rules';
import { counted, msg, joined, type Text } from '../../core/translatable';

/** Offset of each header field: diagnostics point at exactly these bytes. */
export const HEADER_FIELD = {
  magic: 0,
  version: 16,
  mapid: 20,
  mapx: 24,
  mapy: 28,
  squareSize: 32,
  texelPerSquare: 36,
  tileSize: 40,
  minHeight: 44,
  maxHeight: 48,
  heightmapPtr: 52,
  typeMapPtr: 56,
  tilesPtr: 60,
  minimapPtr: 64,
  metalmapPtr: 68,
  featurePtr: 72,
  numExtraHeaders: 76,
} as const;

export type PointerField = 'heightmapPtr' | 'typeMapPtr' | 'tilesPtr' | 'minimapPtr' | 'metalmapPtr' | 'featurePtr';

/** Where a section pointer points, for the link shown on the pointer field. */
/** The link of a pointer field to its section, labelled with what the section is. */
export type PointerTarget = (field: PointerField, ptr: number, what: Text) => NodeLink | undefined;

function mapSizeText(squares: number): Text {
  const [smu, elmos] = [formatFloat(squares / SQUARES_PER_SMU), squares * ELMOS_PER_SQUARE];
  return msg`${counted(squares, 'square')} = ${smu} smu, ${elmos} elmos`;
}

function pointerShow(what: Text) {
  return (ptr: number): Text => msg`→ ${what} @${hex(ptr)}`;
}

/** Reads the 80-byte header into `s`; throws OutOfData (after keeping what was read) when the file is shorter. */
export function readSmfHeader(s: StructBuilder, target: PointerTarget): SmfHeader {
  const ptr = (name: PointerField, what: Text): number => {
    const link = s.c.remaining >= 4 ? target(name, s.c.view.getInt32(s.c.pos, true), what) : undefined;
    return s.i32(name, { show: pointerShow(what), links: link ? [link] : undefined });
  };
  return {
    magic: readMagic(s, SMF_MAGIC),
    version: s.i32('version'),
    mapid: s.i32('mapid', { show: (v) => msg`${hex(v >>> 0, 8)} (map id)` }),
    mapx: s.i32('mapx', { show: mapSizeText }),
    mapy: s.i32('mapy', { show: mapSizeText }),
    squareSize: s.i32('squareSize', { show: (v) => msg`${v} elmos per square` }),
    texelPerSquare: s.i32('texelPerSquare', { show: (v) => msg`${v} texels per square` }),
    tileSize: s.i32('tilesize', { show: (v) => msg`${v} texels per tile` }),
    minHeight: s.f32('minHeight', { show: (v) => msg`${formatFloat(v)} elmos (raw height 0)` }),
    maxHeight: s.f32('maxHeight', { show: (v) => msg`${formatFloat(v)} elmos (raw height 65536)` }),
    heightmapPtr: ptr('heightmapPtr', msg`height map`),
    typeMapPtr: ptr('typeMapPtr', msg`type map`),
    tilesPtr: ptr('tilesPtr', msg`tile section`),
    minimapPtr: ptr('minimapPtr', msg`minimap`),
    metalmapPtr: ptr('metalmapPtr', msg`metal map`),
    featurePtr: ptr('featurePtr', msg`feature section`),
    numExtraHeaders: s.i32('numExtraHeaders'),
  };
}

/** The six section pointers of the header, in header order: a shift moves them all. */
export const SECTION_POINTERS = [
  'heightmapPtr',
  'typeMapPtr',
  'tilesPtr',
  'minimapPtr',
  'metalmapPtr',
  'featurePtr',
] as const;

const SMF_MAGIC_BYTES = 16;

/** The engine's checks of a complete header (and the ones a careful validator adds). */
export function checkSmfHeader(h: SmfHeader, sink: DiagnosticSink): void {
  const F = HEADER_FIELD;
  // A section that starts inside the magic reads its bytes too: writing the magic would change that section, so
  // the file does not settle what the 16 bytes should be.
  const sectionInMagic = SECTION_POINTERS.some((p) => h[p] >= 0 && h[p] < SMF_MAGIC_BYTES);
  if (h.magic !== SMF_MAGIC)
    sink.report(
      smfRules.magic,
      F.magic,
      SMF_MAGIC_BYTES,
      msg`magic is ${quote(h.magic)}, expected ${quote(SMF_MAGIC)}`,
      undefined,
      sectionInMagic ? undefined : { title: msg`write "spring map file"` },
    );
  if (h.version !== 1) sink.report(smfRules.version, F.version, 4, msg`version ${h.version}, expected 1`);
  if (h.squareSize !== 8)
    sink.report(smfRules.squareSize, F.squareSize, 4, msg`squareSize ${h.squareSize}, expected 8`);
  if (h.texelPerSquare !== 8)
    sink.report(smfRules.texelPerSquare, F.texelPerSquare, 4, msg`texelPerSquare ${h.texelPerSquare}, expected 8`);
  if (h.tileSize !== 32) sink.report(smfRules.tileSize, F.tileSize, 4, msg`tilesize ${h.tileSize}, expected 32`);
  for (const axis of ['mapx', 'mapy'] as const) {
    const v = h[axis];
    if (v <= 0) sink.report(smfRules.mapSize, F[axis], 4, msg`${axis} is ${v}; it must be greater than 0`);
    else if (v % 128 !== 0)
      sink.report(smfRules.mapSizeMultiple, F[axis], 4, msg`${axis} ${v} is not a multiple of 128`);
  }
  if (validMapSize(h) && tileIndexCount(h) === 0) {
    sink.report(
      smfRules.mapSize,
      F.mapx,
      8,
      msg`${h.mapx}x${h.mapy} squares make no 4x4-square tile; the engine refuses a map without tiles`,
    );
  }
  if (!Number.isFinite(h.minHeight) || !Number.isFinite(h.maxHeight) || h.minHeight > h.maxHeight) {
    sink.report(
      smfRules.heightRange,
      F.minHeight,
      8,
      msg`minHeight ${formatFloat(h.minHeight)}, maxHeight ${formatFloat(h.maxHeight)}`,
    );
  }
  if (h.numExtraHeaders < 0)
    sink.report(smfRules.extraHeaderCount, F.numExtraHeaders, 4, msg`numExtraHeaders is ${h.numExtraHeaders}`);
}

function extraHeaderTypeName(type: number): Text {
  if (type === MEH_NONE) return msg`none`;
  if (type === MEH_VEGETATION) return msg`vegetation (grass map)`;
  return msg`unknown`;
}

/** A map's size in squares: "128x128 squares". */
export function squaresText(mapx: number, mapy: number): Text {
  return msg`${mapx}x${mapy} squares`;
}

export interface ExtraHeadersRead {
  headers: ExtraHeader[];
  /** Offset of each complete header. */
  offsets: number[];
  /** The first vegetation header: the only one the engine reads, with the offset of its grassPtr field. */
  vegetation?: { grassPtr: number; fieldOffset: number };
}

/**
 * Reads `count` extra headers into `s` the way the engine walks them: a vegetation header ends the engine's walk
 * (later headers are reported as ignored but still shown), any other header is skipped by its size.
 */
export function readExtraHeaders(
  s: StructBuilder,
  h: SmfHeader,
  sink: DiagnosticSink,
  grassLink: (ptr: number) => NodeLink | undefined,
  out: ExtraHeadersRead,
): void {
  const count = Math.max(0, h.numExtraHeaders);
  if (!s.c.fits(count, 8)) throw new OutOfData(s.c.pos, count * 8, s.c.remaining);
  const grassBufferBytes = validMapSize(h) ? gridBytes(sectionGrids(h).grassMap) : Infinity;
  for (let i = 0; i < count; i++) {
    const at = s.c.pos;
    s.struct(
      `[${i}]`,
      'ExtraHeader',
      (e) => {
        const size = e.i32('size');
        const type = e.i32('type', { show: (t) => msg`${t} = ${extraHeaderTypeName(t)}` });
        const ignored = out.vegetation !== undefined;
        const header: ExtraHeader = { size, type };
        if (type === MEH_VEGETATION) {
          const grassPtr = e.c.remaining >= 4 ? e.c.view.getInt32(e.c.pos, true) : 0;
          const link = grassLink(grassPtr);
          header.grassPtr = e.i32('grassPtr', { show: pointerShow(msg`grass map`), links: link ? [link] : undefined });
          if (!ignored) out.vegetation = { grassPtr: header.grassPtr, fieldOffset: at + 8 };
        } else {
          const payloadLength = extraHeaderExtent(size, type) - 8;
          if (payloadLength > 0)
            header.payload = e.opaque('payload', payloadLength, msg`${counted(payloadLength, 'byte')} of header data`);
          if (!ignored) {
            if (size < 8)
              sink.report(
                smfRules.extraHeaderTooSmall,
                at,
                4,
                msg`extra header ${i} declares size ${size}; the engine moves on 8 bytes`,
              );
            else if (size - 8 > grassBufferBytes)
              sink.report(
                smfRules.extraHeaderTooLarge,
                at,
                4,
                joined(
                  msg`extra header ${i} declares size ${size}; the engine reads ${size - 8} bytes into a `,
                  msg`${grassBufferBytes}-byte buffer`,
                ),
              );
          }
          if (type !== MEH_NONE)
            sink.report(
              smfRules.extraHeaderUnknown,
              at + 4,
              4,
              msg`extra header ${i} has type ${type}; kept as opaque data`,
            );
        }
        if (ignored)
          sink.report(
            smfRules.extraHeaderIgnored,
            at,
            e.c.pos - at,
            msg`extra header ${i} follows the vegetation header; the engine never reads it`,
          );
        out.headers.push(header);
        out.offsets.push(at);
      },
      () => msg`${extraHeaderTypeName(s.c.view.getInt32(at + 4, true))}, size ${s.c.view.getInt32(at, true)}`,
    );
  }
}
