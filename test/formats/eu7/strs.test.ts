// STRS, read alike by EU7B and EU7v2: an entry whose length runs past the chunk ends the table there, reported as a
// truncation at that entry, with the entries before it still in the tree.
import { describe, expect, it } from 'vitest';
import { ByteWriter } from '../../../src/core/writer';
import { chunk } from '../../../src/formats/eu7/writer';
import { nodeByPath } from '../../helpers/diagnose';
import { diagnose, file } from './fixtures';
import { diagnose as diagnoseV2, v2File } from './v2/fixtures';
import { readingText } from '../../../src/core/describe';

/** Three entries announced: "ab", then one claiming 1000 bytes with 8 left. */
function shortTable(w: ByteWriter): void {
  w.u32(3).u32(2).bytes(Uint8Array.of(0x61, 0x62)).u32(1000).zeros(8);
}

describe('STRS entry past the end of the chunk', () => {
  it('EU7B: core.truncated from that entry to the chunk end, "ab" kept', async () => {
    const b = file(6, (w) => chunk(w, 'STRS', shortTable));
    const at = 16 + 4 + 6;
    const { root, diags } = await diagnose(b);
    expect(diags.filter((d) => d.code.startsWith('core.')).map((d) => [d.code, d.offset, d.length])).toEqual([
      ['core.truncated', at, 12],
    ]);
    expect(readingText(nodeByPath(root, 'STRS/strings/[0]'))).toBe('"ab"');
  });

  it('EU7v2: core.truncated from that entry to the chunk end, "ab" kept', async () => {
    const b = v2File([['STRS', shortTable]]);
    const at = 28 + 4 + 6;
    const { root, diags } = await diagnoseV2(b);
    expect(diags.filter((d) => d.code.startsWith('core.')).map((d) => [d.code, d.offset, d.length])).toEqual([
      ['core.truncated', at, 12],
    ]);
    expect(readingText(nodeByPath(root, 'STRS/strings/[0]'))).toBe('"ab"');
  });
});
