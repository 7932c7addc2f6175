// Go to Source opens a file found by a stored path only inside the workspace (symlinks resolved); anything else is
// asked about, naming the resolved path, and opens only when the user agrees.
import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { inWorkspace, mayOpenFound } from '../../extension/outside-workspace';
import { tempDir, write } from '../cli/fixtures';
import { LocalUri } from './fake-uri';
import './node-host';

const state = vi.hoisted(() => ({ folders: [] as { uri: unknown }[], answer: undefined as string | undefined }));
const ask = vi.hoisted(() => vi.fn());

vi.mock('vscode', async () => {
  const { l10n } = await import('./fake-l10n');
  return {
    l10n,
    workspace: {
      get workspaceFolders() {
        return state.folders;
      },
    },
    window: {
      showWarningMessage: async (...args: unknown[]) => {
        ask(...args);
        return state.answer;
      },
    },
  };
});

let root = '';
let outside = '';
beforeEach(() => {
  const dir = fs.realpathSync(tempDir());
  root = path.join(dir, 'workspace');
  outside = write(dir, 'etc/passwd', Uint8Array.of(1));
  write(root, 'scenery/part.scm', Uint8Array.of(1));
  fs.symlinkSync(path.dirname(outside), path.join(root, 'etc'));
  state.folders = [{ uri: LocalUri.file(root) }];
  state.answer = undefined;
  ask.mockClear();
});

describe('a file found by a stored path', () => {
  it('inside the workspace opens without a question', async () => {
    expect(await mayOpenFound(LocalUri.file(path.join(root, 'scenery/part.scm')) as never, 'Go to Source')).toBe(true);
    expect(ask).not.toHaveBeenCalled();
  });

  it('reached through a link out of the workspace: asked about by its resolved path; dismissed, it stays shut', async () => {
    expect(await mayOpenFound(LocalUri.file(path.join(root, 'etc/passwd')) as never, 'Go to Source')).toBe(false);
    expect(ask).toHaveBeenCalledWith(
      `Go to Source: ${outside} is outside the workspace. Open it anyway?`,
      { modal: true },
      'Open',
    );
    state.answer = 'Open';
    expect(await mayOpenFound(LocalUri.file(outside) as never, 'Go to Source')).toBe(true);
  });

  it('folders above the workspace are not looked in', () => {
    expect(inWorkspace(LocalUri.file(path.join(root, 'scenery')) as never)).toBe(true);
    expect(inWorkspace(LocalUri.file(path.dirname(root)) as never)).toBe(false);
  });
});
