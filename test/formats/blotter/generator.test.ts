// The generator's files are valid, write back unchanged, grow with the scale, and hold circuits that make sense.
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analysis';
import { SpanNode, StrideArrayNode } from '../../../src/core/node';
import { firstDifference } from '../../../src/cli/main';
import { blotterFormat } from '../../../src/formats/blotter';
import { ComponentListNode } from '../../../src/formats/blotter/component-node';
import { BlotterDecoded } from '../../../src/formats/blotter/decode';
import { buildSave } from '../../../src/formats/blotter/generate';
import { SaveType } from '../../../src/formats/blotter/layout';
import { familyById } from '../../../src/formats';
import { expectWellFormed } from '../../helpers/invariants';
import { readingText } from '../../../src/core/describe';
import { render } from '../../../src/core/translatable';

const named = (n: SpanNode, name: string): SpanNode => {
  for (let i = 0; i < n.childCount; i++) if (n.child(i).name === name) return n.child(i);
  throw new Error(`no ${name} under ${n.name}`);
};
const onOff = (display: string | undefined): string => display!.slice(-3).trim();

describe('blotter generator: legacy subassembly files', () => {
  const groups = familyById('blotter')!.variants!();

  it('writes a single-file .lwsubassembly in save versions 5, 6 and 7', () => {
    expect(groups.map((g) => g.map((f) => f.name))).toEqual([
      ['legacy-v5.lwsubassembly'],
      ['legacy-v6.lwsubassembly'],
      ['legacy-v7.lwsubassembly'],
    ]);
    expect(groups.map((g) => [g[0].bytes[16], g[0].bytes[33]])).toEqual([
      [5, SaveType.Subassembly],
      [6, SaveType.Subassembly],
      [7, SaveType.Subassembly],
    ]);
  });

  for (const [f] of groups) {
    it(`${f.name}: validates clean and writes back unchanged`, async () => {
      const a = await analyze(f.name, f.bytes);
      expect(a.format).toBe(blotterFormat);
      expectWellFormed(a.decoded.root, a.diagnostics, f.bytes.length);
      expect(a.diagnostics).toEqual([]);
      expect(firstDifference(a.format.encode(a.decoded.model), f.bytes)).toBe(-1);
    });
  }
});

describe('blotter generator', () => {
  const files = familyById('blotter')!.generate(1);

  it('writes v7 worlds and subassemblies, small v6 and v5 worlds, and a ROM board', () => {
    expect(files.map((f) => f.name)).toEqual([
      'tiny.partialworld',
      'world.logicworld',
      'circuit.partialworld',
      'legacy-v6.logicworld',
      'legacy-v5.logicworld',
      'rom.partialworld',
    ]);
  });

  for (const f of files) {
    it(`${f.name}: validates clean and writes back unchanged`, async () => {
      const a = await analyze(f.name, f.bytes);
      expect(a.format).toBe(blotterFormat);
      expectWellFormed(a.decoded.root, a.diagnostics, f.bytes.length);
      // The ID map lists the kinds the components are of, so not even an unused type is reported.
      expect(a.diagnostics).toEqual([]);
      expect(firstDifference(a.format.encode(a.decoded.model), f.bytes)).toBe(-1);
    });
  }

  it("names each file's version", () => {
    const versions = files.map((f) => render(blotterFormat.decode(f.bytes).version!));
    expect(versions).toEqual([
      'v7 subassembly',
      'v7 world',
      'v7 subassembly',
      'v6 world',
      'v5 world',
      'v7 subassembly',
    ]);
  });

  it('grows with the scale', () => {
    const world = (fs: typeof files) => fs.find((f) => f.name === 'world.logicworld')!.bytes.length;
    expect(world(familyById('blotter')!.generate(3))).toBeGreaterThan(2.5 * world(files));
  });

  it('wires run from an output to an input that follows its value; inverters invert', () => {
    const d = blotterFormat.decode(files.find((f) => f.name === 'world.logicworld')!.bytes);
    const wires = named(d.root, 'wires');
    expect(wires.childCount).toBe(500);
    for (let w = 0; w < wires.childCount; w++) {
      const wire = wires.child(w);
      expect(readingText(named(named(wire, 'a'), 'type'))).toBe('2 (output)');
      expect(readingText(named(named(wire, 'b'), 'type'))).toBe('1 (input)');
      const source = readingText(named(named(wire, 'a'), 'index'));
      expect(source).toContain(`state ${named(wire, 'stateId').value}:`);
      expect(onOff(readingText(named(named(wire, 'b'), 'index')))).toBe(onOff(source));
    }
    const components = named(d.root, 'components');
    let inverters = 0;
    for (let i = 0; i < components.childCount; i++) {
      const c = components.child(i);
      if (readingText(named(c, 'numericId')) !== 'MHG.Inverter (6)') continue;
      inverters++;
      const input = onOff(readingText(named(named(c, 'inputs'), 'stateIds').child(0)));
      expect(onOff(readingText(named(named(c, 'outputs'), 'stateIds').child(0)))).toBe(input === 'ON' ? 'OFF' : 'ON');
    }
    expect(inverters).toBeGreaterThan(50);
  });

  // Lazy: the decode keeps the start of every 64th record, and a record's node is made only when asked for. How fast
  // the first tree comes is measured by `npm run bench`, not here.
  it('a world of a million components decodes lazily and validates clean', async () => {
    const bytes = buildSave({
      version: 7,
      saveType: SaveType.World,
      components: 1_000_000,
      wireTarget: 500_000,
      firstAddress: 1,
      firstState: 0,
    });
    const d = blotterFormat.decode(bytes) as BlotterDecoded;
    const components = named(d.root, 'components');
    expect(components instanceof ComponentListNode).toBe(true);
    expect(components.childCount).toBe(1_000_000);
    const last = components.child(components.childCount - 1);
    expect(readingText(last)).toContain('C-1000000');
    expect(components.child(components.childCount - 1)).not.toBe(last);
    const wires = named(d.root, 'wires');
    expect(wires).toBeInstanceOf(StrideArrayNode);
    expect(wires.childCount).toBe(500_000);
    expect(await blotterFormat.validate(d, bytes, {})).toEqual([]);
  });
});
