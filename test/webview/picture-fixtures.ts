// A Spring map for the picture pane tests: the generator's map and tile files, analysed once (decode and
// validation, so whole-file diagnostics are there), with a known height ramp and optionally a broken feature.
import { analyze } from '../../src/analysis';
import { findSibling } from '../../src/core/siblings';
import { generateSmf } from '../../src/formats/smf';
import { HEADER_FIELD } from '../../src/formats/smf/header';
import { PictureSession } from '../../src/editor/picture-session';
import { bufferSource } from '../../src/core/byte-source';
import type { Fixture } from './fixtures';
import { render } from '../../src/core/translatable';

/** Height-map side of the generated map at `scale` (the default map is 129 x 129 heights). */
export const mapSide = (scale = 1): number => 128 * scale + 1;
export const rampAt = (x: number, y: number): number => (x * 7 + y * 509) & 0xffff;

export interface MapFixture extends Fixture {
  heightAt(x: number, y: number): number;
  featuresAt: number;
}

/** `root`: the files at the root of the map's archive (mapinfo.lua, mapconfig/map_startboxes.lua), by path. */
export async function pictureMapFixture(
  options: { brokenFeature?: boolean; scale?: number; root?: Record<string, string> } = {},
): Promise<MapFixture> {
  const side = mapSide(options.scale);
  const [smf, ...tiles] = generateSmf(options.scale ?? 1);
  const bytes = smf.bytes;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const heightmapPtr = view.getInt32(HEADER_FIELD.heightmapPtr, true);
  const heightAt = (x: number, y: number) => heightmapPtr + 2 * (y * side + x);
  for (let y = 0; y < side; y++) for (let x = 0; x < side; x++) view.setUint16(heightAt(x, y), rampAt(x, y), true);
  // The feature records follow the two counts and the NUL-terminated type names.
  const featurePtr = view.getInt32(HEADER_FIELD.featurePtr, true);
  const types = view.getInt32(featurePtr, true);
  let featuresAt = featurePtr + 8;
  for (let i = 0; i < types; i++) while (bytes[featuresAt++] !== 0);
  if (options.brokenFeature) view.setInt32(featuresAt, 99, true);
  const siblings = {
    read: async (name: string) => {
      const hit = findSibling(
        tiles.map((t) => t.name),
        name,
      );
      return tiles.find((t) => t.name === hit)?.bytes;
    },
    atRoot: async (path: string) => {
      const text = options.root?.[path];
      return text === undefined ? undefined : new TextEncoder().encode(text);
    },
  };
  const a = await analyze('map.smf', bytes, { siblings });
  return {
    fileName: 'map.smf',
    format: render(a.format.displayName),
    version: a.decoded.version && render(a.decoded.version),
    source: bufferSource(bytes),
    decode: () => ({ root: a.decoded.root, diagnostics: a.diagnostics }),
    pictures: (diagnostics) => new PictureSession(a.format, a.decoded, bytes, diagnostics, siblings),
    heightAt,
    featuresAt,
  };
}
