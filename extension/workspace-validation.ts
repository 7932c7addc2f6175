// Validate Workspace: every file a format claims by name and every map archive (.sd7, .sdz, .sdd folders),
// files.exclude respected, up to the size limit, checked on the job workers; its diagnostics (an archive's inner
// files under URIs that open them) in the Problems panel with the same code links as an open editor's. With
// `hexAtlas.validate: workspace` a file watcher keeps the results live.
import * as vscode from 'vscode';
import { selectBySize, workspaceGlob } from '../src/workspace/file-selection';
import { runPool } from '../src/channel/pool';
import { EventBatcher } from '../src/workspace/debounce';
import { WorkspaceDiagnostics, type Publication } from '../src/workspace/workspace-diagnostics';
import { patternOf } from '../src/compare/pick-order';
import { archiveEntryUri } from './archive-uri';
import { Disposable } from './disposable';
import { publish } from './problems';
import { viewTypes } from './provider';
import type { JobPool } from '../src/workspace/job-protocol';
import type { Diagnostic } from '../src/core/diagnostics';
import { counted, msg } from '../src/core/translatable';
import { say } from './language';
import { mapChecks } from './settings';
import { localPath } from './platform';

/** Quiet time after the last file event before the changed files are validated again. */
const WATCH_QUIET_MS = 400;

export class WorkspaceValidation extends Disposable {
  private readonly collection = this.register(vscode.languages.createDiagnosticCollection('hexAtlas.workspace'));
  private readonly results = new WorkspaceDiagnostics();
  /** The bytes of inner text files with problems (mapinfo.lua), which place their rows in the text. */
  private readonly texts = new Map<string, Uint8Array>();
  private patterns: Promise<string[]> | undefined;
  private glob: Promise<string> | undefined;
  private watcher: Disposable | undefined;

  constructor(private readonly pool: JobPool) {
    super();
    this.register(vscode.window.tabGroups.onDidChangeTabs(() => this.apply(this.results.setOpen(openInHexAtlas()))));
    this.register(
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration('hexAtlas.validate')) this.applyMode();
      }),
    );
    this.register({ dispose: () => this.watcher?.dispose() });
    this.apply(this.results.setOpen(openInHexAtlas()));
    this.applyMode();
  }

  /** The palette command: the whole workspace, with a cancellable notification counting files. */
  validateWorkspace(location = vscode.ProgressLocation.Notification): Thenable<void> {
    return vscode.window.withProgress(
      { location, title: vscode.l10n.t('Hex Atlas: validating workspace'), cancellable: true },
      async (progress, token) => {
        progress.report({ message: vscode.l10n.t('finding files…') });
        const found = await vscode.workspace.findFiles(await this.pattern(), undefined, undefined, token);
        const { accepted, tooLarge } = await this.bySize(withSddFolders(found));
        let done = 0;
        const step = accepted.length ? 100 / accepted.length : 100;
        progress.report({ message: `0/${accepted.length}` });
        const summary = await this.validate(accepted, token, () =>
          progress.report({ increment: step, message: `${++done}/${accepted.length}` }),
        );
        if (location !== vscode.ProgressLocation.Notification) return;
        const t = this.results.totals();
        const parts = [
          summary.cancelled
            ? say(msg`files checked: ${summary.finished} of ${accepted.length} (cancelled)`)
            : say(msg`files checked: ${summary.finished} of ${accepted.length}`),
          say(msg`${counted(t.errors, 'error')}, ${counted(t.warnings, 'warning')}`),
        ];
        if (tooLarge.length)
          parts.push(vscode.l10n.t('{0} over hexAtlas.validateMaxFileSizeMB left out', tooLarge.length));
        void vscode.window.showInformationMessage(vscode.l10n.t('Hex Atlas: {0}.', parts.join('; ')));
      },
    );
  }

  private async validate(uris: vscode.Uri[], token?: vscode.CancellationToken, step?: () => void) {
    const stopping = token?.onCancellationRequested(() => this.pool.stop('validation cancelled'));
    try {
      return await runPool(uris, {
        size: this.pool.size,
        run: (uri, slot) => this.pool.run({ kind: 'validate', file: uri.fsPath, checks: mapChecks() }, slot),
        done: (uri, outcome) => {
          step?.();
          if ('error' in outcome) return;
          const r = outcome.result;
          this.apply(
            'diagnostics' in r ? this.results.set(uri.toString(), r.diagnostics) : this.results.delete(uri.toString()),
          );
          // An archive's inner files, each under the URI that opens it (an .sdd's are real files).
          for (const inner of ('inner' in r && r.inner) || []) {
            const path = inner.file.slice(r.file.length + 1);
            const at = uri.path.toLowerCase().endsWith('.sdd')
              ? vscode.Uri.joinPath(uri, ...path.split('/'))
              : archiveEntryUri(uri, path);
            this.apply(this.results.set(at.toString(), inner.diagnostics));
            if (inner.diagnostics.length > 0) void this.placeInText(at, path, inner.diagnostics);
            else this.texts.delete(at.toString());
          }
        },
        cancelled: () => token?.isCancellationRequested ?? false,
      });
    } finally {
      stopping?.dispose();
    }
  }

  /** Local files within the size limit (the workers read from disk). */
  private async bySize(uris: readonly vscode.Uri[]) {
    const local = uris.filter((u) => localPath(u) !== undefined);
    const sizes = await Promise.all(
      local.map(async (uri) => ({
        uri,
        size: await vscode.workspace.fs.stat(uri).then(
          (s) => s.size,
          () => 0,
        ),
      })),
    );
    const maxMB = vscode.workspace.getConfiguration('hexAtlas').get('validateMaxFileSizeMB', 256);
    return selectBySize(sizes, Math.max(0, maxMB) * 1024 * 1024);
  }

  private pattern(): Promise<string> {
    this.glob ??= this.formatPatterns().then(workspaceGlob);
    return this.glob;
  }

  private formatPatterns(): Promise<string[]> {
    this.patterns ??= this.pool.run({ kind: 'patterns' });
    return this.patterns;
  }

  /** An inner file no Hex Atlas format claims opens as text: its problems are published again at their lines. */
  private async placeInText(uri: vscode.Uri, inner: string, diagnostics: Diagnostic[]): Promise<void> {
    if (patternOf(inner, await this.formatPatterns())) return;
    const bytes = await vscode.workspace.fs.readFile(uri).then(
      (b) => b,
      () => undefined,
    );
    if (!bytes) return;
    this.texts.set(uri.toString(), bytes);
    this.apply(this.results.set(uri.toString(), diagnostics));
  }

  /** `workspace`: validate everything once, then follow the file watcher; `openFiles`: only open editors. */
  private applyMode(): void {
    const live = vscode.workspace.getConfiguration('hexAtlas').get<string>('validate', 'openFiles') === 'workspace';
    if (!live) {
      this.watcher?.dispose();
      this.watcher = undefined;
      return;
    }
    if (this.watcher) return;
    const watcher = (this.watcher = new Disposable());
    const batcher = new EventBatcher(WATCH_QUIET_MS, (batch) => void this.revalidate(batch));
    watcher.register({ dispose: () => batcher.dispose() });
    void this.pattern().then((glob) => {
      if (watcher.isDisposed) return;
      const w = watcher.register(vscode.workspace.createFileSystemWatcher(glob));
      watcher.register(w.onDidCreate((u) => batcher.add(u.toString(), 'changed')));
      watcher.register(w.onDidChange((u) => batcher.add(u.toString(), 'changed')));
      watcher.register(w.onDidDelete((u) => batcher.add(u.toString(), 'deleted')));
      void this.validateWorkspace(vscode.ProgressLocation.Window);
    });
  }

  private async revalidate(batch: Map<string, 'changed' | 'deleted'>): Promise<void> {
    const changed: vscode.Uri[] = [];
    for (const [uri, event] of batch) {
      if (event === 'deleted') this.apply(this.results.delete(uri));
      else changed.push(vscode.Uri.parse(uri));
    }
    const { accepted, tooLarge } = await this.bySize(changed);
    for (const u of tooLarge) this.apply(this.results.delete(u.toString()));
    await this.validate(accepted);
  }

  private apply(publications: Publication[]): void {
    for (const p of publications) {
      const uri = vscode.Uri.parse(p.uri);
      if (p.diagnostics) publish(this.collection, uri, p.diagnostics, this.texts.get(p.uri));
      else this.collection.delete(uri);
    }
  }
}

/** Files inside an .sdd folder are checked with their folder, as one map archive, in their place. */
function withSddFolders(found: readonly vscode.Uri[]): vscode.Uri[] {
  const out = new Map<string, vscode.Uri>();
  for (const uri of found) {
    const m = /^(.*?\.sdd)\//i.exec(uri.path);
    const target = m ? uri.with({ path: m[1] }) : uri;
    out.set(target.toString(), target);
  }
  return [...out.values()];
}

/** Files shown in a Hex Atlas editor tab: their editor publishes their live diagnostics itself. */
function openInHexAtlas(): string[] {
  return vscode.window.tabGroups.all.flatMap((g) =>
    g.tabs.flatMap((t) =>
      t.input instanceof vscode.TabInputCustom && (viewTypes as readonly string[]).includes(t.input.viewType)
        ? [t.input.uri.toString()]
        : [],
    ),
  );
}
