import { describe, expect, it } from 'vitest';
import { Property, checkInput } from './properties';
import { Flaw, brokenCodec, chunkyCodec, chunkyFile } from './toys/chunky';
import { bufferSource } from '../../src/core/byte-source';
import { nresCodec } from '../../src/formats/parkan';
import { generateParkan } from '../../src/formats/parkan/generate';
import { writeNRes } from '../../src/formats/parkan/nres/encode';

const seed = chunkyFile([7, 1, 2, 3]);
const tripping = chunkyFile([8, 1, 2, 3]); // first chunk's value is not 7: the broken toys misbehave
const check = (flaw: Flaw | undefined, bytes: Uint8Array) =>
  checkInput(flaw ? brokenCodec(flaw) : chunkyCodec(), bytes, { fileName: 'x.toy' });
const properties = async (flaw: Flaw, bytes: Uint8Array) => (await check(flaw, bytes)).map((f) => f.property);

describe('checkInput', () => {
  it('passes a correct tolerant codec on valid and damaged inputs', async () => {
    for (const bytes of [seed, tripping, seed.subarray(0, 13), new Uint8Array(0), chunkyFile([7, 0xffffffff])]) {
      expect(await check(undefined, bytes)).toEqual([]);
    }
  });

  const cases: [Flaw, Property][] = [
    ['throws', 'decode-throws'],
    ['rejects', 'validate-rejects'],
    ['out-of-range', 'diagnostic-range'],
    ['tiling', 'tiling'],
    ['root', 'root-range'],
    ['nondeterministic', 'validate-nondeterministic'],
    ['roundtrip', 'roundtrip'],
    ['memory', 'memory'],
  ];
  for (const [flaw, property] of cases) {
    it(`catches a codec that breaks "${property}" (and only on the input that trips it)`, async () => {
      expect(await properties(flaw, seed)).toEqual([]);
      expect(await properties(flaw, tripping)).toContain(property);
    });
  }

  it('keeps the stack of a throw, to point at the codec line', async () => {
    const [f] = await check('throws', tripping);
    expect(f.message).toContain('TypeError: toy decoder tripped');
    expect(f.stack).toContain('chunky.ts');
  });
});

describe('paged-differs on NRes archives', () => {
  const seeds = generateParkan(1).filter((f) => f.name.startsWith('Land.'));

  it('passes the codec, whose paged decode the seeds take', async () => {
    for (const f of seeds) {
      expect(nresCodec.decodePaged!(bufferSource(f.bytes), { fileName: f.name })).toBeDefined();
      expect(await checkInput(nresCodec, f.bytes, { fileName: f.name })).toEqual([]);
    }
  });

  it('catches a paged decode that reads the areals from the held bytes, where they are zeros', async () => {
    const broken: typeof nresCodec = {
      ...nresCodec,
      decodePaged(source, options) {
        const paged = nresCodec.decodePaged!(source, options);
        return paged && { decoded: nresCodec.decode(paged.held, options), held: paged.held };
      },
    };
    const map = seeds.find((f) => f.name === 'Land.map')!;
    const found = await checkInput(broken, map.bytes, { fileName: map.name });
    expect(found.map((x) => x.property)).toContain('paged-differs');
  });
});

describe('paged-edit-differs on NRes archives', () => {
  const archive = writeNRes(
    ['alpha', 'beta', 'gamma'].map((name, i) => ({
      typeId: i + 1,
      attr1: 0,
      attr2: 0,
      attr3: 0,
      name,
      payload: Uint8Array.from({ length: 100 + 40 * i }, (_, k) => (k * (i + 3)) & 0xff),
    })),
  );

  it('passes the codec, whose edits from the pages write what the whole-file edits write', async () => {
    expect(nresCodec.decodePaged!(bufferSource(archive), { fileName: 'textures.lib' })?.editable).toBe(true);
    expect(await checkInput(nresCodec, archive, { fileName: 'textures.lib' })).toEqual([]);
  });

  it('catches edits from the pages that read the payloads from the held bytes, zeros where they were left out', async () => {
    const broken: typeof nresCodec = {
      ...nresCodec,
      decodePaged(source, options) {
        const paged = nresCodec.decodePaged!(source, options);
        const model = paged?.decoded.model;
        return (
          paged &&
          model && { ...paged, decoded: { ...paged.decoded, model: { ...model, source: bufferSource(paged.held) } } }
        );
      },
    };
    const found = await checkInput(broken, archive, { fileName: 'textures.lib' });
    expect(found.map((x) => x.property)).toContain('paged-edit-differs');
  });
});
