// The generator writes valid files of every chunk kind, the registry opens them by name and by magic, and the
// eu7 family (CLI generate, fuzz seeds, benchmark) includes them.
import { describe, expect, it } from 'vitest';
import { detectFormat, familyById, sniffFormat } from '../../../../src/formats';
import { eu7v2Format } from '../../../../src/formats/eu7/v2';
import { generateEu7v2 } from '../../../../src/formats/eu7/v2/generate';
import { collectSeeds } from '../../../fuzz/targets';
import { diagnose } from './fixtures';
import { recordKinds } from '../../../../src/formats/eu7/v2/records';
import { readingText } from '../../../../src/core/describe';

describe('eu7v2 generator and registration', () => {
  const files = generateEu7v2(1);

  it('generated files validate clean and hold every chunk of the catalogue', async () => {
    for (const f of files) expect((await diagnose(f.bytes)).diags, f.name).toEqual([]);
    const root = (await diagnose(files[1].bytes)).root;
    const ids = Array.from({ length: root.childCount }, (_, i) => root.child(i).name);
    expect(ids).toEqual([
      'header',
      'STRS',
      'META',
      ...Object.keys(recordKinds).slice(0, 3),
      'INST',
      ...Object.keys(recordKinds).slice(3),
    ]);
  });

  it('scale sets the instance count: 1000 per unit', () => {
    const root = eu7v2Format.decode(generateEu7v2(3)[1].bytes).root;
    const inst = Array.from({ length: root.childCount }, (_, i) => root.child(i)).find((c) => c.name === 'INST')!;
    expect(readingText(inst)).toBe('3000 instances');
  });

  it('opens by name and by magic; the eu7 family generates and fuzzes it', () => {
    expect(detectFormat('a.eu7v2', new Uint8Array(0))).toBe(eu7v2Format);
    expect(sniffFormat(files[0].bytes)).toBe(eu7v2Format);
    expect(familyById('eu7')!.codecs.flatMap((c) => c.patterns)).toContain('*.eu7v2');
    expect(
      familyById('eu7')!
        .generate(1)
        .filter((f) => f.name.endsWith('.eu7v2')).length,
    ).toBe(2);
    expect(collectSeeds('/nonexistent', 'eu7v2').seeds.length).toBe(2);
  });
});
