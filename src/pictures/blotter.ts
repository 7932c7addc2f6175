// A Logic World save from above: circuit boards as rectangles, every other component as a marker coloured by its
// type, wires as lines between the components of their two pegs. A component record stores its position and
// rotation relative to its parent (the spec's component layout), so world positions are composed down the
// hierarchy in one pass in file order (a parent is always listed before its children).
import { formatFloat } from '../core/numbers';
import { ComponentTable } from '../formats/blotter/component-table';
import { COMPONENT, PEG, WIRE, positionsInMetres } from '../formats/blotter/layout';
import { SaveIndex } from '../formats/blotter/save-index';
import { planPicture } from './plan';
import { Picture } from './picture';

const BOARD_TYPE = 'MHG.CircuitBoard';
/** A circuit board's custom data: RGB colour, then i32 width and i32 length in board squares of 0.3 m. */
const BOARD_DATA_SIZE = 11;
const BOARD_SQUARE_M = 0.3;
/** The longest side of the plan in pixels. */
const PLAN_PX = 2048;

/** World positions (x, y, z in metres) and rotations (quaternion x, y, z, w) of every component. */
export function worldTransforms(save: SaveIndex): { position: Float32Array; rotation: Float32Array } {
  const t = save.components;
  const n = t.count;
  const position = new Float32Array(3 * n);
  const rotation = new Float32Array(4 * n);
  const metres = positionsInMetres(save.formatVersion);
  const v = t.view;
  for (let i = 0; i < n; i++) {
    const at = t.start(i) + COMPONENT.position;
    const p = [0, 4, 8].map((k) => (metres ? v.getFloat32(at + k, true) : v.getInt32(at + k, true) / 1000));
    const r = [0, 4, 8, 12].map((k) => v.getFloat32(t.start(i) + COMPONENT.rotation + k, true));
    const parent = t.parent(i);
    const pi = parent === 0 ? -1 : t.find(parent);
    if (pi < 0 || pi >= i) {
      position.set(p, 3 * i);
      rotation.set(r, 4 * i);
      continue;
    }
    const q = rotation.subarray(4 * pi, 4 * pi + 4);
    const w = rotate(q, p);
    position.set([position[3 * pi] + w[0], position[3 * pi + 1] + w[1], position[3 * pi + 2] + w[2]], 3 * i);
    rotation.set(multiply(q, r), 4 * i);
  }
  return { position, rotation };
}

/** v rotated by the unit quaternion q (x, y, z, w). */
function rotate(q: ArrayLike<number>, v: number[]): number[] {
  const [x, y, z, w] = [q[0], q[1], q[2], q[3]];
  // t = 2 * cross(q.xyz, v); v' = v + w * t + cross(q.xyz, t)
  const tx = 2 * (y * v[2] - z * v[1]);
  const ty = 2 * (z * v[0] - x * v[2]);
  const tz = 2 * (x * v[1] - y * v[0]);
  return [v[0] + w * tx + (y * tz - z * ty), v[1] + w * ty + (z * tx - x * tz), v[2] + w * tz + (x * ty - y * tx)];
}

function multiply(a: ArrayLike<number>, b: number[]): number[] {
  const [ax, ay, az, aw] = [a[0], a[1], a[2], a[3]];
  const [bx, by, bz, bw] = b;
  return [
    aw * bx + ax * bw + ay * bz - az * by,
    aw * by - ax * bz + ay * bw + az * bx,
    aw * bz + ax * by - ay * bx + az * bw,
    aw * bw - ax * bx - ay * by - az * bz,
  ];
}

/** Board size in metres along its own x and z, from its custom data, or undefined when it holds none. */
function boardSize(t: ComponentTable, i: number): [number, number] | undefined {
  const at = t.customLengthAt(i);
  if (t.view.getInt32(at, true) !== BOARD_DATA_SIZE) return undefined;
  return [t.view.getInt32(at + 7, true) * BOARD_SQUARE_M, t.view.getInt32(at + 11, true) * BOARD_SQUARE_M];
}

export function blotterPicture(save: SaveIndex): Picture | undefined {
  const t = save.components;
  const n = t.count;
  if (n === 0) return undefined;
  const { position, rotation } = worldTransforms(save);
  const board = save.types.names.indexOf(BOARD_TYPE);
  // Legend: the save's own component types in id-map order, then "unknown type" and "wire".
  const legend = [...save.types.names, 'unknown type', 'wire'];
  const [unknownKind, wireKind] = [legend.length - 2, legend.length - 1];
  const kindOf = (i: number): number => {
    const name = save.types.name(t.numericId(i));
    const k = name === undefined ? -1 : save.types.names.indexOf(name);
    return k < 0 ? unknownKind : k;
  };
  const kindCache = new Map<number, number>();
  const kind = (i: number): number => {
    const id = t.numericId(i);
    let k = kindCache.get(id);
    if (k === undefined) kindCache.set(id, (k = kindOf(i)));
    return k;
  };

  // World-space primitives first (x east, z north), scaled to pixels once the bounds are known.
  const rects: number[] = [];
  const rectItems: number[] = [];
  const isBoard = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const size = board >= 0 && kind(i) === board ? boardSize(t, i) : undefined;
    if (!size) continue;
    isBoard[i] = 1;
    const q = rotation.subarray(4 * i, 4 * i + 4);
    const corners = [
      [0, 0, 0],
      [size[0], 0, 0],
      [0, 0, size[1]],
      [size[0], 0, size[1]],
    ].map((c) => rotate(q, c));
    const xs = corners.map((c) => position[3 * i] + c[0]);
    const zs = corners.map((c) => position[3 * i + 2] + c[2]);
    rects.push(Math.min(...xs), Math.min(...zs), Math.max(...xs) - Math.min(...xs), Math.max(...zs) - Math.min(...zs));
    rectItems.push(i);
  }
  const markers = n - rectItems.length;
  const points = new Float32Array(2 * markers);
  const pointKinds = new Uint16Array(markers);
  const pointItems = new Uint32Array(markers);
  for (let i = 0, j = 0; i < n; i++) {
    if (isBoard[i]) continue;
    points[2 * j] = position[3 * i];
    points[2 * j + 1] = position[3 * i + 2];
    pointKinds[j] = kind(i);
    pointItems[j++] = i;
  }
  const wireCount = save.wireCount;
  const lines = new Float32Array(4 * wireCount);
  const v = t.view;
  let drawn = 0;
  const lineItems = new Uint32Array(wireCount);
  for (let w = 0; w < wireCount; w++) {
    const at = save.wiresAt + w * WIRE.size;
    const a = t.find(v.getUint32(at + WIRE.pegA + PEG.component, true));
    const b = t.find(v.getUint32(at + WIRE.pegB + PEG.component, true));
    if (a < 0 || b < 0) continue;
    lines.set([position[3 * a], position[3 * a + 2], position[3 * b], position[3 * b + 2]], 4 * drawn);
    lineItems[drawn++] = n + w;
  }

  let [minX, minZ, maxX, maxZ] = [Infinity, Infinity, -Infinity, -Infinity];
  const grow = (x: number, z: number) => {
    if (!Number.isFinite(x) || !Number.isFinite(z)) return;
    [minX, minZ, maxX, maxZ] = [Math.min(minX, x), Math.min(minZ, z), Math.max(maxX, x), Math.max(maxZ, z)];
  };
  for (let i = 0; i < points.length; i += 2) grow(points[i], points[i + 1]);
  for (let i = 0; i < rects.length; i += 4) {
    grow(rects[i], rects[i + 1]);
    grow(rects[i] + rects[i + 2], rects[i + 1] + rects[i + 3]);
  }
  if (minX > maxX) [minX, minZ, maxX, maxZ] = [0, 0, 1, 1];
  const margin = Math.max(maxX - minX, maxZ - minZ, 1) * 0.02;
  [minX, minZ, maxX, maxZ] = [minX - margin, minZ - margin, maxX + margin, maxZ + margin];
  const scale = PLAN_PX / Math.max(maxX - minX, maxZ - minZ);
  const width = Math.max(1, Math.ceil((maxX - minX) * scale));
  const height = Math.max(1, Math.ceil((maxZ - minZ) * scale));
  // North up: pixel y grows as z falls.
  const px = (x: number) => (x - minX) * scale;
  const py = (z: number) => (maxZ - z) * scale;
  for (let i = 0; i < points.length; i += 2) [points[i], points[i + 1]] = [px(points[i]), py(points[i + 1])];
  for (let i = 0; i < 4 * drawn; i += 2) [lines[i], lines[i + 1]] = [px(lines[i]), py(lines[i + 1])];
  const rectPx = new Float32Array(rects.length);
  for (let i = 0; i < rects.length; i += 4) {
    rectPx.set([px(rects[i]), py(rects[i + 1] + rects[i + 3]), rects[i + 2] * scale, rects[i + 3] * scale], i);
  }

  const start = t.start(0);
  const wiresEnd = save.wiresAt + wireCount * WIRE.size;
  return planPicture({
    name: 'plan',
    title: `${n} components, ${wireCount} wires from above (${formatFloat(1 / scale)} m per pixel)`,
    width,
    height,
    offset: start,
    length: wiresEnd - start,
    legend,
    plan: {
      points,
      pointKinds,
      pointItems,
      lines: lines.subarray(0, 4 * drawn),
      lineKinds: new Uint16Array(drawn).fill(wireKind),
      lineItems: lineItems.subarray(0, drawn),
      rects: rectPx,
      rectKinds: new Uint16Array(rectItems.length).fill(Math.max(0, board)),
      rectItems: Uint32Array.from(rectItems),
    },
    item(i) {
      if (i >= n) {
        const w = i - n;
        return { offset: save.wiresAt + w * WIRE.size, length: WIRE.size, path: `wires[${w}]`, value: `wire ${w}` };
      }
      const p = [0, 1, 2].map((k) => formatFloat(Math.round(position[3 * i + k] * 1000) / 1000)).join(', ');
      return {
        offset: t.start(i),
        length: t.length(i),
        path: `components[${i}]`,
        value: `${legend[kind(i)]} at (${p}) m`,
      };
    },
    itemOf(offset) {
      if (offset >= save.wiresAt && offset < wiresEnd) return n + Math.floor((offset - save.wiresAt) / WIRE.size);
      if (offset < start || offset >= t.offsets[n]) return -1;
      let lo = 0;
      let hi = n - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (t.start(mid) <= offset) lo = mid;
        else hi = mid - 1;
      }
      return lo;
    },
  });
}
