// The metal spots as the games find them, over the metal map (one pixel per metal-map byte, linked to it both
// ways): each spot's cells in its own colour, brighter where richer, its centre white; with start positions, every
// cell tinted by the start nearest to it (the regions whose metal smf.metal-imbalance compares).
import { inside } from '../../core/pictures/grid';
import { kindColour } from '../../core/pictures/palette';
import type { Picture } from '../../core/pictures/picture';
import { counted, msg } from '../../core/translatable';
import { sectionGrids } from './layout';
import { cellCentre, nearestStart } from './metal-balance';
import { findMetalSpots, type MetalSpots } from './metal-spots';
import type { SmfModel } from './model';
import type { StartPoint } from './start-ground';

export function metalSpotsPicture(
  model: SmfModel,
  extractorRadius: number,
  starts: readonly StartPoint[] = [],
): Picture | undefined {
  const metalMap = model.metalMap;
  const spots = findMetalSpots(model.header, metalMap, extractorRadius);
  if (!metalMap || !spots) return undefined;
  const { width, height } = sectionGrids(model.header).metalMap;
  const regionOf = (x: number, z: number) =>
    starts.length > 0 ? nearestStart(starts, cellCentre(x), cellCentre(z)) : -1;
  const spotOf = (i: number) => (spots.group[i] ? spots.spotOfGroup[spots.group[i]] : -1);
  const found = counted(spots.metal.length, 'metal spot');
  const startCount = counted(starts.length, 'start');
  const title =
    starts.length > 0
      ? msg`metal spots as the games find them: ${found}, in the regions of the nearest of ${startCount}`
      : msg`metal spots as the games find them: ${found}`;
  return {
    name: 'metal-spots',
    title,
    kind: 'rgba',
    derived: true,
    width,
    height,
    offset: metalMap.offset,
    length: width * height,
    mips: 1,
    render() {
      const metal = metalMap.source.read(metalMap.offset, width * height);
      const data = new Uint8Array(4 * width * height);
      for (let z = 0, i = 0; z < height; z++)
        for (let x = 0; x < width; x++, i++) {
          const spot = spotOf(i);
          const region = regionOf(x, z);
          const [r, g, b] = spot >= 0 ? kindColour(spot) : region >= 0 ? kindColour(region) : [128, 128, 128];
          // Spot cells from half to full colour by their metal; other cells dim, a region's tint only.
          const k = spot >= 0 ? 0.5 + metal[i] / 510 : 0.25;
          const centre = spot >= 0 && spots.x[spot] === x && spots.z[spot] === z;
          data.set(centre ? [255, 255, 255, 255] : [r * k, g * k, b * k, 255], 4 * i);
        }
      return { kind: 'rgba', width, height, data };
    },
    source(x, y) {
      if (!inside(x, y, width, height)) return undefined;
      const i = y * width + x;
      const at = metalMap.offset + i;
      const raw = metalMap.source.read(at, 1)[0];
      const spot = spotOf(i);
      const region = regionOf(x, y);
      const where = spotText(spots, spot);
      const value = region >= 0 ? msg`${where}; nearest start: team ${starts[region].team}` : where;
      return { offset: at, length: 1, path: `metalMap[${y}][${x}]`, value: msg`metal ${raw}, ${value}` };
    },
    pixelOf(at) {
      if (at < metalMap.offset || at >= metalMap.offset + width * height) return undefined;
      const i = at - metalMap.offset;
      return { x: i % width, y: Math.floor(i / width) };
    },
  };
}

function spotText(spots: MetalSpots, spot: number) {
  if (spot < 0) return msg`in no metal spot`;
  return msg`metal spot ${spot + 1} at cell (${spots.x[spot]}, ${spots.z[spot]}), ${spots.metal[spot]} in reach`;
}
