// The switches a selection holds, and where each sits on the board: what "Load Data into Switches" and "Read
// Switches as Data" work on. A selection is a byte range: inside one component's record it means that component (a
// board, a ROM), across several records every component it touches.
import { addressText } from './display';
import { COMPONENT, positionsInMetres } from './layout';
import { isSwitch } from './custom-data';
import { SaveIndex } from './save-index';
import type { ComponentTable } from './component-table';
import { SwitchPlace } from './switch-order';
import { counted, msg, type Text } from '../../core/translatable';

export interface SelectedSwitches {
  /** "C-12" for one selected component, "12 components" for several. */
  label: Text | string;
  /** Whether one component was selected (messages say "the board has" rather than "the selection has"). */
  single: boolean;
  /** Component indices of the switches, in file order. */
  switches: number[];
  /** Their places in the frame of the selection (the selected board, or the parent the selected share). */
  places: SwitchPlace[];
}

/**
 * Index of the parent of component `i` (whose parent field holds `parent`), or -1 for a root, a missing parent or
 * one listed after it.
 */
export function parentIndex(save: SaveIndex, i: number, parent = save.components.parent(i)): number {
  const p = parent === 0 ? -1 : save.components.find(parent);
  // Parents come first in a valid save; following only earlier parents keeps any chain finite.
  return p < i ? p : -1;
}

/** The switches the components whose records overlap [offset, offset + length) are or hold, or why there are none. */
export function switchesInRange(save: SaveIndex, offset: number, length: number): SelectedSwitches | Text {
  const t = save.components;
  const first = t.indexAt(offset);
  if (first < 0) return msg`byte ${`0x${offset.toString(16)}`} is not inside a component: select a board or components`;
  let last = first;
  while (last + 1 < t.count && t.start(last + 1) < offset + Math.max(length, 1)) last++;
  const selected = Array.from({ length: last - first + 1 }, (_, k) => first + k);
  const switches = switchesUnder(save, selected);
  const label = first === last ? addressText(t.address(first)) : counted(selected.length, 'component');
  if (switches.length === 0) return first === last ? msg`${label} holds no switches` : msg`${label} hold no switches`;
  const frame = commonFrame(save, selected);
  return { label, single: first === last, switches, places: switches.map((i) => placeIn(save, i, frame)) };
}

/** Indices of the switches that are among `selected` (ascending indices) or whose parent chain reaches one of them. */
export function switchesUnder(save: SaveIndex, selected: readonly number[]): number[] {
  const t = save.components;
  const within = new Uint8Array(t.count);
  for (const i of selected) within[i] = 1;
  const out: number[] = [];
  for (let i = selected[0]; i < t.count; i++) {
    // Parents come before their children, so one pass in file order sees a parent's mark before its children.
    if (!within[i]) {
      const p = parentIndex(save, i);
      if (p < 0 || !within[p]) continue;
      within[i] = 1;
    }
    if (isSwitch(save.types.name(t.numericId(i)) ?? '')) out.push(i);
  }
  return out;
}

/** The deepest component that is or holds every selected one (-1: they share none, the world is the frame). */
function commonFrame(save: SaveIndex, selected: readonly number[]): number {
  let chain = chainOf(save, selected[0]);
  for (let k = 1; k < selected.length && chain.length > 0; k++) {
    const other = new Set(chainOf(save, selected[k]));
    const shared = chain.findIndex((i) => other.has(i));
    chain = shared < 0 ? [] : chain.slice(shared);
  }
  return chain.length ? chain[0] : -1;
}

/** `i` and its ancestors, nearest first. */
function chainOf(save: SaveIndex, i: number): number[] {
  const out: number[] = [];
  for (let a = i; a >= 0; a = parentIndex(save, a)) out.push(a);
  return out;
}

/** Where component `i` sits in the frame of component `frame` (-1: the world), in millimetres. */
function placeIn(save: SaveIndex, i: number, frame: number): SwitchPlace {
  if (i === frame) return { x: 0, z: 0 };
  const v = localPosition(save, i);
  for (let a = parentIndex(save, i); a >= 0 && a !== frame; a = parentIndex(save, a)) {
    rotate(v, save.components, save.components.start(a) + COMPONENT.rotation);
    const p = localPosition(save, a);
    for (let k = 0; k < 3; k++) v[k] += p[k];
  }
  return { x: v[0], z: v[2] };
}

/** A component's position relative to its parent, in millimetres. */
function localPosition(save: SaveIndex, i: number): number[] {
  const t = save.components;
  const at = t.start(i) + COMPONENT.position;
  const metres = positionsInMetres(save.formatVersion);
  return [0, 1, 2].map((k) => (metres ? t.f32(at + 4 * k) * 1000 : t.i32(at + 4 * k)));
}

/** Rotates `v` in place by the quaternion x y z w stored at `at` (v' = v + 2w(q×v) + 2q×(q×v)). */
function rotate(v: number[], t: ComponentTable, at: number): void {
  const [qx, qy, qz, qw] = [0, 1, 2, 3].map((k) => t.f32(at + 4 * k));
  const tx = 2 * (qy * v[2] - qz * v[1]);
  const ty = 2 * (qz * v[0] - qx * v[2]);
  const tz = 2 * (qx * v[1] - qy * v[0]);
  v[0] += qw * tx + (qy * tz - qz * ty);
  v[1] += qw * ty + (qz * tx - qx * tz);
  v[2] += qw * tz + (qx * ty - qy * tx);
}
