// Collects file events for a short quiet time, then hands over each file once with its last event (a file
// written in several steps is validated once, after the last write).

export type FileEvent = 'changed' | 'deleted';

export class EventBatcher {
  private pending = new Map<string, FileEvent>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly quietMs: number,
    private readonly flush: (batch: Map<string, FileEvent>) => void,
  ) {}

  add(uri: string, event: FileEvent): void {
    this.pending.delete(uri); // re-inserted last: the batch keeps event order
    this.pending.set(uri, event);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const batch = this.pending;
      this.pending = new Map();
      this.flush(batch);
    }, this.quietMs);
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.pending.clear();
  }
}
