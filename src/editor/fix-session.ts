// Determined fixes over one decoded file, inside the parse worker: the fix of one diagnostic, or all of them in
// rounds, each answered with the repaired file in a shared buffer that becomes the document's new bytes.
import type { Analysis, AnalyzeOptions } from '../analysis';
import { applyFixesFrom, fixOne } from '../fix/apply';
import { shareableCopy } from '../platform/shared-memory';
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
  ) {}

  fix(target: FixTarget): FixReply {
    if (!this.complete) return { error: notWhole };
    const d = this.analysis.diagnostics.find(
      (x) => x.code === target.code && x.offset === target.offset && x.length === target.length && x.fix,
    );
    if (!d?.fix) return { error: msg`no fixable ${target.code} at ${`0x${target.offset.toString(16)}`}` };
    const fixed = fixOne(this.analysis, this.bytes, d);
    if (!fixed) return { error: msg`the fix "${d.fix.text ?? d.fix.title}" no longer applies` };
    return { buffer: shareableCopy(fixed), title: d.fix.title, text: d.fix.text };
  }

  async fixAll(): Promise<FixAllReply> {
    if (!this.complete) return { error: notWhole };
    const r = await applyFixesFrom(this.analysis, this.fileName, this.bytes, this.options);
    const errors = r.analysis.diagnostics.filter((d) => d.severity === 'error').length;
    return r.applied.length ? { buffer: shareableCopy(r.bytes), applied: r.applied, errors } : { applied: [], errors };
  }
}
