// Reload on external change through a fake `vscode`: the watcher's events, the file's stat. A change by another
// program reloads a clean document and asks on a dirty one; our own save's change is ignored.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Uri } from './fake-uri';

const fake = vi.hoisted(() => ({
  stat: { mtime: 1, size: 10 },
  listeners: [] as (() => void)[],
  pattern: undefined as unknown,
}));

vi.mock('vscode', async () => {
  const { Uri } = await import('./fake-uri');
  const { l10n, env } = await import('./fake-l10n');
  class RelativePattern {
    constructor(
      readonly base: Uri,
      readonly pattern: string,
    ) {}
  }
  return {
    l10n,
    env,
    Uri,
    RelativePattern,
    window: { showErrorMessage: vi.fn() },
    workspace: {
      fs: { stat: async () => ({ ...fake.stat }) },
      createFileSystemWatcher(pattern: unknown) {
        fake.pattern = pattern;
        return {
          onDidChange: (l: () => void) => (fake.listeners.push(l), { dispose: () => undefined }),
          onDidCreate: (l: () => void) => (fake.listeners.push(l), { dispose: () => undefined }),
          dispose: () => undefined,
        };
      },
    },
  };
});

import * as vscode from 'vscode';
import { DiskWatch } from '../../extension/disk-watch';

const settle = () => new Promise((r) => setTimeout(r, 0));

function watch(dirty: boolean, busy?: Promise<void>) {
  const calls: string[] = [];
  const w = new DiskWatch(vscode.Uri.file('/maps/a.eu7'), {
    isDirty: () => dirty,
    reload: async () => void calls.push('reload'),
    ask: async () => void calls.push('ask'),
    busy: () => busy,
  });
  return { w, calls };
}

const fire = () => fake.listeners.forEach((l) => l());

describe('DiskWatch', () => {
  beforeEach(() => {
    fake.stat = { mtime: 1, size: 10 };
    fake.listeners = [];
  });

  it('watches the document file in its folder', () => {
    watch(false);
    expect(fake.pattern).toMatchObject({ base: { path: '/maps' }, pattern: 'a.eu7' });
  });

  it('reloads a document without unsaved edits when another program changes the file', async () => {
    const { w, calls } = watch(false);
    await w.remember();
    fake.stat = { mtime: 2, size: 12 };
    fire();
    await settle();
    expect(calls).toEqual(['reload']);
    // The same change reported again (change + create) is handled once.
    fire();
    await settle();
    expect(calls).toEqual(['reload']);
  });

  it('asks when the document has unsaved edits', async () => {
    const { w, calls } = watch(true);
    await w.remember();
    fake.stat = { mtime: 5, size: 10 };
    fire();
    await settle();
    expect(calls).toEqual(['ask']);
  });

  it('ignores the change of its own save: the event waits for the save and the stamp taken after it', async () => {
    let finish = (): void => undefined;
    const saving = new Promise<void>((r) => (finish = r));
    const { w, calls } = watch(false, saving);
    await w.remember();
    fake.stat = { mtime: 3, size: 11 };
    fire(); // the rename's event arrives while the save is still finishing
    await settle();
    void w.remember(); // what the document does when its save ends
    finish();
    await settle();
    await settle();
    expect(calls).toEqual([]);
  });
});
