// Synthetic saves from our own writer: boards full of gates, wired output -> input, with circuit states that
// follow the gates' logic. Two passes over the same deterministic plan: the first sizes the file, the second
// writes it into one pre-sized buffer.
import { GeneratedFile } from '../../core/format';
import { encodeUtf8 } from '../../core/text';
import { TOGGLE_DATA } from './custom-data';
import { encodeSaveInfo } from './encode';
import { generateRom } from './generate-rom';
import { labelData } from './label-data';
import { FOOTER_MAGIC, PegKind, SaveType, WIRE } from './layout';
import { SaveHeader } from './model';
import { ComponentRecord, componentSize, writeComponent, writeWire } from './records';

interface Kind {
  textId: string;
  numericId: number;
  record: ComponentRecord;
  /** Output k's value from the input values. */
  logic: (inputs: number[], k: number, seed: number) => number;
}

function kind(
  textId: string,
  numericId: number,
  inputs: number,
  outputs: number,
  customData: Uint8Array | null,
  logic: Kind['logic'] = () => 0,
): Kind {
  const record: ComponentRecord = {
    address: 0,
    parent: 0,
    numericId,
    position: [0, 0, 0],
    rotation: [0, 0, 0, 1],
    inputs: new Int32Array(inputs),
    outputs: new Int32Array(outputs),
    customData,
  };
  return { textId, numericId, record, logic };
}

// Custom data as the game writes it (layouts: custom-data.ts): board colour and size in squares, switch and button
// colour with their state byte, a delayer's counter and delay, a label's settings and text.
const boardData = new Uint8Array([0x33, 0x33, 0x33, 8, 0, 0, 0, 8, 0, 0, 0]);
const BOARD = kind('MHG.CircuitBoard', 19, 0, 0, boardData);
const GATES: Kind[] = [
  kind('MHG.Switch', 1, 0, 1, new Uint8Array([0x9a, 0x48, 0x0d, 0]), (_, __, seed) => seed & 1),
  kind('MHG.Button', 2, 0, 1, new Uint8Array([0xb1, 0x0d, 0x13, 0])),
  kind('MHG.Inverter', 6, 1, 1, null, (v) => 1 - v[0]),
  kind('MHG.AndGate', 8, 2, 1, null, (v) => v[0] & v[1]),
  kind('MHG.Delayer', 9, 1, 1, new Uint8Array([0, 0, 0, 0, 1, 0, 0, 0]), (v) => v[0]),
  kind('MHG.Peg', 21, 1, 0, null),
  kind('MHG.DLatch', 10, 2, 2, new Uint8Array(0), (v, k) => (k === 0 ? v[0] : 1 - v[0])),
  kind('MHG.PanelLabel', 28, 0, 0, labelData('Hex Atlas')),
];

/** Quarter turns about the vertical axis. */
const TURNS: [number, number, number, number][] = [
  [0, 0, 0, 1],
  [0, Math.SQRT1_2, 0, Math.SQRT1_2],
  [0, 1, 0, 0],
  [0, -Math.SQRT1_2, 0, Math.SQRT1_2],
];
const GATES_PER_BOARD = 63;
const BOARDS_PER_ROOT = 64;

function mix(i: number): number {
  return Math.imul(i ^ (i >>> 15), 0x2c1b3c6d) >>> 7;
}

interface PlanOptions {
  version: number;
  saveType: SaveType;
  components: number;
  wireTarget: number;
  /** First component address and first circuit state id (subassemblies keep the ids they had in their world). */
  firstAddress: number;
  firstState: number;
}

interface Totals {
  componentBytes: number;
  wires: number;
  states: number;
  /** Bit k: the value of state firstState + k. */
  values: Uint8Array;
  /** The kinds the components are of: the save's ID map lists these only, as a save with no unused type does. */
  used: Set<Kind>;
}

interface Sink {
  view: DataView;
  componentsAt: number;
  wiresAt: number;
}

/** A bit per circuit state, from `first` on. */
class StateValues {
  readonly bits: Uint8Array;
  constructor(
    readonly first: number,
    capacity: number,
  ) {
    this.bits = new Uint8Array((capacity >>> 3) + 1);
  }
  get(id: number): number {
    const k = id - this.first;
    return (this.bits[k >>> 3] >>> (k & 7)) & 1;
  }
  set(id: number, v: number): void {
    const k = id - this.first;
    if (v) this.bits[k >>> 3] |= 1 << (k & 7);
  }
}

/** Where component i sits: boards in a grid under their root board, gates in a grid on their board. */
function place(o: PlanOptions, i: number, r: ComponentRecord, pos: [number, number, number], isRoot: boolean): void {
  const slot = i % (GATES_PER_BOARD + 1);
  const boardIndex = Math.floor(i / (GATES_PER_BOARD + 1));
  const b = boardIndex % BOARDS_PER_ROOT;
  const g = slot - 1;
  const unit = o.version <= 5 ? 0.001 : 1;
  const set = (x: number, y: number, z: number): void => {
    pos[0] = x * unit;
    pos[1] = y * unit;
    pos[2] = z * unit;
  };
  if (slot === 0 && isRoot) set((boardIndex / BOARDS_PER_ROOT) * 30000, 0, 0);
  else if (slot === 0) set((b % 8) * 2400, 75 * Math.floor(b / 8), 0);
  else set((g % 8) * 300 + 150, 75, Math.floor(g / 8) * 300 + 150);
  r.position = pos;
  r.rotation = slot === 0 ? TURNS[0] : TURNS[mix(i + 7) & 3];
}

/** Walk the plan; with a sink, write the component and wire records too. */
function runPlan(o: PlanOptions, sink?: Sink): Totals {
  const values = new StateValues(o.firstState, o.components * 4);
  const pos: [number, number, number] = [0, 0, 0];
  const from = { kind: PegKind.Output as const, address: 0, index: 0 };
  const to = { kind: PegKind.Input as const, address: 0, index: 0 };
  const ins = [0, 0];
  let state = o.firstState;
  let wires = 0;
  let at = sink?.componentsAt ?? 0;
  let wireAt = sink?.wiresAt ?? 0;
  let root = 0;
  let board = 0;
  // The last gate on this board with an output: the next gate's first input is wired to it.
  let sourceAddress = 0;
  let sourceState = -1;
  const used = new Set<Kind>();
  for (let i = 0; i < o.components; i++) {
    const address = o.firstAddress + i;
    const isBoard = i % (GATES_PER_BOARD + 1) === 0;
    const isRoot =
      isBoard && (o.saveType === SaveType.World ? (i / (GATES_PER_BOARD + 1)) % BOARDS_PER_ROOT === 0 : i === 0);
    const k = isBoard ? BOARD : GATES[mix(i) % GATES.length];
    used.add(k);
    const r = k.record;
    r.address = address;
    r.parent = isRoot ? 0 : isBoard ? root : board;
    place(o, i, r, pos, isRoot);
    if (isRoot) root = address;
    if (isBoard) {
      board = address;
      sourceState = -1;
    }
    const inputs = r.inputs as Int32Array;
    for (let p = 0; p < inputs.length; p++) {
      // As in the game, the wire carries the output's state and the input has a state of its own that follows it.
      inputs[p] = state++;
      if (p === 0 && sourceState >= 0 && wires < o.wireTarget) {
        values.set(inputs[p], values.get(sourceState));
        from.address = sourceAddress;
        to.address = address;
        if (sink) wireAt = writeWire(sink.view, wireAt, o.version, from, to, sourceState);
        wires++;
      }
      ins[p] = values.get(inputs[p]);
    }
    const outputs = r.outputs as Int32Array;
    for (let p = 0; p < outputs.length; p++) {
      outputs[p] = state++;
      values.set(outputs[p], k.logic(ins, p, mix(i + 13)));
    }
    if (k.textId === 'MHG.Switch') r.customData![TOGGLE_DATA.on] = values.get(outputs[0]);
    if (outputs.length > 0) {
      sourceAddress = address;
      sourceState = outputs[0];
    }
    at = sink ? writeComponent(sink.view, at, o.version, r) : at + componentSize(r);
  }
  return {
    componentBytes: at - (sink?.componentsAt ?? 0),
    wires,
    states: state - o.firstState,
    values: values.bits,
    used,
  };
}

export function buildSave(o: PlanOptions): Uint8Array {
  const totals = runPlan(o);
  const header: SaveHeader = {
    formatVersion: o.version,
    gameVersion: [0, 92, 0, 352],
    saveType: o.saveType,
    componentCount: o.components,
    wireCount: totals.wires,
    mods: [{ id: encodeUtf8('MHG'), version: [0, 91, 4, -1] }],
    componentIds: [BOARD, ...GATES]
      .filter((k) => totals.used.has(k))
      .map((k) => ({ numericId: k.numericId, textId: encodeUtf8(k.textId) })),
  };
  const head = encodeSaveInfo(header);
  const world = o.saveType === SaveType.World;
  const onIds: number[] = [];
  if (!world)
    for (let s = 0; s < totals.states; s++) if ((totals.values[s >>> 3] >>> (s & 7)) & 1) onIds.push(o.firstState + s);
  const stateBytes = world ? (totals.states + 7) >>> 3 : 4 * onIds.length;
  const wiresAt = head.length + totals.componentBytes;
  const statesAt = wiresAt + totals.wires * WIRE.size;
  const out = new Uint8Array(statesAt + 4 + stateBytes + FOOTER_MAGIC.length);
  const view = new DataView(out.buffer);
  out.set(head);
  const written = runPlan(o, { view, componentsAt: head.length, wiresAt });
  view.setInt32(statesAt, world ? stateBytes : onIds.length, true);
  if (world) out.set(written.values.subarray(0, stateBytes), statesAt + 4);
  else onIds.forEach((id, k) => view.setInt32(statesAt + 4 + 4 * k, id, true));
  out.set(FOOTER_MAGIC, out.length - FOOTER_MAGIC.length);
  return out;
}

const world = (version: number, components: number): PlanOptions => ({
  version,
  saveType: SaveType.World,
  components,
  wireTarget: components / 2,
  firstAddress: 1,
  firstState: 0,
});

const sub = (components: number, version = 7): PlanOptions => ({
  version,
  saveType: SaveType.Subassembly,
  components,
  wireTarget: components / 2,
  firstAddress: 36361,
  firstState: 11000,
});

/** Subassemblies as older versions stored them (single `.lwsubassembly` files), in every save version (5 to 7). */
export function generateBlotterVariants(): GeneratedFile[][] {
  return [5, 6, 7].map((version) => [{ name: `legacy-v${version}.lwsubassembly`, bytes: buildSave(sub(40, version)) }]);
}

/** Scale 1: a handful to a thousand components; scale 1000: a world of a million components and ~500k wires. */
export function generateBlotter(scale: number): GeneratedFile[] {
  const n = 1000 * scale;
  return [
    { name: 'tiny.partialworld', bytes: buildSave(sub(8)) },
    { name: 'world.logicworld', bytes: buildSave(world(7, n)) },
    { name: 'circuit.partialworld', bytes: buildSave(sub(Math.max(8, n / 10))) },
    { name: 'legacy-v6.logicworld', bytes: buildSave(world(6, 200)) },
    { name: 'legacy-v5.logicworld', bytes: buildSave(world(5, 200)) },
    generateRom(),
  ];
}
