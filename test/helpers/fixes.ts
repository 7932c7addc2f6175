// The contract of every determined fix: damage one field of a valid file, see the diagnostic on its exact bytes,
// apply the fixes, and get the undamaged file back byte for byte; where the codec also makes the fix in place (for a
// file read in pages), its ranges write exactly the bytes the fix writes.
import { expect } from 'vitest';
import { analyze } from '../../src/analysis';
import { Diagnostic } from '../../src/core/diagnostics';
import { FormatCodec, SiblingFiles } from '../../src/core/format';
import { applyFixes } from '../../src/fix/apply';
import { expectSameBytes, only } from './invariants';
import { encodedBytes } from '../../src/core/byte-sink';

export interface FixCase {
  name: string;
  damaged: Uint8Array;
  original: Uint8Array;
  code: string;
  /** [offset, length] of the diagnostic. */
  range: [number, number];
  format?: FormatCodec<unknown>;
  siblings?: SiblingFiles;
}

export async function expectFixRestores(c: FixCase): Promise<Diagnostic> {
  const options = { format: c.format, siblings: c.siblings };
  const before = await analyze(c.name, c.damaged, options);
  const d = only(before.diagnostics, c.code);
  expect([d.offset, d.length]).toEqual(c.range);
  expect(d.fix, `${c.code} carries a fix`).toBeDefined();
  expect(before.format.rules.find((r) => r.code === c.code)?.fixable).toBe(true);
  // Made from the model alone (as for a file read in pages), the fix writes what the whole-file fix writes.
  const fromModel = before.format.fixFromModel?.(before.decoded, d);
  if (fromModel) {
    const written = Array.isArray(fromModel) ? c.damaged.slice() : encodedBytes(fromModel);
    if (Array.isArray(fromModel)) for (const w of fromModel) written.set(w.bytes, w.offset);
    expectSameBytes(written, before.format.fix!(before.decoded, c.damaged, d)!);
  }
  const result = await applyFixes(c.name, c.damaged, options);
  expect(result.applied.map((f) => f.code)).toContain(c.code);
  expectSameBytes(result.bytes, c.original);
  return d;
}

/** Diagnostics of a file that must show its root cause: at most `max`, the first on `firstRange`. */
export async function expectRootCause(
  name: string,
  bytes: Uint8Array,
  code: string,
  firstRange: [number, number],
  options: { format?: FormatCodec<unknown>; max?: number } = {},
): Promise<Diagnostic[]> {
  const a = await analyze(name, bytes, { format: options.format });
  const list = a.diagnostics.map((d) => `${d.code}@${d.offset}+${d.length}`);
  expect(a.diagnostics.length, list.join(', ')).toBeLessThanOrEqual(options.max ?? 5);
  const first = a.diagnostics[0];
  expect([first?.code, first?.offset, first?.length], list.join(', ')).toEqual([code, ...firstRange]);
  return a.diagnostics;
}
