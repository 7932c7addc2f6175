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
import { msg } from '../core/translatable';

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
    const d = this.analysis.diagnostics.find(
      (x) => x.code === target.code && x.offset === target.offset && x.length === target.length && x.fix,
    );
    if (!d?.fix) return { error: msg`no fixable ${target.code} at ${`0x${target.offset.toString(16)}`}` };
    const fixed = fixOne(this.analysis, this.bytes, d);
    if (!fixed) return { error: msg`the fix "${d.fix.text ?? d.fix.title}" no longer applies` };
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
