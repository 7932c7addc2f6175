import { describe, expect, it } from 'vitest';
import { PegCounts } from '../../../src/formats/blotter/peg-counts';
import { PegKind } from '../../../src/formats/blotter/layout';

describe('peg counts noted for the wire pass', () => {
  it('gives back every count noted, a byte each or kept aside when large or negative', () => {
    const noted: [number, number][] = [
      [0, 0],
      [1, 254],
      [255, 256],
      [70_000, -1],
      [-2_000_000_000, 2_000_000_000],
    ];
    const pegs = new PegCounts(noted.length);
    noted.forEach(([inputs, outputs], i) => pegs.note(i, inputs, outputs));
    const read = noted.map((_, i) => [pegs.of(i, PegKind.Input), pegs.of(i, PegKind.Output)]);
    expect(read).toEqual(noted);
    expect(pegs.of(1, PegKind.Invalid)).toBe(0);
  });
});
