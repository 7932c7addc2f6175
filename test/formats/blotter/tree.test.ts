// What a player sees in the tree: resolved names, units, angles, peg values, wire ends with links, the hierarchy.
import { describe, expect, it } from 'vitest';
import { SpanNode } from '../../../src/core/node';
import { coverage } from '../../../src/core/tree';
import { blotterFormat } from '../../../src/formats/blotter';
import { quaternionToEuler } from '../../../src/formats/blotter/display';
import { expectWellFormed } from '../../helpers/invariants';
import { FixtureSpec, buildFixture, validSubassembly, validWorld } from './fixture';
import { readingText, summarize } from '../../../src/core/describe';
import { render } from '../../../src/core/translatable';

const kids = (n: SpanNode): SpanNode[] => Array.from({ length: n.childCount }, (_, i) => n.child(i));
const named = (n: SpanNode, name: string): SpanNode => {
  const hit = kids(n).find((c) => c.name === name);
  if (!hit) throw new Error(`no ${name} under ${n.name}`);
  return hit;
};

function decode(s: FixtureSpec = validWorld) {
  const f = buildFixture(s);
  const d = blotterFormat.decode(f.bytes);
  expectWellFormed(d.root, d.diagnostics, f.bytes.length);
  return { f, d, components: named(d.root, 'components'), wires: named(d.root, 'wires') };
}

describe('blotter tree', () => {
  it('names the version and save type', () => {
    expect(render(decode().d.version!)).toBe('v7 world');
    expect(render(decode(validSubassembly).d.version!)).toBe('v7 subassembly');
    expect(render(decode({ ...validWorld, version: 6 }).d.version!)).toBe('v6 world');
    expect(render(decode({ ...validWorld, version: 5 }).d.version!)).toBe('v5 world');
  });

  it('resolves component types and shows positions in millimetres and metres', () => {
    const inverter = decode().components.child(2);
    expect(readingText(named(inverter, 'numericId'))).toBe('MHG.Inverter (6)');
    expect(readingText(named(inverter, 'parent'))).toBe('C-1 MHG.CircuitBoard');
    expect(readingText(named(named(inverter, 'position'), 'x'))).toBe('450 mm (0.45 m)');
    expect(readingText(named(inverter, 'position'))).toBe('(0.45, 0.075, 0.45) m');
  });

  it('shows v5 positions as metres', () => {
    const s = structuredClone(validWorld);
    s.version = 5;
    s.components![1].position = [0.15, 0.075, 0.45];
    expect(readingText(named(named(decode(s).components.child(1), 'position'), 'z'))).toBe('0.45 m');
  });

  it('shows rotations as quaternions and Euler angles', () => {
    expect(readingText(named(decode().components.child(2), 'rotation'))).toBe(
      '(0, 0.7071068, 0, 0.7071068) = Euler (0°, 90°, 0°)',
    );
    expect(quaternionToEuler(Math.SQRT1_2, 0, 0, Math.SQRT1_2)).toEqual([90, 0, 0]);
    expect(quaternionToEuler(0, 0, Math.SQRT1_2, Math.SQRT1_2)).toEqual([0, 0, 90]);
    // Unity order (Z, then X, then Y): 90° about X then 90° about Y is q = qY * qX = (0.5, 0.5, -0.5, 0.5).
    expect(quaternionToEuler(0.5, 0.5, -0.5, 0.5)).toEqual([90, 90, 0]);
  });

  it('gives each peg its state id and value', () => {
    const inverter = decode().components.child(2);
    expect(readingText(named(named(inverter, 'inputs'), 'stateIds').child(0))).toBe('state 1: ON');
    expect(readingText(named(named(inverter, 'outputs'), 'stateIds').child(0))).toBe('state 2: OFF');
    expect(readingText(named(inverter, 'outputs'))).toBe('1 peg, 0 ON');
  });

  it('keeps null and empty custom data apart', () => {
    const s = structuredClone(validWorld);
    s.components![1].customData = new Uint8Array(0);
    const { components } = decode(s);
    expect(readingText(named(components.child(1), 'customData'))).toBe('empty');
    expect(readingText(named(components.child(2), 'customData'))).toBe('no data');
    expect(readingText(named(named(components.child(2), 'customData'), 'length'))).toBe('null (no data)');
  });

  it('resolves wire ends to components and pegs, with links to their bytes', () => {
    const { f, wires } = decode();
    const wire = wires.child(0);
    expect(readingText(wire)).toBe('output 0 of C-2 MHG.Switch — input 0 of C-3 MHG.Inverter');
    const b = named(wire, 'b');
    expect(summarize(named(b, 'component')).links).toEqual([
      { label: 'C-3 MHG.Inverter', offset: f.at.components[2], length: f.at.wires[0] - f.at.components[2] },
    ]);
    expect(readingText(named(b, 'index'))).toBe('input 0: state 1: ON');
    expect(named(b, 'index').links![0]).toMatchObject({ offset: f.at.components[2] + 42, length: 4 });
    expect(readingText(named(wire, 'stateId'))).toBe('state 0: ON');
  });

  it('shows the hierarchy as a shadow view and owns every byte once', () => {
    const { d, f } = decode();
    const h = named(d.root, 'hierarchy');
    expect(h.shadow).toBe(true);
    expect(h.childCount).toBe(1);
    expect(h.child(0).name).toBe('C-1 MHG.CircuitBoard');
    expect(kids(h.child(0)).map((c) => c.name)).toEqual(['C-2 MHG.Switch', 'C-3 MHG.Inverter']);
    expect(h.child(0).child(1).links![0].offset).toBe(f.at.components[2]);
    const c = coverage(d.root);
    expect(c.total).toBe(f.bytes.length);
    // Every byte is explained by a field, the custom data of the board and the switch included.
    expect(c.explained).toBe(c.total);
  });

  it('lists each component under its parent wherever the parent is listed, and none under itself or a missing one', () => {
    const { d } = decode({
      ids: [[19, 'MHG.CircuitBoard']],
      components: [
        { address: 1, parent: 0 },
        { address: 2, parent: 1 },
        { address: 3, parent: 5 },
        { address: 4, parent: 4 },
        { address: 5, parent: 1 },
        { address: 6, parent: 99 },
      ],
    });
    const tree = (n: SpanNode): unknown[] => kids(n).map((c) => [c.name, ...tree(c)]);
    expect(tree(named(d.root, 'hierarchy'))).toEqual([
      ['C-1 MHG.CircuitBoard', ['C-2 MHG.CircuitBoard'], ['C-5 MHG.CircuitBoard', ['C-3 MHG.CircuitBoard']]],
    ]);
  });

  it("shows a world's state bits least significant first", () => {
    const bits = named(named(decode().d.root, 'circuitStates'), 'stateBits');
    expect(readingText(bits.child(0))).toBe('states 0–7: ON ON OFF OFF OFF OFF OFF OFF');
  });
});
