// The tree node of one component record, built only when it is shown: type resolved through the id map,
// position in millimetres and metres, rotation as quaternion and Euler angles, each peg with its state's value.
import { StructBuilder } from '../../core/builder';
import type { Cursor } from '../../core/cursor';
import { LazyRecordNode } from '../../core/lazy';
import { NodeLink, Reading, SpanNode, scalarArray } from '../../core/node';
import { formatFloat } from '../../core/numbers';
import { readCustomData } from './custom-data-node';
import { addressText, eulerText, metres, millimetres, onOff } from './display';
import { positionsInMetres } from './layout';
import { SaveIndex } from './save-index';
import { counted, msg, type Text } from '../../core/translatable';

/** "C-36362 MHG.Switch": how lists and links name a component. */
export function componentLabel(save: SaveIndex, i: number): Text {
  const t = save.components;
  return msg`${addressText(t.address(i))} ${save.types.label(t.numericId(i))}`;
}

export function componentLink(save: SaveIndex, i: number, label: Text = componentLabel(save, i)): NodeLink {
  return { label, offset: save.components.start(i), length: save.components.length(i) };
}

/** "state 11063: ON" (the value is left out when the state block was not read or does not reach the id). */
export function stateText(save: SaveIndex, id: number): Text {
  const on = save.states?.isOn(id);
  return on === undefined ? msg`state ${id}` : msg`state ${id}: ${onOff(on)}`;
}

/**
 * The components in file order. Not an offset array node: the records are found through the table's checkpoints,
 * and each row is made when shown.
 */
export class ComponentListNode implements SpanNode {
  readonly kind = 'array' as const;
  readonly name = 'components';
  readonly type: string;
  readonly offset: number;
  readonly length: number;
  readonly childCount: number;
  readonly display: Text;

  constructor(private readonly save: SaveIndex) {
    const t = save.components;
    this.type = `Component[${t.count}]`;
    this.offset = t.start(0);
    this.length = t.end - this.offset;
    this.childCount = t.count;
    this.display = counted(t.count, 'component');
  }

  child(index: number): SpanNode {
    return componentNode(this.save, index);
  }

  elementStart(index: number): number {
    return this.save.components.start(index);
  }
}

/** Component `i` of the list: one small object until it is looked at (a million of them are listed). */
function componentNode(save: SaveIndex, i: number): SpanNode {
  const t = save.components;
  const node = new LazyRecordNode(`[${i}]`, 'Component', t.start(i), t.length(i), () => readComponent(save, i));
  node.key = addressText(t.address(i));
  // Go to Record finds components by their type ("switch" lists every MHG.Switch) without reading them.
  node.recordKind = save.types.name(t.numericId(i));
  return node;
}

function readComponent(save: SaveIndex, i: number): SpanNode {
  const t = save.components;
  const s = new StructBuilder(t.cursor(i), `[${i}]`, 'Component');
  s.u32('address', { show: addressText });
  readParent(s, save, i);
  s.u16('numericId', { show: (id) => msg`${save.types.label(id)} (${id})` });
  const where = readPosition(s, save.formatVersion);
  const rotation = readRotation(s);
  readPegs(s, save, 'inputs');
  readPegs(s, save, 'outputs');
  readCustomData(s, save.types.name(t.numericId(i)), save.gameVersion);
  return s.done(msg`${componentLabel(save, i)} at ${where}, rotation ${rotation}`);
}

function readParent(s: StructBuilder, save: SaveIndex, i: number): void {
  const parent = save.components.parent(i);
  const p = parent === 0 ? -1 : save.components.find(parent);
  s.u32('parent', {
    show: (): Reading =>
      parent === 0 ? msg`C-0 (root)` : p < 0 ? msg`${addressText(parent)} (missing)` : componentLabel(save, p),
    links: p < 0 ? undefined : [componentLink(save, p, msg`parent ${componentLabel(save, p)}`)],
  });
}

/** Local position relative to the parent: i32 millimetres (v6+) or f32 metres (v5). Returns "(x, y, z) m". */
function readPosition(s: StructBuilder, version: number): string {
  const m: number[] = [];
  s.struct(
    'position',
    positionsInMetres(version) ? 'Vector3' : 'FixedVector3',
    (p) => {
      for (const axis of ['x', 'y', 'z']) {
        m.push(positionsInMetres(version) ? p.f32(axis, { show: metres }) : p.i32(axis, { show: millimetres }) / 1000);
      }
    },
    () => `(${m.map(formatFloat).join(', ')}) m`,
  );
  return `(${m.map(formatFloat).join(', ')}) m`;
}

/** Quaternion x y z w; shown with the Euler angles the game's editor uses. */
function readRotation(s: StructBuilder): string {
  const q: number[] = [];
  s.struct(
    'rotation',
    'Quaternion',
    (r) => {
      for (const axis of ['x', 'y', 'z', 'w']) q.push(r.f32(axis));
    },
    () => rotationText(q),
  );
  return rotationText(q);
}

function rotationText(q: number[]): string {
  return `(${q.map(formatFloat).join(', ')}) = ${eulerText(q[0], q[1], q[2], q[3])}`;
}

/** i32 count, then one i32 circuit state id per peg. */
function readPegs(s: StructBuilder, save: SaveIndex, name: 'inputs' | 'outputs'): void {
  let summary: Text | undefined;
  s.struct(
    name,
    'Pegs',
    (p) => {
      const count = p.i32('count');
      const { bytes, base, pos: at } = p.c;
      p.add(scalarArray('stateIds', 'i32', bytes, at, count, (id) => stateText(save, id), undefined, undefined, base));
      summary = save.states
        ? msg`${counted(count, 'peg')}, ${countOn(save, p.c, at, count)} ON`
        : counted(count, 'peg');
    },
    () => summary,
  );
}

/** Pegs ON among the `count` state ids at file offset `at` of the record under cursor `c`. */
function countOn(save: SaveIndex, c: Cursor, at: number, count: number): number {
  let on = 0;
  for (let k = 0; k < count; k++) if (save.states?.isOn(c.view.getInt32(at - c.base + 4 * k, true))) on++;
  return on;
}
