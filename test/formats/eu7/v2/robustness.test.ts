// Truncated and damaged EU7v2 files: always a well-formed partial tree plus diagnostics, never a throw or a hang.
import { describe, expect, it } from 'vitest';
import { SpanNode } from '../../../../src/core/node';
import { eu7v2Format } from '../../../../src/formats/eu7/v2';
import { generateEu7v2 } from '../../../../src/formats/eu7/v2/generate';
import { simRoot } from '../../../../src/formats/eu7/v2/generate';
import { expectWellFormed } from '../../../helpers/invariants';
import { diagnose } from './fixtures';

const [module] = generateEu7v2(1).map((f) => f.bytes);
const root = simRoot(3, 1);

/** Opens every lazy node too: records are indexed only when looked at. */
function visitAll(n: SpanNode): number {
  let count = 1;
  for (let i = 0; i < n.childCount; i++) count += visitAll(n.child(i));
  return count;
}

describe('eu7v2 truncation', () => {
  for (const [name, bytes] of [
    ['module', module],
    ['sim root with every chunk kind', root],
  ] as const) {
    it(`${name}: every prefix yields a well-formed partial tree and, unless cut between chunks, an error`, async () => {
      const top = eu7v2Format.decode(bytes).root;
      const boundaries = new Set(
        Array.from({ length: top.childCount }, (_, i) => top.child(i).offset + top.child(i).length),
      );
      for (let len = 0; len < bytes.length; len++) {
        const { root, diags } = await diagnose(bytes.subarray(0, len));
        expectWellFormed(root, diags, len);
        visitAll(root);
        if (boundaries.has(len)) continue;
        expect(
          diags.some((d) => d.severity === 'error'),
          `length ${len}`,
        ).toBe(true);
      }
    });
  }
});

describe('eu7v2 damaged bytes', () => {
  it('bytes of a sim root (every 7th) set to 0xFF or 0x7F still decode into a well-formed tree', async () => {
    for (let i = 0; i < root.length; i += 7) {
      for (const v of [0xff, 0x7f]) {
        const b = root.slice();
        b[i] = v;
        const { root: tree, diags } = await diagnose(b);
        expectWellFormed(tree, diags, b.length);
        visitAll(tree);
      }
    }
  });
});
