// A Logic World save from above: circuit boards as rectangles, every other component as a marker coloured by its
// type, wires as lines between the components of their two pegs. A component record stores its position and
// rotation relative to its parent (the spec's component layout), so world positions are composed down the
// hierarchy in one pass in file order (a parent is always listed before its children). Every view composes them
// again and draws from them, reading the wires from the file again too: held, the positions of millions of components
// would stay in memory for as long as the file is open. A component asked for composes its position down from its
// root again.
import { formatFloat } from '../../core/numbers';
import { SourceWindow } from '../../core/source-window';
import { counted, msg } from '../../core/translatable';
import { componentEnd } from './component-scan';
import { ComponentTable } from './component-table';
import { COMPONENT, PEG, WIRE, positionsInMetres } from './layout';
import { SaveIndex } from './save-index';
import { U32IndexMap } from '../../core/u32-index';
import { fullPlan, planPicture } from '../../core/pictures/plan';
import { PlanBounds } from '../../core/pictures/plan-frame';
import { passOf } from '../../core/pictures/plan-pass';
import { Picture } from '../../core/pictures/picture';
import type { PictureHooks } from '../../core/format';
import type { BlotterModel } from './model';

const BOARD_TYPE = 'MHG.CircuitBoard';
/** A circuit board's custom data: RGB colour, then i32 width and i32 length in board squares of 0.3 m. */
const BOARD_DATA_SIZE = 11;
const BOARD_SQUARE_M = 0.3;
/** The longest side of the plan in pixels. */
const PLAN_PX = 2048;
/** A view holds its components' pixels in steps of 1/32 of a pixel: 2 bytes a coordinate up to PLAN_PX. */
const SUBPIXEL = 32;
/** A coordinate that is no number (a damaged record's position): drawn nowhere, as NaN is. */
const NOWHERE = 0xffff;

const toSubpixel = (v: number): number =>
  Number.isFinite(v) ? Math.max(0, Math.min(NOWHERE - 1, Math.round(v * SUBPIXEL))) : NOWHERE;

/**
 * Component `offset`'s local position (metres) into `local` and local rotation into q[to .. to + 3], read through
 * `records`; returns its parent's address.
 */
function readLocal(
  records: SourceWindow,
  offset: number,
  metres: boolean,
  local: number[],
  q: Float32Array,
  to: number,
): number {
  const at = records.at(offset, COMPONENT.inputCount);
  const v = records.view;
  const p = at + COMPONENT.position;
  for (let k = 0; k < 3; k++) local[k] = metres ? v.getFloat32(p + 4 * k, true) : v.getInt32(p + 4 * k, true) / 1000;
  const r = at + COMPONENT.rotation;
  for (let k = 0; k < 4; k++) q[to + k] = v.getFloat32(r + 4 * k, true);
  return v.getUint32(at + COMPONENT.parent, true);
}

/** The components that are parents (a bit each: a few in a million are), each with its place among the parents. */
interface WorldParents {
  isParent: Uint32Array;
  held: U32IndexMap;
  count: number;
}

const hasBit = (bits: Uint32Array, i: number): boolean => (bits[i >>> 5] & (1 << (i & 31))) !== 0;

/** Component i's parent (address `parent`) as an index into the save, or -1 for a root. */
function parentFinder(save: SaveIndex): (i: number, parent: number) => number {
  const addresses = save.components.addresses();
  // Siblings follow each other: remember the last parent looked up.
  let [lastParent, lastIndex] = [-1, -1];
  return (i, parent) => {
    if (parent === 0) return -1;
    if (parent !== lastParent) [lastParent, lastIndex] = [parent, addresses.get(parent)];
    // Parents are listed before their children: any other is no parent to compose with.
    return lastIndex >= 0 && lastIndex < i ? lastIndex : -1;
  };
}

/** Which components are parents, in one pass over the parent fields (kept by a plan for all its views). */
function worldParents(save: SaveIndex): WorldParents {
  const t = save.components;
  const n = t.count;
  const parentOf = parentFinder(save);
  const records = t.pass();
  const isParent = new Uint32Array(Math.ceil(n / 32));
  let count = 0;
  for (let i = 0, start = t.start(0); i < n; i++, start = componentEnd(records, start)) {
    const at = records.at(start + COMPONENT.parent, 4);
    const pi = parentOf(i, records.view.getUint32(at, true));
    if (pi >= 0 && !hasBit(isParent, pi)) {
      isParent[pi >>> 5] |= 1 << (pi & 31);
      count++;
    }
  }
  const held = new U32IndexMap(count);
  for (let i = 0, k = 0; k < count; i++) if (hasBit(isParent, i)) held.add(i, k++);
  return { isParent, held, count };
}

/**
 * Every component's world position (x, y, z in metres) and rotation (quaternion x, y, z, w), in file order, each
 * handed to `visit` in arrays it reuses, with the window its record was read through (holding the record's fields
 * up to its input count) and where the record starts. Only a parent's are held (a child composes its own from
 * them), so the pass holds the hierarchy's inner components, not the millions of components at its leaves.
 */
export function composeWorld(
  save: SaveIndex,
  visit: (i: number, position: Float32Array, rotation: Float32Array, records: SourceWindow, at: number) => void,
  parents: WorldParents = worldParents(save),
): void {
  const t = save.components;
  const n = t.count;
  const metres = positionsInMetres(save.formatVersion);
  const parentOf = parentFinder(save);
  const { isParent, held } = parents;
  const heldPosition = new Float32Array(3 * parents.count);
  const heldRotation = new Float32Array(4 * parents.count);
  // The parent's rotation, then the component's own (composed in place into the world's).
  const q = new Float32Array(8);
  const position = new Float32Array(3);
  const rotation = q.subarray(4);
  const turned = [0, 0, 0];
  const local = [0, 0, 0];
  const records = t.pass();
  for (let i = 0, at = t.start(0); i < n; i++, at = componentEnd(records, at)) {
    const pi = parentOf(i, readLocal(records, at, metres, local, q, 4));
    if (pi < 0) position.set(local);
    else {
      const h = held.get(pi);
      for (let k = 0; k < 4; k++) q[k] = heldRotation[4 * h + k];
      rotate(q, 0, local, turned);
      for (let d = 0; d < 3; d++) position[d] = heldPosition[3 * h + d] + turned[d];
      compose(q, 0, 4);
    }
    if (hasBit(isParent, i)) {
      const h = held.get(i);
      heldPosition.set(position, 3 * h);
      heldRotation.set(rotation, 4 * h);
    }
    visit(i, position, rotation, records, at);
  }
}

/**
 * Component i's world position, composed from its root down as `worldTransforms` composes it, in the same f32
 * steps: the same figures, without the positions of every other component.
 */
export function worldPosition(save: SaveIndex, i: number): Float32Array {
  const t = save.components;
  const parentOf = parentFinder(save);
  // Up to its root, through the parents composeWorld composes with (each listed before its child: the chain ends).
  const chain = [i];
  for (let at = i, pi: number; (pi = parentOf(at, t.parent(at))) >= 0; at = pi) chain.push(pi);
  const metres = positionsInMetres(save.formatVersion);
  const records = t.pass();
  const position = new Float32Array(3);
  // The world rotation so far, then the next component's local one.
  const rotation = new Float32Array(8);
  const local = [0, 0, 0];
  const turned = [0, 0, 0];
  readLocal(records, t.start(chain[chain.length - 1]), metres, local, rotation, 0);
  position.set(local);
  for (let k = chain.length - 2; k >= 0; k--) {
    readLocal(records, t.start(chain[k]), metres, local, rotation, 4);
    rotate(rotation, 0, local, turned);
    for (let d = 0; d < 3; d++) position[d] = position[d] + turned[d];
    compose(rotation, 0, 4);
    rotation.copyWithin(0, 4);
  }
  return position;
}

/** v rotated by the unit quaternion (x, y, z, w) at q[at], into out. */
function rotate(q: Float32Array, at: number, v: ArrayLike<number>, out: number[]): void {
  const x = q[at];
  const y = q[at + 1];
  const z = q[at + 2];
  const w = q[at + 3];
  // t = 2 * cross(q.xyz, v); v' = v + w * t + cross(q.xyz, t)
  const tx = 2 * (y * v[2] - z * v[1]);
  const ty = 2 * (z * v[0] - x * v[2]);
  const tz = 2 * (x * v[1] - y * v[0]);
  out[0] = v[0] + w * tx + (y * tz - z * ty);
  out[1] = v[1] + w * ty + (z * tx - x * tz);
  out[2] = v[2] + w * tz + (x * ty - y * tx);
}

/** q[to] = q[at] * q[to]: a child's local rotation turned into world space by its parent's. */
function compose(q: Float32Array, at: number, to: number): void {
  const ax = q[at];
  const ay = q[at + 1];
  const az = q[at + 2];
  const aw = q[at + 3];
  const bx = q[to];
  const by = q[to + 1];
  const bz = q[to + 2];
  const bw = q[to + 3];
  q[to] = aw * bx + ax * bw + ay * bz - az * by;
  q[to + 1] = aw * by - ax * bz + ay * bw + az * bx;
  q[to + 2] = aw * bz + ax * by - ay * bx + az * bw;
  q[to + 3] = aw * bw - ax * bx - ay * by - az * bz;
}

/** Board size in metres along its own x and z, from its custom data, or undefined when it holds none. */
function boardSize(t: ComponentTable, i: number): [number, number] | undefined {
  const at = t.customLengthAt(i);
  if (t.i32(at) !== BOARD_DATA_SIZE) return undefined;
  return [t.i32(at + 7) * BOARD_SQUARE_M, t.i32(at + 11) * BOARD_SQUARE_M];
}

/**
 * The legend index (an index into the save's type names, or `unknown`) of the component whose record starts at
 * `start`, read through `records`.
 */
function kindReader(save: SaveIndex, unknown: number): (records: SourceWindow, start: number) => number {
  // Kind of each numeric id, -1 until looked up.
  const byId = new Int32Array(65536).fill(-1);
  return (records, start) => {
    const at = records.at(start + COMPONENT.numericId, 2);
    const id = records.view.getUint16(at, true);
    if (byId[id] < 0) {
      const name = save.types.name(id);
      const k = name === undefined ? -1 : save.types.names.indexOf(name);
      byId[id] = k < 0 ? unknown : k;
    }
    return byId[id];
  };
}

/** The components `is` holds true of, ascending, in one pass (a few in a hundred, as boards are). */
function componentsWhere(
  t: ComponentTable,
  is: (records: SourceWindow, i: number, at: number) => boolean,
): Uint32Array {
  const found: number[] = [];
  const records = t.pass();
  for (let i = 0, at = t.start(0); i < t.count; i++, at = componentEnd(records, at))
    if (is(records, i, at)) found.push(i);
  return Uint32Array.from(found);
}

/**
 * The boards' rectangles in metres (x, z, width, length each, in `rectItems` order) and the bounds of them and of
 * every other component, in one composing pass. Its own function, so that the views' closures do not keep them.
 */
function worldLayout(
  save: SaveIndex,
  rectItems: Uint32Array,
  parents: WorldParents,
): { rects: Float64Array; bounds: PlanBounds } {
  const t = save.components;
  const rects = new Float64Array(4 * rectItems.length);
  const corner = [0, 0, 0];
  const turned = [0, 0, 0];
  const bounds = new PlanBounds();
  const widen = bounds.widen;
  let j = 0;
  composeWorld(
    save,
    (i, position, rotation) => {
      if (rectItems[j] !== i || j >= rectItems.length) return widen(position[0], position[2]);
      const size = boardSize(t, i)!;
      let [x0, z0, x1, z1] = [Infinity, Infinity, -Infinity, -Infinity];
      for (let c = 0; c < 4; c++) {
        corner[0] = c & 1 ? size[0] : 0;
        corner[2] = c & 2 ? size[1] : 0;
        rotate(rotation, 0, corner, turned);
        [x0, x1] = [Math.min(x0, turned[0]), Math.max(x1, turned[0])];
        [z0, z1] = [Math.min(z0, turned[2]), Math.max(z1, turned[2])];
      }
      const r = rects.subarray(4 * j, 4 * ++j);
      r.set([position[0] + x0, position[2] + z0, x1 - x0, z1 - z0]);
      widen(r[0], r[1]);
      widen(r[0] + r[2], r[1] + r[3]);
    },
    parents,
  );
  return { rects, bounds };
}

export function blotterPicture(save: SaveIndex): Picture | undefined {
  const t = save.components;
  const n = t.count;
  if (n === 0) return undefined;
  const board = save.types.names.indexOf(BOARD_TYPE);
  // Legend: the save's own component types in id-map order, then "unknown type" and "wire".
  const legend = [...save.types.names, msg`unknown type`, msg`wire`];
  const [unknownKind, wireKind] = [legend.length - 2, legend.length - 1];
  // Kinds are read again where needed (2 bytes each of millions of components).
  const kindOf = kindReader(save, unknownKind);

  // In world space first (x east, z north), in pixels once the bounds are known: boards as rectangles, every other
  // component as a marker at its x, z.
  // Boards of a size (their custom data holds one) are rectangles: x, z, width, length each, in metres.
  const isBoard = (records: SourceWindow, i: number, at: number) =>
    kindOf(records, at) === board && boardSize(t, i) !== undefined;
  /** The boards' components, ascending. */
  const rectItems = board < 0 ? new Uint32Array(0) : componentsWhere(t, isBoard);
  const boardCount = rectItems.length;
  // Found once for every view's composing: a pass over the file less each time.
  const parents = worldParents(save);
  const { rects, bounds } = worldLayout(save, rectItems, parents);
  const { scale, width, height, px, py } = bounds.frame(PLAN_PX, 0.02, 1);
  const rectPx = new Float32Array(rects.length);
  for (let i = 0; i < rects.length; i += 4)
    rectPx.set([px(rects[i]), py(rects[i + 1] + rects[i + 3]), rects[i + 2] * scale, rects[i + 3] * scale], i);
  const boards = fullPlan({
    rects: rectPx,
    rectKinds: new Uint16Array(boardCount).fill(Math.max(0, board)),
    rectItems,
  });
  const wireCount = save.wireCount;
  const addresses = t.addresses();
  /** The component of wire w's peg at `peg` (WIRE.pegA or pegB), read through `wires`, or -1 when not in the save. */
  const wireEnd = (wires: SourceWindow, w: number, peg: number): number => {
    const at = wires.at(save.wiresAt + w * WIRE.size, WIRE.size);
    return addresses.get(wires.view.getUint32(at + peg + PEG.component, true));
  };
  const at = (i: number) => {
    const p = worldPosition(save, i);
    return { x: px(p[0]), y: py(p[2]) };
  };
  /** Which board component i is (its rectangle's index), or -1. */
  const boardIndex = (i: number) => {
    let [lo, hi] = [0, boardCount - 1];
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (rectItems[mid] === i) return mid;
      if (rectItems[mid] < i) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  };

  const start = t.start(0);
  const wiresEnd = save.wiresAt + wireCount * WIRE.size;
  const metresPerPixel = formatFloat(1 / scale);
  return planPicture({
    name: 'plan',
    title: msg`${counted(n, 'component')}, ${counted(wireCount, 'wire')} from above (${metresPerPixel} m per pixel)`,
    width,
    height,
    offset: start,
    length: wiresEnd - start,
    legend,
    plan: {
      pass(sink) {
        // Every component's pixel, for the wires between them, held for this view only, in steps of 1/32 of a
        // pixel: half a float's memory for millions of components. Markers are drawn from the same figures, so
        // wires meet them at any zoom.
        const places = new Uint16Array(2 * n);
        const pixel = (k: number) => (places[k] === NOWHERE ? NaN : places[k] / SUBPIXEL);
        let j = 0;
        composeWorld(
          save,
          (i, position, _rotation, records, at) => {
            places[2 * i] = toSubpixel(px(position[0]));
            places[2 * i + 1] = toSubpixel(py(position[2]));
            if (rectItems[j] === i && j < boardCount) j++;
            else sink.point(pixel(2 * i), pixel(2 * i + 1), kindOf(records, at), i);
          },
          parents,
        );
        const wires = new SourceWindow(save.source);
        for (let w = 0; w < wireCount; w++) {
          const [a, b] = [2 * wireEnd(wires, w, WIRE.pegA), 2 * wireEnd(wires, w, WIRE.pegB)];
          if (a >= 0 && b >= 0) sink.line(pixel(a), pixel(a + 1), pixel(b), pixel(b + 1), wireKind, n + w);
        }
        passOf(boards)(sink);
      },
      size: n + wireCount,
      at(item) {
        if (item < n) {
          const j = boardIndex(item);
          if (j < 0) return at(item);
          const r = rectPx.subarray(4 * j, 4 * j + 4);
          return { x: r[0] + r[2] / 2, y: r[1] + r[3] / 2 };
        }
        const wires = new SourceWindow(save.source, WIRE.size);
        const ends = [wireEnd(wires, item - n, WIRE.pegA), wireEnd(wires, item - n, WIRE.pegB)];
        if (ends[0] < 0 || ends[1] < 0) return undefined;
        const [a, b] = ends.map(at);
        return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      },
    },
    item(i) {
      if (i >= n) {
        const w = i - n;
        return { offset: save.wiresAt + w * WIRE.size, length: WIRE.size, path: `wires[${w}]`, value: msg`wire ${w}` };
      }
      const position = worldPosition(save, i);
      const p = Array.from(position, (v) => formatFloat(Math.round(v * 1000) / 1000)).join(', ');
      return {
        offset: t.start(i),
        length: t.length(i),
        path: `components[${i}]`,
        value: msg`${legend[kindOf(new SourceWindow(save.source, COMPONENT.numericId + 2), t.start(i))]} at (${p}) m`,
      };
    },
    itemOf(offset) {
      if (offset >= save.wiresAt && offset < wiresEnd) return n + Math.floor((offset - save.wiresAt) / WIRE.size);
      return t.indexAt(offset);
    },
  });
}

export const blotterPictureHooks: PictureHooks<BlotterModel, SaveIndex> = {
  list: (decoded) => {
    const p = decoded.index && blotterPicture(decoded.index);
    return p ? [p] : [];
  },
};
