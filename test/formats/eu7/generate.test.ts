import { describe, expect, it } from 'vitest';
import { eu7Format } from '../../../src/formats/eu7';
import { generateEu7, generateEu7Variants } from '../../../src/formats/eu7/generate';
import { expectSameBytes, expectWellFormed } from '../../helpers/invariants';
import { diagnose } from './fixtures';

describe('eu7 generator', () => {
  const files = generateEu7(1);

  it('writes a v6 module, a v6 terrain file and a v9 scenario with every chunk kind between them', () => {
    expect(files.map((f) => f.name)).toEqual(['module_v6.eu7', 'terrain_v6.eu7', 'scenario_v9.eu7']);
    const kinds = new Set(files.flatMap((f) => eu7Format.decode(f.bytes).model!.chunks.map((c) => c.id)));
    expect([...kinds].sort()).toEqual([
      'DYNM',
      'EVNT',
      'FINT',
      'INCL',
      'LAUN',
      'LINE',
      'MEMC',
      'MESH',
      'MODL',
      'PACK',
      'PIDX',
      'PLAC',
      'PROT',
      'PWRS',
      'SOND',
      'STRS',
      'TERR',
      'TRAC',
      'TRAK',
      'TRSE',
    ]);
  });

  it('files validate clean and round-trip byte for byte', async () => {
    for (const f of files) {
      const { root, diags } = await diagnose(f.bytes);
      expect(diags, f.name).toEqual([]);
      expectWellFormed(root, diags, f.bytes.length);
      expectSameBytes(eu7Format.encode(eu7Format.decode(f.bytes).model!), f.bytes);
    }
  });

  it('scale grows the PACK: ~1000 models per unit over more sections', () => {
    const pack = (scale: number) => eu7Format.decode(generateEu7(scale)[2].bytes).index!.pack!.index;
    const one = pack(1);
    const twenty = pack(20);
    expect(one.models.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(twenty.models.reduce((a, b) => a + b, 0)).toBe(20000);
    expect(twenty.count).toBeGreaterThan(one.count);
  });

  it('from scale 100 the module grows with the scale: 14 x scale records per record chunk kind, MODL 10 times that', async () => {
    const module = generateEu7(100)[0].bytes;
    const d = eu7Format.decode(module);
    const counts = Object.fromEntries(d.index!.records.map((r) => [r.id, r.count]));
    expect(counts).toEqual({
      TRAK: 1400,
      MESH: 1400,
      LINE: 1400,
      MODL: 14000,
      TRAC: 1400,
      PWRS: 1,
      MEMC: 1400,
      LAUN: 1400,
      DYNM: 1400,
      SOND: 1,
      TRSE: 1,
      EVNT: 1400,
    });
    expect((await diagnose(module)).diags).toEqual([]);
    expectSameBytes(eu7Format.encode(d.model!), module);
  });
});

describe('eu7 generator: legacy versions', () => {
  const groups = generateEu7Variants();

  it('writes a module in each legacy version readers accept (4, 5, 7, 8)', () => {
    expect(groups.map((g) => g.map((f) => eu7Format.decode(f.bytes).model!.version))).toEqual([[4], [5], [7], [8]]);
  });

  it.each(groups.map((g) => [g[0].name, g[0].bytes] as const))(
    '%s validates clean and round-trips byte for byte',
    async (_, bytes) => {
      const { root, diags } = await diagnose(bytes);
      expect(diags).toEqual([]);
      expectWellFormed(root, diags, bytes.length);
      expectSameBytes(eu7Format.encode(eu7Format.decode(bytes).model!), bytes);
    },
  );
});
