// Diagnostics of code that reads a window of a file (a buffer holding [from, to) of it at offsets from 0): reported
// into the file's sink at the file's offsets, so the window's reader needs to know nothing of where it is.
import { DiagnosticSink, ReportedFix, ReportedRange, Rule } from './diagnostics';
import type { Text } from './translatable';

export class ShiftedSink extends DiagnosticSink {
  constructor(
    private readonly target: DiagnosticSink,
    /** Where the window starts in the file. */
    private readonly by: number,
  ) {
    super(target.fileSize, target.capPerCode);
  }

  override report(
    r: Rule,
    offset: number,
    length: number,
    message?: Text,
    related?: ReportedRange[],
    fix?: ReportedFix,
  ): void {
    const moved = related?.map((x) => ({ ...x, offset: x.offset + this.by }));
    this.target.report(r, offset + this.by, length, message, moved, fix);
  }
}
