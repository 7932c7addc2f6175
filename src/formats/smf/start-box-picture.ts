// The start boxes over the ground, at slope-map resolution: grey by height, each ally team's box tinted in its own
// colour (the legend's) and outlined in it, the cells the game's main movement class cannot stand on darker and,
// inside a box, hatched (the share archive.startbox-unpathable counts), each start position a white cross. Every
// pixel is linked to the nine height samples its cell is computed from, as the slope pictures are.
import { kindColour } from '../../core/pictures/palette';
import type { Picture } from '../../core/pictures/picture';
import { counted, msg, type Text } from '../../core/translatable';
import { insideArea, type MapContext } from './map-context';
import { Game, mainMoveClass } from './move-classes';
import type { SmfModel } from './model';
import { canStand } from './pathability';
import type { SlopeGrid } from './slope';
import { cellPictures, slopeText, standing } from './slope-pictures';

/** Elmos per slope-map cell. */
const CELL_ELMOS = 16;
const WHITE = [255, 255, 255, 255];

/** Per cell, the index of the first box holding its centre, or -1. */
function boxCells(context: MapContext, width: number, height: number): Int16Array {
  const out = new Int16Array(width * height).fill(-1);
  context.boxes.forEach((box, k) => {
    const points = box.polygons.flatMap((p) => p.points);
    const cell = (v: number) => Math.floor(v / CELL_ELMOS);
    const [x1, x2] = [
      Math.max(0, cell(Math.min(...points.map((p) => p[0])))),
      cell(Math.max(...points.map((p) => p[0]))),
    ];
    const [z1, z2] = [
      Math.max(0, cell(Math.min(...points.map((p) => p[1])))),
      cell(Math.max(...points.map((p) => p[1]))),
    ];
    for (let z = z1; z <= Math.min(z2, height - 1); z++)
      for (let x = x1; x <= Math.min(x2, width - 1); x++) {
        const i = z * width + x;
        if (out[i] < 0 && insideArea(box, (x + 0.5) * CELL_ELMOS, (z + 0.5) * CELL_ELMOS)) out[i] = k;
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
  let cells: { box: Int16Array; starts: Map<number, Text> } | undefined;
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
  return { ...p, legend: context.boxes.map((b) => msg`ally team ${b.ally}`) };
}
