// Decode -> encode is byte-identical, and the encoder writes from the model: sizes and counts are derived again.
import { describe, expect, it } from 'vitest';
import { eu7v2Format } from '../../../../src/formats/eu7/v2';
import { generateEu7v2 } from '../../../../src/formats/eu7/v2/generate';
import { simRoot } from '../../../../src/formats/eu7/v2/generate';
import { Eu7v2Model } from '../../../../src/formats/eu7/v2/model';
import { expectSameBytes } from '../../../helpers/invariants';
import { diagnose, nodeByPath } from './fixtures';

const files = generateEu7v2(1);

function model(bytes: Uint8Array): Eu7v2Model {
  return eu7v2Format.decode(bytes).model!;
}

describe('eu7v2 encode', () => {
  for (const f of files)
    it(`${f.name} round-trips byte for byte`, () => expectSameBytes(eu7v2Format.encode(model(f.bytes)), f.bytes));

  it('is not a byte copy: chunk sizes, counts and header fields come from the model', async () => {
    const bytes = simRoot(5, 2);
    const m = model(bytes);
    const strs = m.chunks.find((c) => c.kind === 'strings');
    const meta = m.chunks.find((c) => c.kind === 'meta');
    const plce = m.chunks.find((c) => c.id === 'PLCE');
    if (strs?.kind !== 'strings' || meta?.kind !== 'meta' || plce?.kind !== 'records') throw new Error('chunks');
    strs.strings.set(0, 'a much longer first string than before');
    meta.meta.firstInitCount = 77;
    plce.count = 1;
    plce.bytes = plce.bytes.subarray(0, 37);
    m.fileKind = 2;
    const out = eu7v2Format.encode(m);
    expect(out.length).toBe(
      bytes.length + 'a much longer first string than before'.length - 'models/tree1.e3d'.length - 37,
    );
    const { root, diags } = await diagnose(out);
    expect(diags).toEqual([]);
    expect(nodeByPath(root, 'header/file_kind').value).toBe(2);
    expect(nodeByPath(root, 'STRS/strings/[0]/text').value).toBe('a much longer first string than before');
    expect(nodeByPath(root, 'META/first_init_count').value).toBe(77);
    expect(nodeByPath(root, 'PLCE/count').value).toBe(1);
    expect(nodeByPath(root, 'PLCE/size').value).toBe(4n + 37n);
  });

  it('a damaged file keeps its bytes: unknown ids, undecodable payloads and trailing bytes are written back', () => {
    const bytes = simRoot(5, 2).slice();
    bytes[16 + 12] = 0xff; // STRS count: the string table does not decode
    const out = new Uint8Array(bytes.length + 5);
    out.set(bytes);
    expectSameBytes(eu7v2Format.encode(model(out)), out);
  });
});
