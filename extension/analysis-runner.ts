// One document's analysis: runs the parse worker on the current bytes, restarts it after edits (the old one is
// terminated: that is the cancellation), and keeps the state the status bar, Problems panel and webview show.
import type { Diagnostic } from '../src/core/diagnostics';
import type { FormatSettings } from '../src/core/format';
import type { AnalysisState, QueryChannel, TreeStart } from '../src/protocol';
import type { Request, Result } from '../src/channel/channel';
import type { EditChannel } from '../src/editor/worker-protocol';
import { ParseClient, type HostSiblings, type ParseOutcome, type WorkerBytes } from './parse-client';
import type { ParseWorkers } from './platform';
import { countBySeverity, statusText } from '../src/editor/status-text';
import { english, msg, render, type Text } from '../src/core/translatable';

const notYet = msg`the file is not decoded yet`;

export class AnalysisRunner {
  private client: ParseClient | undefined;
  private generation = 0;
  /** The analyses started, so far: an edit's reply is stale once a newer one started (not when the tree reloads). */
  private started = 0;
  state: AnalysisState = idle(0, 'reading');
  diagnostics: Diagnostic[] = [];
  /** The tree's first rows of the finished analysis, when the worker sent them with its outcome. */
  tree: TreeStart | undefined;
  /** The outcome so far is the decode's: the whole-file rules' follows. */
  private validating = false;

  constructor(
    private readonly workers: ParseWorkers,
    private readonly fileName: string,
    private readonly siblings: HostSiblings,
    private readonly onChange: (diagnosticsChanged: boolean) => void,
    private readonly lang = english,
    /** Read at each analysis, so a changed setting applies from the next one. */
    private readonly settings: () => FormatSettings = () => ({}),
  ) {}

  run(bytes: WorkerBytes): void {
    this.client?.dispose();
    this.begin();
    const client: ParseClient = new ParseClient(
      this.workers,
      bytes,
      this.fileName,
      {
        progress: (fraction) => current() && this.set({ ...this.state, progress: fraction }, false),
        done: (o) => current() && this.finish(o),
        failed: (message) => current() && this.set({ ...this.state, phase: 'failed', message }, false),
        siblings: this.siblings,
      },
      this.lang.locale,
      this.settings(),
    );
    const current = (): boolean => client === this.client;
    this.client = client;
  }

  /**
   * The bytes changed by a fix the current worker made: it answers for them itself and tells their outcome, so no
   * new worker decodes them again.
   */
  follow(): void {
    this.begin();
  }

  /** A new version of the bytes is being analysed. */
  private begin(): void {
    this.started++;
    this.tree = undefined;
    this.validating = false;
    this.set(
      { ...idle(++this.generation, 'parsing', this.lang), format: this.state.format, version: this.state.version },
      false,
    );
  }

  /** Decoding was not started (file over the decode-on-open limit); the hex view still works. */
  skip(message: string): void {
    this.client?.dispose();
    this.client = undefined;
    this.started++;
    this.set({ ...idle(++this.generation, 'skipped', this.lang), message }, false);
  }

  stop(): void {
    this.client?.stop();
  }

  /**
   * A query of the current analysis. One still pending when an edit restarts the analysis is asked again of the new
   * worker (it waits for the new decoding), so a restart settles it with an answer, not an error.
   */
  async query<K extends keyof QueryChannel>(q: Request<QueryChannel, K>): Promise<Result<QueryChannel, K>> {
    for (;;) {
      const client = this.client;
      if (!client) throw new Error('the file is not decoded');
      try {
        return await client.request(q);
      } catch (e) {
        if (client === this.client || !this.client) throw e;
      }
    }
  }

  /**
   * An edit the worker re-encodes from the model it decoded: only once decoding is done, and only if still current
   * (`stale` when a newer analysis started meanwhile).
   */
  async edit<K extends keyof EditChannel>(
    e: Request<EditChannel, K>,
  ): Promise<Result<EditChannel, K> | { error: string; text: Text } | 'stale'> {
    if (!this.client || this.state.phase !== 'done') return { error: render(notYet), text: notYet };
    const started = this.started;
    const r = await this.client.request(e);
    return started === this.started ? r : 'stale';
  }

  dispose(): void {
    this.client?.dispose();
    this.client = undefined;
  }

  private finish(o: ParseOutcome): void {
    // The whole-file rules' outcome after a tree shown from the decode alone: when they found anything, the tree is
    // loaded again (a new generation) for their marks on its rows.
    if (this.validating && o.diagnostics.length > this.diagnostics.length) this.generation++;
    this.validating = o.validating === true;
    this.diagnostics = o.diagnostics;
    this.tree = o.tree;
    const counts = countBySeverity(o.diagnostics);
    this.set(
      {
        generation: this.generation,
        phase: o.stopped ? 'stopped' : 'done',
        progress: 1,
        format: o.format,
        version: o.version,
        counts,
        summary: statusText(o.format, o.version, counts, this.lang, this.validating),
        message: o.stopped
          ? render(msg`Decoding was stopped: the tree shows what was read before.`, this.lang)
          : undefined,
      },
      true,
    );
  }

  private set(state: AnalysisState, diagnosticsChanged: boolean): void {
    this.state = state;
    this.onChange(diagnosticsChanged);
  }
}

function idle(generation: number, phase: AnalysisState['phase'], lang = english): AnalysisState {
  return {
    generation,
    phase,
    progress: 0,
    counts: { error: 0, warning: 0, info: 0 },
    summary: phase === 'parsing' ? render(msg`Hex Atlas · decoding…`, lang) : 'Hex Atlas',
  };
}
