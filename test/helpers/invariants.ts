// Properties every decode must have, whatever the input: shared by format tests and the fuzzer.
import { expect } from 'vitest';
import { Diagnostic } from '../../src/core/diagnostics';
import { SpanNode } from '../../src/core/node';
import { firstDifference } from '../../src/cli/main';
import { checkTiling } from '../../src/core/tree';

/** The tree tiles the whole file and every diagnostic range lies inside it. */
export function expectWellFormed(root: SpanNode, diagnostics: Diagnostic[], size: number): void {
  expect(root.offset).toBe(0);
  expect(root.length).toBe(size);
  expect(checkTiling(root)).toEqual([]);
  for (const d of diagnostics) {
    expect(d.offset).toBeGreaterThanOrEqual(0);
    expect(d.offset + d.length).toBeLessThanOrEqual(size);
  }
}

/** The one diagnostic with `code` (fails when there is none or several), for exact range assertions. */
export function only(diagnostics: Diagnostic[], code: string): Diagnostic {
  const hits = diagnostics.filter((d) => d.code === code);
  expect(
    hits.map((d) => d.code),
    `diagnostics: ${diagnostics.map((d) => `${d.code}@${d.offset}`).join(', ')}`,
  ).toEqual([code]);
  return hits[0];
}

/** Byte-identical, compared natively: deep equality on megabyte arrays takes vitest tens of seconds. */
export function expectSameBytes(actual: Uint8Array, expected: Uint8Array): void {
  const at = firstDifference(actual, expected);
  expect({ length: actual.length, firstDifference: at }).toEqual({ length: expected.length, firstDifference: -1 });
}
