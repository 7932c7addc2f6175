// The slope map and, per movement class of the game, where the class can stand: pictures at slope-map resolution
// (one pixel per 2x2 squares) computed from the height map, each pixel linked to the nine height samples it is
// computed from, and a height sample back to its pixel.
import { formatFloat } from '../../core/numbers';
import { inside } from '../../core/pictures/grid';
import { kindColour } from '../../core/pictures/palette';
import type { Picture } from '../../core/pictures/picture';
import { msg, type Text } from '../../core/translatable';
import { sectionGrids } from './layout';
import { Game, MoveClass, mainMoveClass, maxSlopeOf, moveClassesOf } from './move-classes';
import type { SmfModel } from './model';
import { canStand, componentsOf, pathableGrid } from './pathability';
import { SlopeGrid, cellSamples, slopeGrid } from './slope';

/** Three decimals are enough to read a slope or a height by. */
export const short = (v: number): string => formatFloat(Math.round(v * 1000) / 1000);

/** The angle of a slope-map value, in degrees. */
export function slopeDegrees(slope: number): number {
  return (Math.acos(Math.min(Math.max(1 - slope, -1), 1)) * 180) / Math.PI;
}

/**
 * The maker of pictures at slope-map resolution over the map's height map (the grid computed on the first render,
 * once for all of them), each pixel linked to its nine height samples; undefined when the map has no cells.
 */
export function cellPictures(model: SmfModel): PictureMaker | undefined {
  const heightMap = model.heightMap;
  const h = model.header;
  const width = Math.trunc(h.mapx / 2);
  const height = Math.trunc(h.mapy / 2);
  if (!heightMap || width <= 0 || height <= 0) return undefined;
  let computed: SlopeGrid | undefined | null = null;
  const grid = () => (computed === null ? (computed = slopeGrid(h, heightMap)) : computed);
  const vertexRow = sectionGrids(h).heightMap.width;
  const cellOf = (at: number) => {
    if (at < heightMap.offset || at >= heightMap.offset + heightMap.length) return undefined;
    const i = Math.floor((at - heightMap.offset) / 2);
    const vx = i % vertexRow;
    const vy = Math.floor(i / vertexRow);
    return { x: Math.min(vx >> 1, width - 1), y: Math.min(vy >> 1, height - 1) };
  };
  return (name, title, pixel, describe, colours) => ({
    name,
    title,
    kind: colours ? 'rgba' : 'gray8',
    derived: true,
    width,
    height,
    offset: heightMap.offset,
    length: heightMap.length,
    mips: 1,
    render() {
      const g = grid();
      if (colours) {
        const data = new Uint8Array(4 * width * height);
        if (g) colours(g, data);
        return { kind: 'rgba', width, height, data };
      }
      const data = new Uint8Array(width * height);
      if (g) for (let i = 0; i < data.length; i++) data[i] = pixel(g, i);
      return { kind: 'gray8', width, height, data };
    },
    source(x, y) {
      const g = grid();
      if (!g || !inside(x, y, width, height)) return undefined;
      return {
        ...cellSamples(h, heightMap.offset, x, y),
        path: `heightMap[${2 * y}][${2 * x}]`,
        value: describe(g, y * width + x),
      };
    },
    pixelOf: cellOf,
  });
}

/** The slope text of a cell: its slope, its angle and its height. */
export const slopeText = (g: SlopeGrid, i: number) =>
  msg`slope ${short(g.slope[i])} (${short(slopeDegrees(g.slope[i]))} degrees), height ${short(g.level[i])} elmos`;

export function slopePictures(model: SmfModel, game: Game): Picture[] {
  const picture = cellPictures(model);
  if (!picture) return [];
  const width = Math.trunc(model.header.mapx / 2);
  const height = Math.trunc(model.header.mapy / 2);
  const out = [
    picture(
      'slope',
      msg`slope map, ${width}x${height} cells of 2x2 squares`,
      (g, i) => Math.round(Math.min(1, g.slope[i]) * 255),
      slopeText,
    ),
  ];
  for (const cls of moveClassesOf(game))
    out.push(
      picture(
        `pathable-${cls.name.toLowerCase()}`,
        msg`where ${cls.name} can stand (white) and cannot (black), ${width}x${height} cells`,
        (g, i) => (canStand(cls, g.slope[i], g.level[i]) ? 255 : 0),
        (g, i) => msg`${standing(cls, g, i)}: ${slopeText(g, i)}`,
      ),
    );
  out.push(regionsPicture(mainMoveClass(game), picture));
  return out;
}

export type PictureMaker = (
  name: string,
  title: Text,
  pixel: (g: SlopeGrid, i: number) => number,
  describe: (g: SlopeGrid, i: number) => Text,
  colours?: (g: SlopeGrid, data: Uint8Array) => void,
) => Picture;

/**
 * Where the main class can go: each connected region of the cells it can stand on in its own colour, black where
 * it cannot stand, so a start cut off from the others (smf.start-unreachable) shows in another colour.
 */
function regionsPicture(cls: MoveClass, picture: PictureMaker) {
  let labels: Int32Array | undefined;
  const regions = (g: SlopeGrid) => (labels ??= componentsOf(pathableGrid(g, cls), g.width, g.height));
  return picture(
    `regions-${cls.name.toLowerCase()}`,
    msg`where ${cls.name} can go: each connected region in its own colour, black where it cannot stand`,
    () => 0,
    (g, i) => {
      const r = regions(g)[i];
      return r ? msg`region ${r} of ${cls.name}: ${slopeText(g, i)}` : msg`${standing(cls, g, i)}: ${slopeText(g, i)}`;
    },
    (g, data) => {
      const r = regions(g);
      for (let i = 0; i < r.length; i++) data.set(r[i] ? [...kindColour(r[i] - 1), 255] : [0, 0, 0, 255], 4 * i);
    },
  );
}

/** Why a class can or cannot stand on a cell, in the terms of its move definition. */
export function standing(cls: MoveClass, g: SlopeGrid, i: number): Text {
  const slope = g.slope[i];
  const level = g.level[i];
  if (canStand(cls, slope, level)) return msg`${cls.name} can stand here`;
  if (cls.speedModClass === 'ship') return msg`${cls.name} needs water ${cls.waterDepth} elmos deep`;
  const most = maxSlopeOf(cls.maxSlopeDegrees);
  if (slope > most) return msg`too steep for ${cls.name} (maxslope ${cls.maxSlopeDegrees}: up to ${short(most)})`;
  return msg`too deep for ${cls.name} (maxwaterdepth ${cls.waterDepth})`;
}
