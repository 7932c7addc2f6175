// Writing an .smf from its model. Every section goes where its pointer says, the extra headers follow the header
// in the walk the decoder makes, and the bytes no structure accounts for go back where they were: so any section
// order, gap, overlap or trailing data round-trips byte for byte.
import { encodedBytes, type ByteSink, type Encoded } from '../../core/byte-sink';
import type { Section } from '../../core/byte-source';
import { ByteWriter } from '../../core/writer';
import { MEH_VEGETATION, SMF_HEADER_SIZE, extraHeaderExtent } from './layout';
import { ExtraHeader, FeatureSection, SmfModel, TileSection } from './model';

export function tileSectionBytes(t: TileSection): number {
  return 8 + t.files.reduce((n, f) => n + 4 + f.name.length + 1, 0) + t.indices.length;
}

export function featureSectionBytes(f: FeatureSection): number {
  return 8 + f.typeNames.reduce((n, name) => n + name.length + 1, 0) + f.records.length;
}

export function extraHeadersBytes(headers: readonly ExtraHeader[]): number {
  return headers.reduce((n, h) => n + extraHeaderExtent(h.size, h.type), 0);
}

/** The first vegetation header's grass pointer: the grass map the engine reads. */
export function grassPointer(headers: readonly ExtraHeader[]): number | undefined {
  return headers.find((h) => h.type === MEH_VEGETATION)?.grassPtr;
}

/** [offset, bytes] of every section the model holds. */
function sections(m: SmfModel): [number, number][] {
  const h = m.header;
  const out: [number, number][] = [
    [0, SMF_HEADER_SIZE],
    [SMF_HEADER_SIZE, extraHeadersBytes(m.extraHeaders)],
  ];
  const add = (ptr: number | undefined, length: number | undefined): void => {
    if (ptr !== undefined && length !== undefined) out.push([ptr, length]);
  };
  add(h.heightmapPtr, m.heightMap?.length);
  add(h.typeMapPtr, m.typeMap?.length);
  add(h.minimapPtr, m.minimap?.length);
  add(h.metalmapPtr, m.metalMap?.length);
  add(h.tilesPtr, m.tiles && tileSectionBytes(m.tiles));
  add(h.featurePtr, m.features && featureSectionBytes(m.features));
  add(grassPointer(m.extraHeaders), m.grassMap?.length);
  return out;
}

/** Size of the encoded file: the original size, or more when sections now reach further. */
export function smfEncodedSize(m: SmfModel): number {
  return sections(m).reduce((n, [at, length]) => Math.max(n, at + length), m.size);
}

/** The 80-byte header as the model holds it. */
export function headerBytes(m: SmfModel): Uint8Array {
  const h = m.header;
  const w = new ByteWriter(SMF_HEADER_SIZE);
  const float = (v: number, bits: number | undefined): void => {
    if (Number.isNaN(v) && bits !== undefined) w.u32(bits);
    else w.f32(v);
  };
  w.fixedString(h.magic, 16)
    .i32(h.version)
    .i32(h.mapid)
    .i32(h.mapx)
    .i32(h.mapy)
    .i32(h.squareSize)
    .i32(h.texelPerSquare)
    .i32(h.tileSize);
  float(h.minHeight, m.heightBits?.[0]);
  float(h.maxHeight, m.heightBits?.[1]);
  w.i32(h.heightmapPtr)
    .i32(h.typeMapPtr)
    .i32(h.tilesPtr)
    .i32(h.minimapPtr)
    .i32(h.metalmapPtr)
    .i32(h.featurePtr)
    .i32(h.numExtraHeaders);
  return w.finish();
}

function extraHeaderBytes(headers: readonly ExtraHeader[]): Uint8Array {
  const w = new ByteWriter(extraHeadersBytes(headers));
  for (const h of headers) {
    const end = w.length + extraHeaderExtent(h.size, h.type);
    w.i32(h.size).i32(h.type);
    if (h.type === MEH_VEGETATION) w.i32(h.grassPtr ?? 0);
    else if (h.payload) w.bytes(h.payload.subarray(0, end - w.length));
    w.zeros(end - w.length);
  }
  return w.finish();
}

/** The tile section up to its indices (counts and tile file entries). */
export function tileHeadBytes(t: TileSection): Uint8Array {
  const w = new ByteWriter(tileSectionBytes(t) - t.indices.length);
  w.i32(t.numTileFiles).i32(t.numTiles);
  for (const f of t.files) w.i32(f.tileCount).cString(f.name);
  return w.finish();
}

/** The feature section up to its records (counts and type names). */
function featureHeadBytes(f: FeatureSection): Uint8Array {
  const w = new ByteWriter(featureSectionBytes(f) - f.records.length);
  w.i32(f.numFeatureType).i32(f.numFeatures);
  for (const name of f.typeNames) w.cString(name);
  return w.finish();
}

/** Writes the model to `sink`: the bytes no structure accounts for first, every section at its pointer over them. */
export function writeSmf(m: SmfModel, sink: ByteSink): void {
  for (const k of m.kept) sink.put(k.offset, k.bytes);
  const h = m.header;
  sink.put(0, headerBytes(m));
  sink.put(SMF_HEADER_SIZE, extraHeaderBytes(m.extraHeaders));
  const put = (data: Section | Uint8Array | undefined, at: number | undefined): void => {
    if (data && at !== undefined) sink.put(at, data);
  };
  put(m.heightMap, h.heightmapPtr);
  put(m.typeMap, h.typeMapPtr);
  put(m.minimap, h.minimapPtr);
  put(m.metalMap, h.metalmapPtr);
  put(m.grassMap, grassPointer(m.extraHeaders));
  if (m.tiles) {
    const head = tileHeadBytes(m.tiles);
    sink.put(h.tilesPtr, head);
    put(m.tiles.indices, h.tilesPtr + head.length);
  }
  if (m.features) {
    const head = featureHeadBytes(m.features);
    sink.put(h.featurePtr, head);
    put(m.features.records, h.featurePtr + head.length);
  }
}

/** The model as an encoded file: its size and its writes. */
export function smfEncoded(m: SmfModel): Encoded {
  return { size: smfEncodedSize(m), write: (sink) => writeSmf(m, sink) };
}

export function encodeSmf(m: SmfModel): Uint8Array {
  return encodedBytes(smfEncoded(m));
}
