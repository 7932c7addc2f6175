// Fuzz findings in the EU7 codec. Each fails until the codec is fixed.
import { describe, expect, it } from 'vitest';
import { hasSamples } from '../../helpers/samples';
import { familyById, formatById } from '../../../src/formats';
import { checkInput } from '../properties';
import { replay } from './replay';
import { SpanNode } from '../../../src/core/node';
import { chunkAt, packFile, section } from '../../formats/eu7/fixtures';

describe('eu7 fuzz regressions', () => {
  it('an unknown chunk whose id has a non-ASCII byte is written back with its raw id (found: seed 7 mutant 3)', async () => {
    const codec = formatById('eu7')!;
    const file = familyById('eu7')!
      .generate(1)
      .find((f) => f.name === 'module_v6.eu7')!;
    const bytes = file.bytes.slice();
    const chunk = codec.decode(bytes).root.child(2); // a chunk after the header and STRS
    bytes[chunk.offset] = 0x97; // "MESH" -> "\x97ESH": unknown, tolerated (a warning), so it must round-trip
    const failures = await checkInput(codec, bytes, { fileName: file.name });
    expect(failures).toEqual([]);
  });

  // Replays a mutant of a real sample: runs where ../shared/samples is present, and says it was skipped elsewhere.
  it.skipIf(!hasSamples('eu7'))("the fuzzer's original mutant round-trips", async () => {
    const r = await replay('eu7', 'sample:eu7/v6_child.eu7', 7, 3);
    expect(r.recipe).toEqual([
      'flip @267 99 -> 162',
      'flip @1330 78 -> 74',
      'flip @430 0 -> 157',
      'flip @683 77 -> 151',
    ]);
    expect(r.failures).toEqual([]);
  });
});

describe('eu7 PACK chunk table fuzz regressions', () => {
  // Found on a mutant of a real module (seed 1017156448 mutant 6742): a damaged chunk byte_offset linked past the file.
  it('a chunk byte_offset past its section links nowhere, so every link stays inside the file', async () => {
    const codec = formatById('eu7')!;
    const file = { name: 'pack.eu7', bytes: packFile({ prot: 1, sections: [{ bytes: section() }] }) };
    const find = (n: SpanNode, depth = 0): SpanNode | undefined => {
      if (n.name === 'byte_offset') return n;
      for (let i = 0; depth < 12 && i < Math.min(n.childCount, 16); i++) {
        const hit = find(n.child(i), depth + 1);
        if (hit) return hit;
      }
      return undefined;
    };
    const field = find(codec.decode(file.bytes, { fileName: file.name }).root);
    expect(field).toBeDefined();
    const bytes = file.bytes.slice();
    new DataView(bytes.buffer).setUint32(field!.offset, 0x7ffffff0, true);
    const failures = await checkInput(codec, bytes, { fileName: file.name });
    expect(failures.filter((f) => f.property === 'node-range')).toEqual([]);
  });
});

describe('eu7 chunk size search fuzz regressions', () => {
  // Found: 0xFF runs over the end of PIDX and the PROT header. The size search took PROT's damaged header for a
  // wrong PIDX size and let PIDX swallow PROT; its fix then added core.truncated, eu7.section-header-count and
  // eu7.proto-id-range (13 of 100,009 inputs of a guided run).
  it.each([
    [-8, 12],
    [-8, 16],
    [-14, 16],
  ])('0xFF over [PROT%i, +%i): fixes add no error and settle', async (from, length) => {
    const codec = formatById('eu7')!;
    const file = familyById('eu7')!
      .generate(1)
      .find((f) => f.name === 'scenario_v9.eu7')!;
    const bytes = file.bytes.slice();
    const prot = chunkAt(bytes, 'PROT');
    bytes.fill(0xff, prot + from, prot + from + length);
    expect(await checkInput(codec, bytes, { fileName: file.name })).toEqual([]);
  });
});
