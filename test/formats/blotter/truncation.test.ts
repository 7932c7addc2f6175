// Damaged files: every prefix of a small save, cuts at each structure boundary, absurd counts. Never a throw,
// always a tiling tree plus a diagnostic for what is missing.
import { describe, expect, it } from 'vitest';
import { blotterFormat } from '../../../src/formats/blotter';
import { expectWellFormed } from '../../helpers/invariants';
import { HEADER_AT, buildFixture, validSubassembly, validWorld } from './fixture';
import { readingText } from '../../../src/core/describe';

async function decodeAndValidate(bytes: Uint8Array) {
  const d = blotterFormat.decode(bytes);
  expectWellFormed(d.root, d.diagnostics, bytes.length);
  const v = await blotterFormat.validate(d, bytes, {});
  for (const x of v) expect(x.offset + x.length).toBeLessThanOrEqual(bytes.length);
  return { d, all: [...d.diagnostics, ...v] };
}

describe('blotter truncation and hostile counts', () => {
  for (const [name, spec] of [
    ['world', validWorld],
    ['subassembly', validSubassembly],
  ] as const) {
    it(`every prefix of a ${name} decodes to a partial tree with a diagnostic`, async () => {
      const full = buildFixture(spec).bytes;
      for (let n = 0; n < full.length; n++) {
        const { d, all } = await decodeAndValidate(full.subarray(0, n));
        expect(
          all.some((x) => x.severity === 'error'),
          `prefix ${n}`,
        ).toBe(true);
        expect(d.model, `prefix ${n}`).toBeUndefined();
      }
    });
  }

  it('a cut at each boundary reports core.truncated from the cut onwards', async () => {
    const f = buildFixture();
    const boundaries = [
      HEADER_AT.componentCount,
      HEADER_AT.modCount,
      ...f.at.components.map((c) => c + 20),
      f.at.wires[0] + 10,
      f.at.stateCount + 2,
      f.at.footer + 8,
    ];
    for (const cut of boundaries) {
      const { all } = await decodeAndValidate(f.bytes.subarray(0, cut));
      const t = all.find((x) => x.code === 'core.truncated');
      expect(t, `cut at ${cut}: ${all.map((x) => x.code).join(', ')}`).toBeDefined();
      expect(t!.offset + t!.length).toBe(cut);
    }
  });

  it('the components read before a cut are still shown and validated', async () => {
    const f = buildFixture();
    const { d } = await decodeAndValidate(f.bytes.subarray(0, f.at.components[2] + 10));
    const components = d.root.child(3);
    expect(components.name).toBe('components');
    expect(components.childCount).toBe(2);
    expect(readingText(components.child(1))).toContain('C-2 MHG.Switch');
  });

  it('absurd counts neither allocate nor hang', async () => {
    for (const at of [HEADER_AT.componentCount, HEADER_AT.wireCount, HEADER_AT.modCount]) {
      for (const count of [0x7fffffff, -1, -0x80000000]) {
        const f = buildFixture();
        f.view.setInt32(at, count, true);
        // A hang fails by the test's timeout; speed is the benchmarks' to measure.
        const { all } = await decodeAndValidate(f.bytes);
        expect(
          all.some(
            (x) =>
              (count < 0
                ? x.code === 'blotter.negative-count'
                : x.code === 'blotter.count-exceeds-data' || x.code === 'blotter.count-wrong') && x.offset === at,
          ),
        ).toBe(true);
      }
    }
    const g = buildFixture();
    g.view.setInt32(g.at.components[1] + 38, 0x7fffffff, true);
    expect((await decodeAndValidate(g.bytes)).all.map((x) => x.code)).toContain('core.truncated');
    const h = buildFixture();
    h.view.setInt32(h.at.stateCount, 0x7fffffff, true);
    expect((await decodeAndValidate(h.bytes)).all.map((x) => x.code)).toContain('blotter.count-exceeds-data');
  });

  it('random byte damage never throws and always tiles', async () => {
    const base = buildFixture().bytes;
    let seed = 12345;
    const rand = () => ((seed = Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    for (let k = 0; k < 300; k++) {
      const bytes = base.slice();
      for (let j = 0; j < 4; j++) bytes[Math.floor(rand() * bytes.length)] = Math.floor(rand() * 256);
      await decodeAndValidate(bytes);
    }
  });
});
