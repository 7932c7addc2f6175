// Generated areals: a grid of square areals over the mesh, each linked to its four neighbours edge to edge
// (edge k of one is the opposite edge of the other), and a cell grid listing the areals each cell overlaps.
import { ArealRecord, CellGrid } from '../map/write';
import { heightAt } from './heights';

/** Edge k (vertex k -> k+1 of a counter-clockwise square) faces this neighbour step and meets its edge (k + 2) % 4. */
const EDGE_STEPS: readonly (readonly [number, number])[] = [[0, -1], [1, 0], [0, 1], [-1, 0]];

export function generateAreals(side: number, worldSize: number, logicFlag: (index: number) => number): ArealRecord[] {
  const size = worldSize / side;
  const areals: ArealRecord[] = [];
  for (let j = 0; j < side; j++) {
    for (let i = 0; i < side; i++) {
      const x0 = i * size;
      const y0 = j * size;
      const corners = [[x0, y0], [x0 + size, y0], [x0 + size, y0 + size], [x0, y0 + size]];
      const vertices = new Float32Array(corners.flatMap(([x, y]) => [x, y, heightAt(x, y)]));
      const links = new Int32Array(8);
      EDGE_STEPS.forEach(([di, dj], k) => {
        const ni = i + di;
        const nj = j + dj;
        const inside = ni >= 0 && nj >= 0 && ni < side && nj < side;
        links[2 * k] = inside ? nj * side + ni : -1;
        links[2 * k + 1] = inside ? (k + 2) % 4 : -1;
      });
      const cx = x0 + size / 2;
      const cy = y0 + size / 2;
      const index = j * side + i;
      areals.push({
        anchor: [cx, cy, heightAt(cx, cy)], areaMetric: size * size, normal: [0, 0, 1],
        logicFlag: logicFlag(index), classId: index % 7, vertices, links,
      });
    }
  }
  return areals;
}

/** cells x cells grid over the same world; a cell's hits are the areals its square overlaps. */
export function generateCellGrid(cells: number, arealSide: number): CellGrid {
  const span = (c: number): [number, number] => [Math.floor((c * arealSide) / cells), Math.ceil(((c + 1) * arealSide) / cells) - 1];
  return {
    cellsX: cells,
    cellsY: cells,
    hits(x, y) {
      const [i0, i1] = span(x);
      const [j0, j1] = span(y);
      const out: number[] = [];
      for (let j = j0; j <= j1; j++) for (let i = i0; i <= i1; i++) out.push(j * arealSide + i);
      return out;
    },
  };
}
