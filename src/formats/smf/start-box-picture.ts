// The start boxes over the ground, at slope-map resolution: grey by height, each ally team's box tinted in its own
// colour (the legend's) and outlined in it, the cells the game's main movement class cannot stand on darker and,
// inside a box, hatched (the share archive.startbox-unpathable counts), each start position a white cross. Every
// pixel is linked to the nine height samples its cell is computed from, as the slope pictures are.
import { kindColour } from '../../core/pictures/palette';
import type { Picture } from '../../core/pictures/picture';
import { counted, msg, type Text } from '../../core/translatable';
import type { MapContext } from './map-context';
import { Game, mainMoveClass } from './move-classes';
import type { SmfModel } from './model';
import { canStand } from './pathability';
import type { SlopeGrid } from './slope';
import { cellPictures, slopeText, standing } from './slope-pictures';

/** Elmos per slope-map cell. */
const CELL_ELMOS = 16;
const WHITE = [255, 255, 255, 255];

/**
 * The most boxes drawn: one per ally team, and the engine has at most 255 teams (RecoilEngine
 * rts/Sim/Misc/GlobalConstants.h, MAX_TEAMS). Bounds the filling of a hostile file's boxes to that many passes.
 */
const MOST_BOXES = 255;

/**
 * Per cell, the index of the first box holding its centre, or -1: each polygon filled row by row between its
 * edges' crossings of the row's centre line (the even-odd rule of insidePolygon), so the cost is the rows times the
 * edges plus the cells filled, never cells times edges.
 */
function boxCells(context: MapContext, width: number, height: number): Int32Array {
  const out = new Int32Array(width * height).fill(-1);
  const firstCell = (elmo: number) => Math.max(0, Math.min(width, Math.ceil(elmo / CELL_ELMOS - 0.5)));
  context.boxes.slice(0, MOST_BOXES).forEach((box, k) => {
    for (const { points } of box.polygons)
      for (let z = 0; z < height; z++) {
        const centre = (z + 0.5) * CELL_ELMOS;
        const crossings: number[] = [];
        for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
          const [xi, zi] = points[i];
          const [xj, zj] = points[j];
          if (zi > centre !== zj > centre) crossings.push(xi + ((centre - zi) * (xj - xi)) / (zj - zi));
        }
        crossings.sort((a, b) => a - b);
        for (let c = 0; c + 1 < crossings.length; c += 2)
          for (let x = firstCell(crossings[c]); x < firstCell(crossings[c + 1]); x++)
            if (out[z * width + x] < 0) out[z * width + x] = k;
      }
  });
  return out;
}

/** The start positions (mapinfo.lua's teams and the boxes' own start points) by the cell they are on. */
function startCells(context: MapContext, width: number, height: number): Map<number, Text> {
  const out = new Map<number, Text>();
  const mark = (x: number, z: number, what: Text) => {
    const cx = Math.floor(x / CELL_ELMOS);
    const cz = Math.floor(z / CELL_ELMOS);
    if (x >= 0 && z >= 0 && cx <= width && cz <= height)
      out.set(Math.min(cz, height - 1) * width + Math.min(cx, width - 1), what);
  };
  for (const s of context.starts) mark(s.x, s.z, msg`start position of team ${s.team}`);
  for (const box of context.boxes)
    for (const [x, z] of box.startPoints ?? []) mark(x, z, msg`start point of the box of ally team ${box.ally}`);
  return out;
}

export function startBoxesPicture(model: SmfModel, context: MapContext, game: Game): Picture | undefined {
  const picture = cellPictures(model);
  if (!picture || (context.boxes.length === 0 && context.starts.length === 0)) return undefined;
  const cls = mainMoveClass(game);
  const { minHeight, maxHeight } = model.header;
  let cells: { box: Int32Array; starts: Map<number, Text> } | undefined;
  const layout = (g: SlopeGrid) =>
    (cells ??= { box: boxCells(context, g.width, g.height), starts: startCells(context, g.width, g.height) });
  const boxes = counted(context.boxes.length, 'start box', 'start boxes');
  const starts = counted(context.starts.length, 'start position');
  const p = picture(
    'start-boxes',
    msg`${boxes} and ${starts} over where ${cls.name} can stand (darker, and hatched in a box, where it cannot)`,
    () => 0,
    (g, i) => {
      const { box, starts } = layout(g);
      const ground = msg`${standing(cls, g, i)}: ${slopeText(g, i)}`;
      const where =
        box[i] >= 0 ? msg`in the start box of ally team ${context.boxes[box[i]].ally}` : msg`in no start box`;
      const start = starts.get(i);
      return start ? msg`${start}, ${where}; ${ground}` : msg`${where}; ${ground}`;
    },
    (g, data) => {
      const { box, starts } = layout(g);
      const { width, height } = g;
      const span = maxHeight - minHeight || 1;
      const inBox = (x: number, z: number, k: number) =>
        x >= 0 && z >= 0 && x < width && z < height && box[z * width + x] === k;
      for (let z = 0, i = 0; z < height; z++)
        for (let x = 0; x < width; x++, i++) {
          const stands = canStand(cls, g.slope[i], g.level[i]);
          const grey = (64 + (128 * (g.level[i] - minHeight)) / span) * (stands ? 1 : 0.45);
          const k = box[i];
          if (k < 0) {
            data.set([grey, grey, grey, 255], 4 * i);
            continue;
          }
          const c = kindColour(k);
          const edge = !inBox(x - 1, z, k) || !inBox(x + 1, z, k) || !inBox(x, z - 1, k) || !inBox(x, z + 1, k);
          // Half the box's colour over the ground; stripes where the main class cannot stand.
          const shade = edge ? 1 : stands ? 0.5 : (x + z) % 4 < 2 ? 0.25 : 0.6;
          const mix = edge ? 0 : stands ? 0.5 : 0.2;
          data.set([...c.map((v) => v * shade + grey * mix), 255], 4 * i);
        }
      // A cross of five cells on each start.
      for (const i of starts.keys()) {
        const x = i % width;
        const z = Math.floor(i / width);
        for (const [dx, dz] of [
          [0, 0],
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ])
          if (x + dx >= 0 && x + dx < width && z + dz >= 0 && z + dz < height)
            data.set(WHITE, 4 * ((z + dz) * width + x + dx));
      }
    },
  );
  return { ...p, legend: context.boxes.slice(0, MOST_BOXES).map((b) => msg`ally team ${b.ally}`) };
}
