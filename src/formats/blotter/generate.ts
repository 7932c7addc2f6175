// Synthetic saves from our own writer: boards full of gates, wired output -> input, with circuit states that
// follow the gates' logic. Two passes over the same deterministic plan: the first sizes the file, the second
// writes it into one pre-sized buffer.
import { GeneratedFile } from '../../core/format';
import { encodeUtf8 } from '../../core/text';
import { encodeSaveInfo } from './encode';
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

function kind(textId: string, numericId: number, inputs: number, outputs: number, customData: Uint8Array | null, logic: Kind['logic'] = () => 0): Kind {
  const record: ComponentRecord = {
    address: 0, parent: 0, numericId, position: [0, 0, 0], rotation: [0, 0, 0, 1],
    inputs: new Int32Array(inputs), outputs: new Int32Array(outputs), customData,
  };
  return { textId, numericId, record, logic };
}

// Board custom data: colour (3 bytes), width and height in squares (i32 each).
const boardData = new Uint8Array([0x33, 0x33, 0x33, 8, 0, 0, 0, 8, 0, 0, 0]);
const BOARD = kind('MHG.CircuitBoard', 19, 0, 0, boardData);
const GATES: Kind[] = [
  kind('MHG.Switch', 1, 0, 1, new Uint8Array(1), (_, __, seed) => seed & 1),
  kind('MHG.Button', 2, 0, 1, null),
  kind('MHG.Inverter', 6, 1, 1, null, (v) => 1 - v[0]),
  kind('MHG.AndGate', 8, 2, 1, null, (v) => v[0] & v[1]),
  kind('MHG.Delayer', 9, 1, 1, null, (v) => v[0]),
  kind('MHG.Peg', 21, 1, 0, null),
  kind('MHG.DLatch', 10, 2, 2, new Uint8Array(0), (v, k) => (k === 0 ? v[0] : 1 - v[0])),
  kind('MHG.PanelLabel', 28, 0, 0, encodeUtf8('Hex Atlas')),
];

/** Quarter turns about the vertical axis. */
const TURNS: [number, number, number, number][] = [[0, 0, 0, 1], [0, Math.SQRT1_2, 0, Math.SQRT1_2], [0, 1, 0, 0], [0, -Math.SQRT1_2, 0, Math.SQRT1_2]];
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
}

interface Sink {
  view: DataView;
  componentsAt: number;
  wiresAt: number;
}

/** Walk the plan; with a sink, write the component and wire records too. */
function runPlan(o: PlanOptions, sink?: Sink): Totals {
  const values = new Uint8Array(((o.components * 4) >>> 3) + 1);
  const value = (id: number): number => (values[(id - o.firstState) >>> 3] >>> ((id - o.firstState) & 7)) & 1;
  const setValue = (id: number, v: number): void => {
    if (v) values[(id - o.firstState) >>> 3] |= 1 << ((id - o.firstState) & 7);
  };
  let state = o.firstState;
  let wires = 0;
  let at = sink?.componentsAt ?? 0;
  let wireAt = sink?.wiresAt ?? 0;
  let root = 0;
  let board = 0;
  let source = { address: 0, state: -1 };
  const ins = [0, 0];
  for (let i = 0; i < o.components; i++) {
    const address = o.firstAddress + i;
    const slot = i % (GATES_PER_BOARD + 1);
    const boardIndex = Math.floor(i / (GATES_PER_BOARD + 1));
    const k = slot === 0 ? BOARD : GATES[mix(i) % GATES.length];
    const r = k.record;
    r.address = address;
    if (slot === 0) {
      const isRoot = o.saveType === SaveType.World ? boardIndex % BOARDS_PER_ROOT === 0 : i === 0;
      r.parent = isRoot ? 0 : root;
      if (isRoot) root = address;
      board = address;
      source = { address: 0, state: -1 };
      const b = boardIndex % BOARDS_PER_ROOT;
      r.position = isRoot ? [(boardIndex / BOARDS_PER_ROOT) * 30000, 0, 0] : [(b % 8) * 2400, 75 * Math.floor(b / 8), 0];
    } else {
      r.parent = board;
      const g = slot - 1;
      r.position = [(g % 8) * 300 + 150, 75, Math.floor(g / 8) * 300 + 150];
      r.rotation = TURNS[mix(i + 7) & 3];
    }
    if (o.version <= 5) r.position = r.position.map((mm) => mm / 1000) as [number, number, number];
    const inputs = r.inputs as Int32Array;
    for (let p = 0; p < inputs.length; p++) {
      // As in the game, the wire carries the output's state and the input has a state of its own that follows it.
      inputs[p] = state++;
      if (p === 0 && source.state >= 0 && wires < o.wireTarget) {
        setValue(inputs[p], value(source.state));
        if (sink) wireAt = writeWire(sink.view, wireAt, o.version, { kind: PegKind.Output, address: source.address, index: 0 }, { kind: PegKind.Input, address, index: 0 }, source.state);
        wires++;
      }
      ins[p] = value(inputs[p]);
    }
    const outputs = r.outputs as Int32Array;
    for (let p = 0; p < outputs.length; p++) {
      outputs[p] = state++;
      setValue(outputs[p], k.logic(ins, p, mix(i + 13)));
    }
    if (k.textId === 'MHG.Switch') r.customData![0] = value(outputs[0]);
    if (outputs.length > 0) source = { address, state: outputs[0] };
    at = sink ? writeComponent(sink.view, at, o.version, r) : at + componentSize(r);
  }
  return { componentBytes: at - (sink?.componentsAt ?? 0), wires, states: state - o.firstState, values };
}

export function buildSave(o: PlanOptions): Uint8Array {
  const totals = runPlan(o);
  const header: SaveHeader = {
    formatVersion: o.version, gameVersion: [0, 92, 0, 352], saveType: o.saveType,
    componentCount: o.components, wireCount: totals.wires,
    mods: [{ id: encodeUtf8('MHG'), version: [0, 91, 4, -1] }],
    componentIds: [BOARD, ...GATES].map((k) => ({ numericId: k.numericId, textId: encodeUtf8(k.textId) })),
  };
  const head = encodeSaveInfo(header);
  const world = o.saveType === SaveType.World;
  const onIds: number[] = [];
  if (!world) for (let s = 0; s < totals.states; s++) if ((totals.values[s >>> 3] >>> (s & 7)) & 1) onIds.push(o.firstState + s);
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

/** Scale 1: a handful to a thousand components; scale 1000: a world of a million components and ~500k wires. */
export function generateBlotter(scale: number): GeneratedFile[] {
  const n = 1000 * scale;
  const world = (version: number, components: number): PlanOptions => ({ version, saveType: SaveType.World, components, wireTarget: components / 2, firstAddress: 1, firstState: 0 });
  const sub = (components: number): PlanOptions => ({ version: 7, saveType: SaveType.Subassembly, components, wireTarget: components / 2, firstAddress: 36361, firstState: 11000 });
  return [
    { name: 'tiny.partialworld', bytes: buildSave(sub(8)) },
    { name: 'world.logicworld', bytes: buildSave(world(7, n)) },
    { name: 'circuit.partialworld', bytes: buildSave(sub(Math.max(8, n / 10))) },
    { name: 'legacy-v6.logicworld', bytes: buildSave(world(6, 200)) },
    { name: 'legacy-v5.logicworld', bytes: buildSave(world(5, 200)) },
  ];
}
