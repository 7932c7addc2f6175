// Progress of a long `validate` on stderr: nothing for a run that ends within a second, then a line every ten
// seconds (lines, not a redrawn one, so CI logs keep them), e.g. "checked 1200 of 10000 files (12%), 3 errors, 41 s".
import { counted, english, msg, render } from '../../core/translatable';
import { Out } from '../../input/io';

export interface ProgressTiming {
  firstAfterMs: number;
  everyMs: number;
}

const defaultTiming: ProgressTiming = { firstAfterMs: 1000, everyMs: 10_000 };

export class Progress {
  private done = 0;
  private errors = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly started = performance.now();

  constructor(
    private readonly total: number,
    private readonly write: Out,
    private readonly timing = defaultTiming,
    private readonly lang = english,
  ) {
    if (total > 1) this.timer = setTimeout(() => this.tick(), timing.firstAfterMs);
    this.timer?.unref?.();
  }

  /** A file was checked, with this many errors (its archive entries included). */
  checked(errors: number): void {
    this.done++;
    this.errors += errors;
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private tick(): void {
    const percent = Math.floor((100 * this.done) / this.total);
    const seconds = Math.round((performance.now() - this.started) / 1000);
    const files = counted(this.total, 'file');
    const errors = counted(this.errors, 'error');
    this.write(render(msg`checked ${this.done} of ${files} (${percent}%), ${errors}, ${seconds} s`, this.lang));
    this.timer = setTimeout(() => this.tick(), this.timing.everyMs);
    this.timer.unref?.();
  }
}
