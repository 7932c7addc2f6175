// Structural edits over one decoded file, inside the parse worker: which edits apply at a node, and the re-encoded
// file for one, in a shared buffer that becomes the document's new bytes without another copy.
import type { Decoded, FormatCodec } from '../core/format';
import type { StructureEditKind, StructureEditOp } from '../core/structure-edit';
import { bufferSink } from '../core/byte-sink';
import { shareableBuffer, shareableCopy } from '../platform/shared-memory';
import type { RewrittenFile } from './worker-protocol';
import { notWhole } from './worker-protocol';
import { msg, type Text } from '../core/translatable';

export class StructureEditSession {
  constructor(
    private readonly format: FormatCodec<unknown>,
    private readonly decoded: Decoded<unknown>,
    private readonly bytes: Uint8Array,
    /** Decoding was stopped or failed: the model may not hold the whole file. */
    private readonly complete: boolean,
  ) {}

  kinds(id: string): StructureEditKind[] {
    return this.complete ? (this.format.structureEdits?.kinds(this.decoded, id) ?? []) : [];
  }

  apply(op: StructureEditOp): RewrittenFile | { error: Text | string } {
    if (!this.format.structureEdits) return { error: msg`${this.format.displayName} files have no structural edits` };
    if (!this.complete) return { error: notWhole };
    const r = this.format.structureEdits.apply(this.decoded, this.bytes, op);
    if ('error' in r) return r;
    // Written straight into a buffer the host can share, where the encoder writes: no copy of the file after it.
    if ('encoded' in r) {
      const buffer = shareableBuffer(r.encoded.size);
      r.encoded.write(bufferSink(new Uint8Array(buffer)));
      return { buffer, select: r.select };
    }
    return { buffer: shareableCopy(r.bytes), select: r.select };
  }
}
