// Truncated and damaged files: always a well-formed partial tree plus diagnostics, never a throw or a hang.
import { describe, expect, it } from 'vitest';
import { SpanNode } from '../../../src/core/node';
import { eu7Family, eu7Format } from '../../../src/formats/eu7';
import { expectWellFormed } from '../../helpers/invariants';
import { diagnose, packFile, section } from './fixtures';

const [moduleV6, terrainV6, scenarioV9] = eu7Family.generate(1).map((f) => f.bytes);
const small = packFile({ prot: 2, sections: [{ bytes: section({ solo: 2, inst: 2 }), models: 4 }] });

/** Opens every lazy node too: a section's tree is built only when looked at. */
function visitAll(n: SpanNode): number {
  let count = 1;
  for (let i = 0; i < n.childCount; i++) count += visitAll(n.child(i));
  return count;
}

async function expectTolerant(bytes: Uint8Array): Promise<void> {
  const { root, diags } = await diagnose(bytes);
  expectWellFormed(root, diags, bytes.length);
  visitAll(root);
}

describe('eu7 truncation', () => {
  for (const [name, bytes] of [
    ['v6 module', moduleV6],
    ['v6 terrain', terrainV6],
    ['v9 scenario with one section', small],
  ] as const) {
    it(`${name}: every length yields a partial tree and, unless cut between chunks, an error`, async () => {
      const root = eu7Format.decode(bytes).root;
      const boundaries = new Set(
        Array.from({ length: root.childCount }, (_, i) => root.child(i).offset + root.child(i).length),
      );
      for (let len = 0; len < bytes.length; len++) {
        const cut = bytes.subarray(0, len);
        const { root, diags } = await diagnose(cut);
        expectWellFormed(root, diags, len);
        if (boundaries.has(len)) continue;
        expect(
          diags.some((d) => d.severity === 'error' || d.code === 'eu7.trailing-bytes'),
          `length ${len}`,
        ).toBe(true);
      }
    });
  }

  it('v9 scenario: cuts at sampled lengths through PACK stay well-formed, sections included', async () => {
    for (let len = 0; len < scenarioV9.length; len += 997) await expectTolerant(scenarioV9.subarray(0, len));
  });
});

describe('eu7 damaged bytes', () => {
  it('every byte of a small scenario set to 0xFF or 0x7F still decodes into a well-formed tree', async () => {
    for (let i = 0; i < small.length; i++) {
      for (const v of [0xff, 0x7f]) {
        const b = small.slice();
        b[i] = v;
        await expectTolerant(b);
      }
    }
  });

  it('a section that ends inside its header (chunk table cut off) is reported as truncated', async () => {
    const s = section().subarray(0, 30);
    const b = packFile({ prot: 1, sections: [{ bytes: s }] });
    const { diags } = await diagnose(b);
    expect(diags.map((d) => d.code)).toEqual(['core.truncated']);
  });

  it('a huge section count in PIDX is reported, not allocated', async () => {
    const b = small.slice();
    const pidxCount = b.indexOf(0x50, 8); // first 'P' after the header is PIDX (STRS comes first)
    new DataView(b.buffer).setUint32(pidxCount + 8, 0x7fffffff, true);
    const { diags } = await diagnose(b);
    expect(diags.map((d) => d.code)).toContain('eu7.count-too-large');
  });
});
