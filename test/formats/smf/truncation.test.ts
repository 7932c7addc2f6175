// Cut files and absurd counts: a partial tree and diagnostics every time, never a throw, a hang or a huge allocation.
import { describe, expect, it } from 'vitest';
import { SpanNode } from '../../../src/core/node';
import { familyById } from '../../../src/formats';
import { smfFormat } from '../../../src/formats/smf';
import { tileEntryOffsets } from '../../../src/formats/smf/tiles';
import { featureSectionBytes } from '../../../src/formats/smf/encode';
import { buildSmf, check, codes, errors, setI32, siblings } from './fixtures';

const files = familyById('smf')!.generate(1);
const full = files[0].bytes;
const table = siblings(Object.fromEntries(files.map((f) => [f.name.split('/').pop()!, f.bytes])));
const model = smfFormat.decode(full).model!;

/** Every place one structure ends and another begins, plus the fields inside the headers. */
function boundaries(): number[] {
  const h = model.header;
  const entries = tileEntryOffsets(h.tilesPtr, model.tiles!.files);
  const names = h.featurePtr + 8;
  const records = h.featurePtr + featureSectionBytes(model.features!) - model.features!.records.length;
  const starts = [
    0,
    16,
    24,
    52,
    76,
    80,
    84,
    88,
    92,
    h.heightmapPtr,
    h.typeMapPtr,
    h.minimapPtr,
    h.metalmapPtr,
    model.extraHeaders[0].grassPtr!,
    h.tilesPtr,
    h.tilesPtr + 4,
    ...entries,
    h.featurePtr,
    h.featurePtr + 4,
    names,
    records,
    records + 24,
    full.length,
  ];
  return [...new Set(starts.flatMap((at) => [at - 1, at, at + 1]))]
    .filter((n) => n > 0 && n < full.length)
    .sort((a, b) => a - b);
}

function topLevel(root: SpanNode): SpanNode[] {
  return [...Array(root.childCount).keys()].map((i) => root.child(i));
}

describe('truncated maps', () => {
  it('at every structure boundary (and a byte either side): errors, a well-formed partial tree, a model that writes the cut file back', async () => {
    const cuts = boundaries();
    expect(cuts.length).toBeGreaterThan(40);
    for (const n of cuts) {
      const bytes = full.slice(0, n);
      const d = await check(bytes, { siblings: table });
      expect(errors(d).length, `cut at ${n}`).toBeGreaterThan(0);
      const decoded = smfFormat.decode(bytes);
      if (n >= 80) {
        const again = smfFormat.encode(decoded.model!);
        expect(Buffer.compare(again, bytes), `cut at ${n}`).toBe(0);
      }
      // The structure the cut falls in is shown as far as it goes and marked partial, unless the cut ends it.
      const top = topLevel(decoded.root);
      const endsAtCut = top.some((c) => c.offset + c.length === n && !c.partial);
      expect(top.some((c) => c.partial) || endsAtCut, `cut at ${n}`).toBe(true);
    }
  });

  it('at evenly spread lengths', async () => {
    for (let k = 1; k < 24; k++) {
      const n = Math.floor((full.length * k) / 24) + k;
      const d = await check(full.slice(0, n), { siblings: table });
      expect(
        codes(d).some((c) => c === 'core.truncated' || c === 'smf.section-bounds'),
        `cut at ${n}`,
      ).toBe(true);
    }
  });

  it('an empty file and a header cut short have no model', async () => {
    for (const n of [0, 10, 79]) {
      expect(codes(await check(full.slice(0, n)))).toEqual(['core.truncated']);
      expect(smfFormat.decode(full.slice(0, n)).model).toBeUndefined();
    }
  });
});

describe('absurd counts', () => {
  const { at, model: m } = buildSmf();
  it.each([
    ['numExtraHeaders', 76, 0x7fffffff],
    ['mapx', 24, 0x7fffffff],
    ['mapy', 28, -0x80000000],
    ['numTileFiles', m.header.tilesPtr, 0x7fffffff],
    ['numTiles', m.header.tilesPtr + 4, 0x7fffffff],
    ['numFeatureType', m.header.featurePtr, 0x7fffffff],
    ['numFeatures', m.header.featurePtr + 4, 0x7fffffff],
    ['first tile count', at.entries, 0x7fffffff],
  ])('%s = %i: diagnostics, no hang', async (_name, offset, value) => {
    const { bytes } = buildSmf();
    setI32(bytes, offset, value);
    // A hang fails by the test's timeout; speed is the benchmarks' to measure.
    const d = await check(bytes);
    expect(d.length).toBeGreaterThan(0);
  });
});
