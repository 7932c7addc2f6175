// The areals of a Land.map as outlines on a plan of at most `side` pixels, read in file order through a window over
// the source. An outline keeps a vertex only when it lies a pixel or more from the last one kept (the first always),
// so a map of a million-edge areals costs lines by the pixels its outlines cross, not by its vertices; where the
// vertices are pixels apart (retail maps) every edge is kept.
import { SourceWindow } from '../../../core/source-window';
import { AREAL_HEADER_SIZE, MAP_VERTEX_SIZE, arealField } from './layout';
import type { MapIndex } from './map-index';

export interface ArealOutlines {
  /** The class ids, in the order first seen: a line's kind is an index into them. */
  classes: number[];
  width: number;
  height: number;
  /** Lines (x0, y0, x1, y1 in pixels), their class index and areal. */
  lines: Float32Array;
  lineKinds: Uint16Array;
  lineItems: Uint32Array;
}

export function arealOutlines(m: MapIndex, side: number): ArealOutlines {
  const n = m.areals;
  const classes: number[] = [];
  const kindOf = new Map<number, number>();
  const kinds = new Uint16Array(n);
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  eachAreal(m, (a, view, r) => {
    const cls = view.getUint32(r + arealField.classId, true);
    let kind = kindOf.get(cls);
    if (kind === undefined) kindOf.set(cls, (kind = classes.push(cls) - 1));
    kinds[a] = kind;
    for (let k = 0, p = r + AREAL_HEADER_SIZE; k < m.vertexCounts[a]; k++, p += MAP_VERTEX_SIZE) {
      const x = view.getFloat32(p, true);
      const y = view.getFloat32(p + 4, true);
      if (!Number.isFinite(x + y)) continue;
      [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
    }
  });
  if (minX > maxX) [minX, minY, maxX, maxY] = [0, 0, 1, 1];
  const scale = side / Math.max(maxX - minX, maxY - minY, 1e-6);
  // One pass counts the lines kept, the next writes them: the arrays are made once, at their size.
  let count = 0;
  eachAreal(m, (a, view, r) => outline(view, r, m.vertexCounts[a], minX, maxY, scale, () => count++));
  const lines = new Float32Array(4 * count);
  const lineKinds = new Uint16Array(count);
  const lineItems = new Uint32Array(count);
  let e = 0;
  eachAreal(m, (a, view, r) =>
    outline(view, r, m.vertexCounts[a], minX, maxY, scale, (x0, y0, x1, y1) => {
      [lines[4 * e], lines[4 * e + 1], lines[4 * e + 2], lines[4 * e + 3]] = [x0, y0, x1, y1];
      lineKinds[e] = kinds[a];
      lineItems[e++] = a;
    }),
  );
  return {
    classes,
    width: Math.max(1, Math.ceil((maxX - minX) * scale)),
    height: Math.max(1, Math.ceil((maxY - minY) * scale)),
    lines,
    lineKinds,
    lineItems,
  };
}

/** Calls `visit` with every areal, its record at `r` in `view`. */
function eachAreal(m: MapIndex, visit: (a: number, view: DataView, r: number) => void): void {
  const w = new SourceWindow(m.source);
  for (let a = 0; a < m.areals; a++) {
    const r = w.at(m.offsets[a], m.offsets[a + 1] - m.offsets[a]);
    visit(a, w.view, r);
  }
}

/** The outline of the `v` vertices at `r`, in pixels (y down), a line per vertex kept, closed back to the first. */
function outline(
  view: DataView,
  r: number,
  v: number,
  minX: number,
  maxY: number,
  scale: number,
  line: (x0: number, y0: number, x1: number, y1: number) => void,
): void {
  if (v === 0) return;
  const px = (k: number) => (view.getFloat32(r + AREAL_HEADER_SIZE + k * MAP_VERTEX_SIZE, true) - minX) * scale;
  const py = (k: number) => (maxY - view.getFloat32(r + AREAL_HEADER_SIZE + k * MAP_VERTEX_SIZE + 4, true)) * scale;
  const [fx, fy] = [px(0), py(0)];
  let [x, y] = [fx, fy];
  for (let k = 1; k < v; k++) {
    const [nx, ny] = [px(k), py(k)];
    // Not finite is kept, as drawn before (a line the plan leaves out).
    if (Math.abs(nx - x) < 1 && Math.abs(ny - y) < 1) continue;
    line(x, y, nx, ny);
    [x, y] = [nx, ny];
  }
  line(x, y, fx, fy);
}
