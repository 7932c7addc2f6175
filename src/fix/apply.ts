// Determined repairs, applied one at a time: decode and validate, ask the codec for the first diagnostic's fix,
// take the new bytes, decode again. One fix per round because a repaired count or pointer moves everything after
// it, so every later fix must be computed from a fresh decode. Bounded, so two fixes that undo each other end.
import { Analysis, AnalyzeOptions, analyze } from '../analysis';
import { Diagnostic } from '../core/diagnostics';
import { type Text } from '../core/translatable';

export interface AppliedFix {
  code: string;
  offset: number;
  length: number;
  /** What changed, from the diagnostic's fix marker (in English; `text` translatable). */
  title: string;
  text?: Text;
}

export interface FixResult {
  bytes: Uint8Array;
  applied: AppliedFix[];
  /** The analysis of the final bytes. */
  analysis: Analysis;
}

/** What the fix of `d` (a diagnostic with a fix marker) is reported as. */
export function appliedFix(d: Diagnostic): AppliedFix {
  return { code: d.code, offset: d.offset, length: d.length, title: d.fix?.title ?? d.code, text: d.fix?.text };
}

/** Rounds before giving up: far more fixes than any real file needs, few enough to stay quick. */
export const MAX_FIX_ROUNDS = 64;

/** The bytes the fix of `d` makes of `bytes` (decoded as `a`); undefined when it does not apply or changes nothing. */
export function fixOne(a: Analysis, bytes: Uint8Array, d: Diagnostic): Uint8Array | undefined {
  if (!d.fix || !a.format.fix) return undefined;
  const fixed = a.format.fix(a.decoded, bytes, d);
  return fixed && !sameBytes(fixed, bytes) ? fixed : undefined;
}

/** The first diagnostic whose fix applies, with the bytes it produces. */
function firstFix(a: Analysis, bytes: Uint8Array): { diagnostic: Diagnostic; bytes: Uint8Array } | undefined {
  for (const d of a.diagnostics) {
    const fixed = fixOne(a, bytes, d);
    if (fixed) return { diagnostic: d, bytes: fixed };
  }
  return undefined;
}

export async function applyFixes(
  fileName: string,
  bytes: Uint8Array,
  options: Omit<AnalyzeOptions, 'decodeOnly'> = {},
): Promise<FixResult> {
  return applyFixesFrom(await analyze(fileName, bytes, options), fileName, bytes, options);
}

/**
 * `applyFixes` from an analysis of `bytes` already made (the editor's worker keeps one). `keep` puts each round's
 * bytes where they are analysed and returned (the editor: a shared buffer that becomes the document's bytes).
 */
export async function applyFixesFrom(
  first: Analysis,
  fileName: string,
  bytes: Uint8Array,
  options: Omit<AnalyzeOptions, 'decodeOnly' | 'format'> = {},
  keep: (fixed: Uint8Array) => Uint8Array = (fixed) => fixed,
): Promise<FixResult> {
  const applied: AppliedFix[] = [];
  let current = bytes;
  let a = first;
  const format = a.format;
  for (let round = 0; round < MAX_FIX_ROUNDS; round++) {
    const next = firstFix(a, current);
    if (!next) break;
    applied.push(appliedFix(next.diagnostic));
    current = keep(next.bytes);
    a = await analyze(fileName, current, { ...options, format });
  }
  return { bytes: current, applied, analysis: a };
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
