// The start boxes checked against the map and mapinfo.lua's start positions: every box inside the map, no two
// boxes sharing ground, every start position in a box, every box holding a start position, and how much of each
// box the game's main movement class cannot stand on (ZeroK-RTS/Zero-K issue 4359: boxes should not include
// unpathable terrain).
import { DiagnosticSink } from '../../core/diagnostics';
import { msg } from '../../core/translatable';
import { archiveRules } from '../rules';
import { Unknown } from './lua-values';
import type { MapSettings } from './map-settings';
import { insideArea } from '../../formats/smf';
import { StartBox, boundsOf } from './start-boxes';

/** Elmos per heightmap square. */
const SQUARE_SIZE = 8;
/** A box with more than this share of ground its main class cannot stand on is worth a look. */
export const UNPATHABLE_SHARE = 0.25;

export interface Ground {
  name: string;
  width: number;
  height: number;
  pathable: Uint8Array;
  cellElmos: number;
}

/** Cell centres (every `step` elmos) inside the rectangle and the box, clipped to the map. */
function forCells(
  box: StartBox,
  rect: [number, number, number, number],
  map: { width: number; depth: number },
  step: number,
  visit: (x: number, z: number) => void,
): void {
  const x1 = Math.max(0, rect[0]);
  const z1 = Math.max(0, rect[1]);
  const x2 = Math.min(map.width, rect[2]);
  const z2 = Math.min(map.depth, rect[3]);
  for (let z = Math.floor(z1 / step) * step + step / 2; z < z2; z += step)
    for (let x = Math.floor(x1 / step) * step + step / 2; x < x2; x += step) if (insideArea(box, x, z)) visit(x, z);
}

export function checkStartBoxes(
  boxes: StartBox[],
  header: { mapx: number; mapy: number },
  settings: MapSettings | undefined,
  ground: Ground | undefined,
  sink: DiagnosticSink,
  mapInfoSink: DiagnosticSink | undefined,
): void {
  const map = { width: header.mapx * SQUARE_SIZE, depth: header.mapy * SQUARE_SIZE };
  const report = (
    rule: (typeof archiveRules)[keyof typeof archiveRules],
    range: [number, number],
    text: ReturnType<typeof msg>,
  ) => sink.report(rule, range[0], range[1] - range[0], text);
  for (const box of boxes)
    for (const p of box.polygons)
      if (p.points.some(([x, z]) => x < 0 || z < 0 || x > map.width || z > map.depth))
        report(
          archiveRules.startBoxOutside,
          p.range,
          msg`a box of ally team ${box.ally} reaches outside the map (0..${map.width} by 0..${map.depth} elmos)`,
        );
  const bounds = boxes.map(boundsOf);
  boxes.forEach((b, j) => {
    for (let i = 0; i < j; i++) {
      const [ax1, az1, ax2, az2] = bounds[i];
      const [bx1, bz1, bx2, bz2] = bounds[j];
      const rect: [number, number, number, number] = [
        Math.max(ax1, bx1),
        Math.max(az1, bz1),
        Math.min(ax2, bx2),
        Math.min(az2, bz2),
      ];
      if (rect[0] >= rect[2] || rect[1] >= rect[3]) continue;
      let shared = 0;
      forCells(b, rect, map, SQUARE_SIZE, (x, z) => (shared += insideArea(boxes[i], x, z) ? 1 : 0));
      const area = shared * SQUARE_SIZE * SQUARE_SIZE;
      if (shared > 0)
        report(
          archiveRules.startBoxOverlap,
          b.range,
          msg`the boxes of ally teams ${boxes[i].ally} and ${b.ally} share ${area} square elmos`,
        );
    }
  });
  const starts = settings && !(settings.startPositions instanceof Unknown) ? settings.startPositions : [];
  const known = starts.flatMap((p) =>
    p.x && p.z && !(p.x instanceof Unknown) && !(p.z instanceof Unknown)
      ? [{ team: p.team, x: p.x.value, z: p.z.value, range: p.range }]
      : [],
  );
  for (const box of boxes)
    if (box.startPoints.length === 0 && !known.some((s) => insideArea(box, s.x, s.z)))
      report(archiveRules.startBoxEmpty, box.range, msg`the box of ally team ${box.ally} holds no start position`);
  if (mapInfoSink && boxes.length > 0)
    for (const s of known)
      if (!boxes.some((b) => insideArea(b, s.x, s.z)))
        mapInfoSink.report(
          archiveRules.startNotInBox,
          s.range[0],
          s.range[1] - s.range[0],
          msg`team ${s.team} starts at (${s.x}, ${s.z}), in no start box`,
        );
  if (!ground) return;
  for (const box of boxes) {
    let cells = 0;
    let blocked = 0;
    const cell = ground.cellElmos;
    forCells(box, boundsOf(box), map, cell, (x, z) => {
      const cx = Math.min(Math.floor(x / cell), ground.width - 1);
      const cz = Math.min(Math.floor(z / cell), ground.height - 1);
      cells++;
      if (!ground.pathable[cz * ground.width + cx]) blocked++;
    });
    const percent = Math.round((100 * blocked) / cells);
    if (cells > 0 && blocked / cells > UNPATHABLE_SHARE)
      report(
        archiveRules.startBoxUnpathable,
        box.range,
        msg`${percent}% of the box of ally team ${box.ally} is ground ${ground.name} cannot stand on`,
      );
  }
}
