// One broken fixture per rule: the exact code and the exact byte range of the offending field.
import { describe, expect, it } from 'vitest';
import { Diagnostic } from '../../../src/core/diagnostics';
import { blotterFormat } from '../../../src/formats/blotter';
import type { BlotterDecoded } from '../../../src/formats/blotter/decode';
import { generateBlotter } from '../../../src/formats/blotter/generate';
import { PEG, PegKind, WIRE } from '../../../src/formats/blotter/layout';
import { writeWire } from '../../../src/formats/blotter/records';
import { blotterRuleList } from '../../../src/formats/blotter/rules';
import { expectFixRestores, expectRootCause } from '../../helpers/fixes';
import { expectSameBytes, expectWellFormed, only } from '../../helpers/invariants';
import { FixtureSpec, HEADER_AT, buildFixture, inp, out, validSubassembly, validWorld } from './fixture';

async function diagnose(bytes: Uint8Array, fileName = 'test.logicworld'): Promise<Diagnostic[]> {
  const d = blotterFormat.decode(bytes, { fileName });
  expectWellFormed(d.root, d.diagnostics, bytes.length);
  return [...d.diagnostics, ...(await blotterFormat.validate(d, bytes, { fileName }))];
}

/** validWorld (or `base`) with `change` applied to a copy. */
function spec(change: (s: FixtureSpec) => void, base: FixtureSpec = validWorld): FixtureSpec {
  const s = structuredClone(base);
  change(s);
  return s;
}

async function expectRange(
  bytes: Uint8Array,
  code: string,
  offset: number,
  length: number,
  fileName?: string,
): Promise<void> {
  const d = only(await diagnose(bytes, fileName), code);
  expect({ offset: d.offset, length: d.length }).toEqual({ offset, length });
}

const COMPONENT_IDS_AT = HEADER_AT.modCount + 4 + (4 + 3) + 16;

describe('blotter rules', () => {
  it('the valid fixtures are clean', async () => {
    expect(await diagnose(buildFixture(validWorld).bytes)).toEqual([]);
    expect(await diagnose(buildFixture(validSubassembly).bytes, 'test.partialworld')).toEqual([]);
  });

  it('bad-magic: the 16 header bytes', async () => {
    const f = buildFixture();
    f.bytes[3] = 0x58;
    await expectRange(f.bytes, 'blotter.bad-magic', 0, 16);
  });

  it('unsupported-version: the version byte; the rest is kept opaque', async () => {
    const f = buildFixture();
    f.bytes[HEADER_AT.version] = 9;
    await expectRange(f.bytes, 'blotter.unsupported-version', 16, 1);
  });

  it('save-type: the save type byte', async () => {
    const f = buildFixture();
    f.bytes[HEADER_AT.saveType] = 3;
    await expectRange(f.bytes, 'blotter.save-type', 33, 1);
  });

  it('save-type-extension: a world named .partialworld', async () => {
    await expectRange(buildFixture().bytes, 'blotter.save-type-extension', 33, 1, 'world.partialworld');
  });

  it('negative-count: component count, and a component input count', async () => {
    const f = buildFixture();
    f.view.setInt32(HEADER_AT.componentCount, -1, true);
    await expectRange(f.bytes, 'blotter.negative-count', 34, 4);
    const g = buildFixture();
    g.view.setInt32(g.at.components[1] + 38, -1, true);
    await expectRange(g.bytes, 'blotter.negative-count', g.at.components[1] + 38, 4);
  });

  it('count-exceeds-data: absurd component and wire counts (the footer damaged too: nothing shows the real count)', async () => {
    for (const [at, offset] of [
      [HEADER_AT.componentCount, 34],
      [HEADER_AT.wireCount, 38],
    ]) {
      const f = buildFixture();
      f.view.setInt32(at, 0x7fffffff, true);
      f.bytes[f.bytes.length - 1] ^= 0xff;
      await expectRange(f.bytes, 'blotter.count-exceeds-data', offset, 4);
    }
  });

  it.each([
    ['bad-magic', 2, 0, 16],
    ['bad-footer', -3, -16, 16],
  ])('%s: the fix writes the text back', async (rule, damageAt, rangeAt, length) => {
    const original = buildFixture().bytes;
    const damaged = original.slice();
    damaged[damageAt < 0 ? damaged.length + damageAt : damageAt] ^= 0x20;
    const offset = rangeAt < 0 ? original.length + rangeAt : rangeAt;
    await expectFixRestores({
      name: 'save.logicworld',
      damaged,
      original,
      code: `blotter.${rule}`,
      range: [offset, length],
      format: blotterFormat,
    });
  });

  it.each([
    ['component', HEADER_AT.componentCount, [1, 2, 7, 0x7fffffff]],
    ['wire', HEADER_AT.wireCount, [0, 2, 0x7fffffff]],
  ])('count-wrong: a wrong %s count is one error on it, and the fix restores it', async (_what, at, values) => {
    for (const [name, original] of [
      ['save.logicworld', buildFixture().bytes],
      ['save.partialworld', buildFixture(validSubassembly).bytes],
    ] as const) {
      for (const v of values as number[]) {
        const damaged = original.slice();
        new DataView(damaged.buffer).setInt32(at as number, v, true);
        await expectRootCause(name, damaged, 'blotter.count-wrong', [at as number, 4], {
          format: blotterFormat,
          max: 1,
        });
        await expectFixRestores({
          name,
          damaged,
          original,
          code: 'blotter.count-wrong',
          range: [at as number, 4],
          format: blotterFormat,
        });
      }
    }
  });

  it('text-not-utf8: the text bytes of the mod id', async () => {
    const f = buildFixture();
    f.bytes[HEADER_AT.modCount + 8] = 0xff;
    await expectRange(f.bytes, 'blotter.text-not-utf8', HEADER_AT.modCount + 8, 3);
  });

  it("duplicate-numeric-id: the second entry's numeric id", async () => {
    const f = buildFixture(
      spec((s) => {
        s.ids = [
          [19, 'A'],
          [19, 'B'],
          [1, 'MHG.Switch'],
          [6, 'MHG.Inverter'],
        ];
      }),
    );
    await expectRange(f.bytes, 'blotter.duplicate-numeric-id', COMPONENT_IDS_AT + 4 + 7, 2);
  });

  it("duplicate-text-id: the second entry's text id", async () => {
    const f = buildFixture(
      spec((s) => {
        s.ids = [
          [19, 'A'],
          [20, 'A'],
          [1, 'MHG.Switch'],
          [6, 'MHG.Inverter'],
        ];
      }),
    );
    await expectRange(f.bytes, 'blotter.duplicate-text-id', COMPONENT_IDS_AT + 4 + 7 + 2, 5);
  });

  it('custom-data-length: a length of -2', async () => {
    const f = buildFixture();
    const at = f.at.components[2] + 38 + 4 + 4 + 4 + 4;
    expect(f.view.getInt32(at, true)).toBe(-1);
    f.view.setInt32(at, -2, true);
    await expectRange(f.bytes, 'blotter.custom-data-length', at, 4);
  });

  it("first-not-root: the first component's parent", async () => {
    const f = buildFixture(
      spec((s) => {
        s.components![0].parent = 3;
      }),
    );
    await expectRange(f.bytes, 'blotter.first-not-root', f.at.components[0] + 4, 4);
  });

  it('parent-order: a parent listed after its child', async () => {
    const f = buildFixture(
      spec((s) => {
        s.components![1].parent = 3;
      }),
    );
    await expectRange(f.bytes, 'blotter.parent-order', f.at.components[1] + 4, 4);
  });

  it('parent-missing: a parent address no component has', async () => {
    const f = buildFixture(
      spec((s) => {
        s.components![1].parent = 99;
      }),
    );
    await expectRange(f.bytes, 'blotter.parent-missing', f.at.components[1] + 4, 4);
  });

  it('duplicate-address: the second use of an address', async () => {
    const f = buildFixture(
      spec((s) => {
        s.components![2].address = 2;
      }),
    );
    await expectRange(f.bytes, 'blotter.duplicate-address', f.at.components[2], 4);
  });

  // A save of more than a few components whose addresses run in sequence is looked up through the runs of its
  // addresses (no map): the parent and address rules find the same there.
  describe('addresses in runs', () => {
    const long = (change: (s: FixtureSpec) => void = () => {}) =>
      buildFixture(
        spec((s) => {
          s.ids = [[19, 'MHG.CircuitBoard']];
          s.components = Array.from({ length: 40 }, (_, i) => ({ address: 100 + i, parent: i === 0 ? 0 : 100 }));
          s.wires = [];
          s.states = [];
          change(s);
        }),
      );
    const found = async (bytes: Uint8Array) =>
      (await diagnose(bytes)).map((d) => ({ code: d.code, offset: d.offset, related: d.related?.[0]?.offset }));

    it('are looked up without a map, and a valid save stays clean', async () => {
      const f = long();
      const d = blotterFormat.decode(f.bytes) as BlotterDecoded;
      expect(d.index!.components.emptyAddressMap()).toBeUndefined();
      expect([0, 39].map((i) => d.index!.components.find(100 + i))).toEqual([0, 39]);
      expect([99, 140].map((a) => d.index!.components.find(a))).toEqual([-1, -1]);
      expect(await found(f.bytes)).toEqual([]);
    });

    it('a parent listed later, missing, or the component itself', async () => {
      const f = long((s) => {
        s.components![5].parent = 130;
        s.components![6].parent = 999;
        s.components![7].parent = 107;
      });
      expect(await found(f.bytes)).toEqual([
        { code: 'blotter.parent-order', offset: f.at.components[5] + 4, related: f.at.components[30] },
        { code: 'blotter.parent-missing', offset: f.at.components[6] + 4, related: undefined },
        { code: 'blotter.parent-order', offset: f.at.components[7] + 4, related: f.at.components[7] },
      ]);
    });

    it('an address used twice (the runs overlap: the map finds it)', async () => {
      const f = long((s) => {
        s.components![35].address = 110;
      });
      expect(await found(f.bytes)).toEqual([
        { code: 'blotter.duplicate-address', offset: f.at.components[35], related: f.at.components[10] },
      ]);
    });
  });

  it('address-zero: a component at C-0', async () => {
    const f = buildFixture(
      spec((s) => {
        s.components![2].address = 0;
      }),
    );
    await expectRange(f.bytes, 'blotter.address-zero', f.at.components[2], 4);
  });

  it('unknown-component-id: the numeric id field', async () => {
    const f = buildFixture(
      spec((s) => {
        s.components![1].numericId = 77;
      }),
    );
    await expectRange(f.bytes, 'blotter.unknown-component-id', f.at.components[1] + 8, 2);
  });

  it('non-finite: a NaN rotation, and a NaN v5 position', async () => {
    const f = buildFixture(
      spec((s) => {
        s.components![2].rotation = [NaN, 0, 0, 1];
      }),
    );
    await expectRange(f.bytes, 'blotter.non-finite', f.at.components[2] + 22, 16);
    const g = buildFixture(
      spec((s) => {
        s.version = 5;
        s.components![1].position = [0.15, Infinity, 0.45];
      }),
    );
    await expectRange(g.bytes, 'blotter.non-finite', g.at.components[1] + 10, 12);
  });

  it('rotation-not-unit: a quaternion of length 2', async () => {
    const f = buildFixture(
      spec((s) => {
        s.components![2].rotation = [0, 0, 0, 2];
      }),
    );
    await expectRange(f.bytes, 'blotter.rotation-not-unit', f.at.components[2] + 22, 16);
  });

  it('peg-type: an invalid v7 type byte, and a v6 bool that is not 0 or 1', async () => {
    const f = buildFixture();
    f.bytes[f.at.wires[0]] = 7;
    await expectRange(f.bytes, 'blotter.peg-type', f.at.wires[0], 1);
    const g = buildFixture(
      spec((s) => {
        s.version = 6;
      }),
    );
    expect(g.bytes[g.at.wires[0] + 9]).toBe(1);
    g.bytes[g.at.wires[0] + 9] = 2;
    await expectRange(g.bytes, 'blotter.peg-type', g.at.wires[0] + 9, 1);
  });

  it('wire-component-missing: the component address of a wire end', async () => {
    const f = buildFixture(
      spec((s) => {
        s.wires![0].a = out(42);
      }),
    );
    await expectRange(f.bytes, 'blotter.wire-component-missing', f.at.wires[0] + 1, 4);
  });

  it('wire-component-missing: an extra wire to a missing address in a generated world is removed by the fix', async () => {
    const original = generateBlotter(1).find((g) => g.name.endsWith('.logicworld'))!;
    const decoded = blotterFormat.decode(original.bytes);
    const m = decoded.model!;
    const missing = 0x7fff0000;
    expect(decoded.index!.components.find(missing)).toBe(-1);
    const wire = new Uint8Array(WIRE.size);
    const first = new DataView(m.wires.buffer, m.wires.byteOffset);
    const endA = { kind: PegKind.Output, address: first.getUint32(WIRE.pegA + PEG.component, true), index: 0 } as const;
    writeWire(new DataView(wire.buffer), 0, m.formatVersion, endA, inp(missing), first.getInt32(WIRE.stateId, true));
    const wires = new Uint8Array(m.wires.length + WIRE.size);
    wires.set(m.wires);
    wires.set(wire, m.wires.length);
    const damaged = blotterFormat.encode({ ...m, wires, wireCount: m.wireCount + 1 });
    const d = blotterFormat.decode(damaged);
    const at = d.index!.wiresAt + m.wireCount * WIRE.size + WIRE.pegB + PEG.component;
    const found = await expectFixRestores({
      name: original.name,
      damaged,
      original: original.bytes,
      code: 'blotter.wire-component-missing',
      range: [at, 4],
    });
    expect(found.fix).toMatchObject({ value: m.wireCount });
  });

  it("peg-index-range: an input index past the component's inputs", async () => {
    const f = buildFixture(
      spec((s) => {
        s.wires![0].b = inp(3, 1);
      }),
    );
    await expectRange(f.bytes, 'blotter.peg-index-range', f.at.wires[0] + 14, 4);
    const g = buildFixture(
      spec((s) => {
        s.wires![0].a = out(2, -1);
      }),
    );
    await expectRange(g.bytes, 'blotter.peg-index-range', g.at.wires[0] + 5, 4);
  });

  it('wire-self-loop: both peg addresses', async () => {
    const f = buildFixture(
      spec((s) => {
        s.wires![0] = { a: inp(3), b: inp(3), stateId: 1 };
      }),
    );
    await expectRange(f.bytes, 'blotter.wire-self-loop', f.at.wires[0], 18);
  });

  it('wire-output-to-output: both peg addresses', async () => {
    const f = buildFixture(
      spec((s) => {
        s.wires![0] = { a: out(2), b: out(3), stateId: 0 };
      }),
    );
    await expectRange(f.bytes, 'blotter.wire-output-to-output', f.at.wires[0], 18);
  });

  it('state-id-negative: on a peg, on a wire, in a subassembly ON list', async () => {
    const f = buildFixture(
      spec((s) => {
        s.components![2].outputs = [-1];
      }),
    );
    await expectRange(f.bytes, 'blotter.state-id-negative', f.at.components[2] + 50, 4);
    const g = buildFixture(
      spec((s) => {
        s.wires![0].stateId = -3;
      }),
    );
    await expectRange(g.bytes, 'blotter.state-id-negative', g.at.wires[0] + 18, 4);
    const h = buildFixture(
      spec((s) => {
        s.states = [1, -5, 0];
      }, validSubassembly),
    );
    await expectRange(h.bytes, 'blotter.state-id-negative', h.at.stateData + 4, 4, 'a.partialworld');
  });

  it('empty-subassembly: the component count', async () => {
    const f = buildFixture({ saveType: 2 });
    await expectRange(f.bytes, 'blotter.empty-subassembly', 34, 4, 'a.lwsubassembly');
    expect(await diagnose(buildFixture({}).bytes)).toEqual([]);
  });

  it('states-too-short: the state byte count', async () => {
    const f = buildFixture(
      spec((s) => {
        s.states = [];
      }),
    );
    await expectRange(f.bytes, 'blotter.states-too-short', f.at.stateCount, 4);
  });

  it('state-padding: the last state byte', async () => {
    const f = buildFixture(
      spec((s) => {
        s.states = [0b1011];
      }),
    );
    await expectRange(f.bytes, 'blotter.state-padding', f.at.stateData, 1);
  });

  it('on-state-unused and on-state-duplicate: the listed id', async () => {
    const f = buildFixture(
      spec((s) => {
        s.states = [1, 0, 50];
      }, validSubassembly),
    );
    await expectRange(f.bytes, 'blotter.on-state-unused', f.at.stateData + 8, 4, 'a.partialworld');
    const g = buildFixture(
      spec((s) => {
        s.states = [1, 0, 1];
      }, validSubassembly),
    );
    await expectRange(g.bytes, 'blotter.on-state-duplicate', g.at.stateData + 8, 4, 'a.partialworld');
  });

  it('bad-footer: the 16 footer bytes', async () => {
    const f = buildFixture();
    f.bytes[f.at.footer + 15] = 0x21;
    await expectRange(f.bytes, 'blotter.bad-footer', f.at.footer, 16);
  });

  it('trailing-bytes: what follows the footer, kept on write-back', async () => {
    const f = buildFixture(
      spec((s) => {
        s.trailing = [1, 2, 3];
      }),
    );
    await expectRange(f.bytes, 'blotter.trailing-bytes', f.at.footer + 16, 3);
    const d = blotterFormat.decode(f.bytes);
    expectSameBytes(blotterFormat.encode(d.model!), f.bytes);
  });

  it('custom-data-layout: the length and bytes of data that is not one record of its type', async () => {
    // Component 1 is the switch: its 4 bytes (colour, on) become 5.
    const f = buildFixture(spec((s) => (s.components![1].customData = new Uint8Array([1, 2, 3, 1, 0]))));
    const lengthAt = f.at.components[2] - 4 - 5;
    await expectRange(f.bytes, 'blotter.custom-data-layout', lengthAt, 4 + 5);
  });

  it('custom-data-layout: empty data of a type that has a layout is the length field alone', async () => {
    const f = buildFixture(spec((s) => (s.components![0].customData = new Uint8Array(0))));
    await expectRange(f.bytes, 'blotter.custom-data-layout', f.at.components[1] - 4, 4);
  });

  it('custom-data-layout: a label text length running past the data', async () => {
    const label = new Uint8Array(16 + 2 + 12);
    new DataView(label.buffer).setInt32(12, 3, true);
    const f = buildFixture(
      spec((s) => {
        s.ids!.push([28, 'MHG.PanelLabel']);
        s.components!.push({ address: 4, parent: 1, numericId: 28, customData: label });
      }),
    );
    await expectRange(f.bytes, 'blotter.custom-data-layout', f.at.wires[0] - label.length - 4, 4 + label.length);
  });

  it('custom-data-unknown-layout: data that does not fit a guessed layout (a 0.91 panel button of 12 bytes)', async () => {
    const button = new Uint8Array(12);
    const f = buildFixture(
      spec((s) => {
        s.gameVersion = [0, 91, 4, 0];
        s.ids!.push([28, 'MHG.PanelButton']);
        s.components!.push({ address: 4, parent: 1, numericId: 28, customData: button });
      }),
    );
    await expectRange(f.bytes, 'blotter.custom-data-unknown-layout', f.at.wires[0] - 12 - 4, 4 + 12);
    const d = only(await diagnose(f.bytes), 'blotter.custom-data-unknown-layout');
    expect(d.severity).toBe('info');
  });

  it('board-size-zero: the size field that is 0', async () => {
    const f = buildFixture();
    const dataAt = f.at.components[1] - 11;
    f.view.setUint32(dataAt + 7, 0, true);
    await expectRange(f.bytes, 'blotter.board-size-zero', dataAt + 7, 4);
  });

  it('toggle-byte: the on byte of a switch that is neither 0 nor 1', async () => {
    const f = buildFixture();
    const onAt = f.at.components[2] - 1;
    f.bytes[onAt] = 7;
    await expectRange(f.bytes, 'blotter.toggle-byte', onAt, 1);
  });

  /** Where the id map entry of `text` starts: its u16 numeric id, then the text's i32 length prefix. */
  const entryOf = (bytes: Uint8Array, text: string) => Buffer.from(bytes).indexOf(text) - 4 - 2;

  it('unused-component-type: one finding listing them; the fix drops them and closes the gaps, byte-exact', async () => {
    // The save maps a lamp (numeric id 3) no component uses; without it the ids above 3 go down by one.
    const damaged = buildFixture(spec((s) => s.ids!.splice(1, 0, [3, 'OtherMod.Lamp']))).bytes;
    const original = buildFixture(
      spec((s) => {
        s.ids = [
          [18, 'MHG.CircuitBoard'],
          [1, 'MHG.Switch'],
          [5, 'MHG.Inverter'],
        ];
        s.components!.forEach((c) => (c.numericId = c.numericId === 19 ? 18 : c.numericId === 6 ? 5 : c.numericId));
      }),
    ).bytes;
    const at = entryOf(damaged, 'OtherMod.Lamp');
    const d = await expectFixRestores({
      name: 'save.logicworld',
      damaged,
      original,
      code: 'blotter.unused-component-type',
      range: [at, 2],
      format: blotterFormat,
    });
    expect(d.severity).toBe('info');
    expect(d.message).toBe('1 component type used by no component: OtherMod.Lamp (3)');
  });

  it("component-mod-missing: a used type of a mod the save does not list, on the type's entry", async () => {
    const f = buildFixture(
      spec((s) => {
        s.ids!.push([3, 'OtherMod.Lamp']);
        s.components!.push({ address: 4, parent: 1, numericId: 3 });
      }),
    );
    await expectRange(f.bytes, 'blotter.component-mod-missing', entryOf(f.bytes, 'OtherMod.Lamp'), 2);
    const d = only(await diagnose(f.bytes), 'blotter.component-mod-missing');
    expect([d.severity, d.message]).toEqual([
      'warning',
      '"OtherMod.Lamp" is used, but mod "OtherMod" is not in the save\'s mod list',
    ]);
  });

  it('every rule has a test above', async () => {
    const source = (await import('node:fs')).readFileSync(__filename, 'utf8');
    for (const r of blotterRuleList) expect(source, r.code).toContain(`'${r.code}'`);
  });
});
