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
  const local = [0, 0, 0];
  const turned = [0, 0, 0];
  const q = [0, 0, 0, 0];
  // Siblings follow each other: remember the last parent looked up.
  let lastParent = -1;
  let lastIndex = -1;
  for (let i = 0; i < n; i++) {
    const at = t.start(i);
    const p = at + COMPONENT.position;
    for (let k = 0; k < 3; k++) local[k] = metres ? v.getFloat32(p + 4 * k, true) : v.getInt32(p + 4 * k, true) / 1000;
    const r = at + COMPONENT.rotation;
    for (let k = 0; k < 4; k++) q[k] = v.getFloat32(r + 4 * k, true);
    const parent = v.getUint32(at + COMPONENT.parent, true);
    let pi = -1;
    if (parent !== 0) {
      if (parent !== lastParent) [lastParent, lastIndex] = [parent, t.find(parent)];
      pi = lastIndex;
    }
    if (pi < 0 || pi >= i) {
      position.set(local, 3 * i);
      rotation.set(q, 4 * i);
      continue;
    }
    rotate(rotation, 4 * pi, local, turned);
    for (let k = 0; k < 3; k++) position[3 * i + k] = position[3 * pi + k] + turned[k];
    multiply(rotation, 4 * pi, q, rotation, 4 * i);
  }
  return { position, rotation };
}

/** v rotated by the unit quaternion (x, y, z, w) at q[at], into out. */
function rotate(q: ArrayLike<number>, at: number, v: ArrayLike<number>, out: number[]): void {
  const [x, y, z, w] = [q[at], q[at + 1], q[at + 2], q[at + 3]];
  // t = 2 * cross(q.xyz, v); v' = v + w * t + cross(q.xyz, t)
  const tx = 2 * (y * v[2] - z * v[1]);
  const ty = 2 * (z * v[0] - x * v[2]);
  const tz = 2 * (x * v[1] - y * v[0]);
  out[0] = v[0] + w * tx + (y * tz - z * ty);
  out[1] = v[1] + w * ty + (z * tx - x * tz);
  out[2] = v[2] + w * tz + (x * ty - y * tx);
}

/** The quaternion product a * b (a at a[at]) into out[to]. */
function multiply(a: ArrayLike<number>, at: number, b: ArrayLike<number>, out: Float32Array, to: number): void {
  const [ax, ay, az, aw] = [a[at], a[at + 1], a[at + 2], a[at + 3]];
  const [bx, by, bz, bw] = [b[0], b[1], b[2], b[3]];
  out[to] = aw * bx + ax * bw + ay * bz - az * by;
  out[to + 1] = aw * by - ax * bz + ay * bw + az * bx;
  out[to + 2] = aw * bz + ax * by - ay * bx + az * bw;
  out[to + 3] = aw * bw - ax * bx - ay * by - az * bz;
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
  // Kind of each numeric id (-1: not looked up yet).
  const kindCache = new Int32Array(65536).fill(-1);
  const kind = (i: number): number => {
    const id = t.numericId(i);
    if (kindCache[id] < 0) kindCache[id] = kindOf(i);
    return kindCache[id];
  };

  // World-space primitives first (x east, z north), scaled to pixels once the bounds are known.
  const rects: number[] = [];
  const rectItems: number[] = [];
  const isBoard = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const size = board >= 0 && kind(i) === board ? boardSize(t, i) : undefined;
    if (!size) continue;
    isBoard[i] = 1;
    const corners = [
      [0, 0, 0],
      [size[0], 0, 0],
      [0, 0, size[1]],
      [size[0], 0, size[1]],
    ].map((c) => {
      const out = [0, 0, 0];
      rotate(rotation, 4 * i, c, out);
      return out;
    });
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
    lines[4 * drawn] = position[3 * a];
    lines[4 * drawn + 1] = position[3 * a + 2];
    lines[4 * drawn + 2] = position[3 * b];
    lines[4 * drawn + 3] = position[3 * b + 2];
    lineItems[drawn++] = n + w;
  }

  let [minX, minZ, maxX, maxZ] = [Infinity, Infinity, -Infinity, -Infinity];
  const grow = (x: number, z: number) => {
    if (!Number.isFinite(x) || !Number.isFinite(z)) return;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (z < minZ) minZ = z;
    if (z > maxZ) maxZ = z;
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
  for (let i = 0; i < points.length; i += 2) {
    points[i] = px(points[i]);
    points[i + 1] = py(points[i + 1]);
  }
  for (let i = 0; i < 4 * drawn; i += 2) {
    lines[i] = px(lines[i]);
    lines[i + 1] = py(lines[i + 1]);
  }
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
