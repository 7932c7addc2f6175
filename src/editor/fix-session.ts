// Determined fixes over one decoded file, inside the parse worker: the fix of one diagnostic, or all of them in
// rounds, each answered with the bytes the repair changed (a local repair) or the repaired file in a shared buffer
// that becomes the document's new bytes. The worker
// that made a fix goes on answering for the repaired file (`follow`): no new worker decodes it again, and Fix All
// hands on the analysis of the final bytes it already made.
import type { Analysis, AnalyzeOptions } from '../analysis';
import { applyFixesFrom, fixOne } from '../fix/apply';
import { shareableCopy, type ShareableBuffer } from '../platform/shared-memory';
import { changedRanges } from './changed-ranges';
import type { FixTarget } from '../protocol';
import { notWhole, type FixAllReply, type FixReply } from './worker-protocol';
import { msg, type Text } from '../core/translatable';
import type { Diagnostic, FixMarker } from '../core/diagnostics';

/** The diagnostic `target` names, when it carries a fix marker; else the reply that says there is none. */
export function fixableAt(a: Analysis, target: FixTarget): Fixable | { error: Text } {
  const d = a.diagnostics.find(
    (x): x is Fixable => x.code === target.code && x.offset === target.offset && x.length === target.length && !!x.fix,
  );
  return d ?? { error: msg`no fixable ${target.code} at ${`0x${target.offset.toString(16)}`}` };
}

/** A diagnostic with its fix marker. */
export type Fixable = Diagnostic & { fix: FixMarker };

/** The reply when a fix makes no change any more. */
export function noLongerApplies(d: Fixable): { error: Text } {
  return { error: msg`the fix "${d.fix.text ?? d.fix.title}" no longer applies` };
}

export class FixSession {
  constructor(
    private readonly analysis: Analysis,
    private readonly fileName: string,
    private readonly bytes: Uint8Array,
    /** Decoding was stopped: the model may not hold the whole file. */
    private readonly complete: boolean,
    private readonly options: Pick<AnalyzeOptions, 'siblings'> = {},
    /** Told the repaired file (and its analysis, when made already), which the caller answers for from then on. */
    private readonly follow?: (bytes: Uint8Array, analysis?: Analysis) => void,
  ) {}

  fix(target: FixTarget): FixReply {
    if (!this.complete) return { error: notWhole };
    const d = fixableAt(this.analysis, target);
    if ('error' in d) return d;
    const fixed = fixOne(this.analysis, this.bytes, d);
    if (!fixed) return noLongerApplies(d);
    const made = { title: d.fix.title, text: d.fix.text, kept: this.follow !== undefined };
    // A local repair goes back as the bytes it changed; the worker keeps the repaired file it answers for.
    const changes = changedRanges(this.bytes, fixed);
    if (changes) {
      this.follow?.(fixed);
      return { changes, ...made };
    }
    const buffer = shareableCopy(fixed);
    this.follow?.(new Uint8Array(buffer));
    return { buffer, ...made };
  }

  async fixAll(): Promise<FixAllReply> {
    if (!this.complete) return { error: notWhole };
    // Each round's bytes go straight into a shared buffer: the last one is the document's new bytes, analysed.
    const inShared = (b: Uint8Array) => new Uint8Array(shareableCopy(b));
    const r = await applyFixesFrom(this.analysis, this.fileName, this.bytes, this.options, inShared);
    const errors = r.analysis.diagnostics.filter((d) => d.severity === 'error').length;
    if (!r.applied.length) return { applied: [], errors };
    this.follow?.(r.bytes, r.analysis);
    const made = { applied: r.applied, errors, kept: this.follow !== undefined };
    const changes = changedRanges(this.bytes, r.bytes);
    return changes ? { changes, ...made } : { buffer: r.bytes.buffer as ShareableBuffer, ...made };
  }
}
