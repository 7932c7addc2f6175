// Small hand-built saves for the rule and truncation tests, written with the codec's own record writers.
// Returns where every part landed so tests can assert exact byte ranges (and patch bytes to break a rule).
import { encodeSaveInfo } from '../../../src/formats/blotter/encode';
import { FOOTER_MAGIC, PegKind, SaveType, WIRE } from '../../../src/formats/blotter/layout';
import { VersionQuad } from '../../../src/formats/blotter/model';
import {
  ComponentRecord,
  PegRef,
  componentSize,
  writeComponent,
  writeWire,
} from '../../../src/formats/blotter/records';
import { encodeUtf8 } from '../../../src/core/text';
import { SpanNode } from '../../../src/core/node';

export interface FixtureWire {
  a: PegRef;
  b: PegRef;
  stateId: number;
}

export interface FixtureSpec {
  version?: number;
  /** The game version in the header: which custom data layouts apply (0.92.0.352 unless given). */
  gameVersion?: VersionQuad;
  saveType?: number;
  ids?: [number, string][];
  components?: Partial<ComponentRecord>[];
  wires?: FixtureWire[];
  /** World: the state bytes; subassembly: the ON state ids. */
  states?: number[];
  trailing?: number[];
}

export interface Fixture {
  bytes: Uint8Array;
  view: DataView;
  /** Offsets of the parts. */
  at: {
    saveType: number;
    componentCount: number;
    wireCount: number;
    components: number[];
    wires: number[];
    stateCount: number;
    stateData: number;
    footer: number;
  };
}

export const HEADER_AT = { version: 16, saveType: 33, componentCount: 34, wireCount: 38, modCount: 42 };

export const out = (address: number, index = 0): PegRef => ({ kind: PegKind.Output, address, index });
export const inp = (address: number, index = 0): PegRef => ({ kind: PegKind.Input, address, index });

/** Custom data of a switch (colour #9A480D) that is on. */
export const SWITCH_ON = new Uint8Array([0x9a, 0x48, 0x0d, 1]);

/** A board (C-1) holding a switch (C-2) wired to an inverter (C-3): states 0 (switch) and 1 (inverter input) ON. */
export const validWorld: FixtureSpec = {
  ids: [
    [19, 'MHG.CircuitBoard'],
    [1, 'MHG.Switch'],
    [6, 'MHG.Inverter'],
  ],
  components: [
    { address: 1, parent: 0, numericId: 19, customData: new Uint8Array([0x33, 0x33, 0x33, 2, 0, 0, 0, 2, 0, 0, 0]) },
    { address: 2, parent: 1, numericId: 1, position: [150, 75, 450], outputs: [0], customData: SWITCH_ON },
    {
      address: 3,
      parent: 1,
      numericId: 6,
      position: [450, 75, 450],
      rotation: [0, Math.SQRT1_2, 0, Math.SQRT1_2],
      inputs: [1],
      outputs: [2],
      customData: null,
    },
  ],
  wires: [{ a: out(2), b: inp(3), stateId: 0 }],
  states: [0b011],
};

export const validSubassembly: FixtureSpec = { ...validWorld, saveType: SaveType.Subassembly, states: [1, 0] };

export function buildFixture(spec: FixtureSpec = validWorld): Fixture {
  const version = spec.version ?? 7;
  const saveType = spec.saveType ?? SaveType.World;
  const components: ComponentRecord[] = (spec.components ?? []).map((c, i) => ({
    address: i + 1,
    parent: 0,
    numericId: 19,
    position: [0, 0, 0],
    rotation: [0, 0, 0, 1],
    inputs: [],
    outputs: [],
    customData: null,
    ...c,
  }));
  const wires = spec.wires ?? [];
  const states = spec.states ?? [];
  const head = encodeSaveInfo({
    formatVersion: version,
    gameVersion: spec.gameVersion ?? [0, 92, 0, 352],
    saveType,
    componentCount: components.length,
    wireCount: wires.length,
    mods: [{ id: encodeUtf8('MHG'), version: [0, 91, 4, -1] }],
    componentIds: (spec.ids ?? []).map(([numericId, text]) => ({ numericId, textId: encodeUtf8(text) })),
  });
  const stateBytes = saveType === SaveType.Subassembly ? 4 * states.length : states.length;
  const trailing = spec.trailing ?? [];
  const size =
    head.length +
    components.reduce((n, c) => n + componentSize(c), 0) +
    wires.length * WIRE.size +
    4 +
    stateBytes +
    16 +
    trailing.length;
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  bytes.set(head);
  let p = head.length;
  const componentAt = components.map((c) => {
    const start = p;
    p = writeComponent(view, p, version, c);
    return start;
  });
  const wireAt = wires.map((w) => {
    const start = p;
    p = writeWire(view, p, version, w.a, w.b, w.stateId);
    return start;
  });
  const stateCount = p;
  view.setInt32(p, states.length, true);
  p += 4;
  const stateData = p;
  for (const s of states) {
    if (saveType === SaveType.Subassembly) {
      view.setInt32(p, s, true);
      p += 4;
    } else bytes[p++] = s;
  }
  bytes.set(FOOTER_MAGIC, p);
  bytes.set(trailing, p + 16);
  return {
    bytes,
    view,
    at: {
      saveType: HEADER_AT.saveType,
      componentCount: HEADER_AT.componentCount,
      wireCount: HEADER_AT.wireCount,
      components: componentAt,
      wires: wireAt,
      stateCount,
      stateData,
      footer: p,
    },
  };
}

/** The child of `n` called `name` (fails the test when there is none). */
export function named(n: SpanNode, name: string): SpanNode {
  for (let i = 0; i < n.childCount; i++) if (n.child(i).name === name) return n.child(i);
  throw new Error(`no ${name} under ${n.name}`);
}

/** The custom data node of component `i`, and where its data bytes start. */
export function customData(components: SpanNode, i: number): { node: SpanNode; at: number } {
  const node = named(components.child(i), 'customData');
  return { node, at: node.offset + 4 };
}
