// On the web every file is read whole through VS Code's file system: above hexAtlas.webReadLimitMB the user is asked,
// and either gets the file's first part, read-only (saving it would cut the file short), or a refusal saying why.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openContent } from '../../extension/content';
import { usePlatform } from '../../extension/platform';
import { webPlatform } from '../../extension/web/platform';

const state = vi.hoisted(() => ({
  file: new Uint8Array(0),
  limitMB: 1,
  answer: undefined as string | undefined,
  asked: [] as string[],
}));

vi.mock('vscode', async () => ({
  ...(await import('./fake-l10n')),
  workspace: {
    fs: {
      stat: async () => ({ size: state.file.length }),
      readFile: async () => state.file.slice(),
    },
    getConfiguration: () => ({
      get: (key: string, fallback: unknown) => (key === 'webReadLimitMB' ? state.limitMB : fallback),
    }),
  },
  window: {
    showWarningMessage: async (message: string, _options: unknown, ...buttons: string[]) => {
      state.asked.push(message, ...buttons);
      return state.answer;
    },
  },
}));

const uri = { scheme: 'vscode-vfs', path: '/owner/repo/maps/big.smf', toString: () => 'vscode-vfs:/big.smf' };
const MiB = 2 ** 20;

beforeEach(() => {
  usePlatform(webPlatform(new Map(), Promise.resolve(undefined)));
  state.file = Uint8Array.from({ length: 3 * MiB }, (_, i) => (i * 7 + (i >> 9)) & 0xff);
  state.limitMB = 1;
  state.answer = undefined;
  state.asked = [];
});

describe('a file above the web read limit', () => {
  it('asks, naming the sizes and the setting', async () => {
    await openContent(uri as never, Infinity).catch(() => undefined);
    expect(state.asked).toEqual([
      'big.smf is 3.0 MiB. In the browser a file is read whole, and files above 1.0 MiB ' +
        '(hexAtlas.webReadLimitMB) are not held whole. Open its first 1.0 MiB, read-only?',
      'Open the First 1.0 MiB',
    ]);
  });

  it('opened: holds the first part only, and takes no edits', async () => {
    state.answer = 'Open the First 1.0 MiB';
    const content = await openContent(uri as never, Infinity);
    expect(content.size).toBe(MiB);
    expect(await content.read(MiB - 4, 8)).toEqual(state.file.slice(MiB - 4, MiB));
    expect(content.readOnly).toBe(
      'Only the first 1.0 MiB of 3.0 MiB are open (hexAtlas.webReadLimitMB): this view is read-only, since saving ' +
        'it would cut the file short.',
    );
  });

  it('declined: not opened, saying why', async () => {
    await expect(openContent(uri as never, Infinity)).rejects.toThrow(
      'big.smf was not opened: it is larger than hexAtlas.webReadLimitMB (1.0 MiB). Raise the setting, or open it ' +
        'in VS Code on the desktop.',
    );
  });

  it('within the limit: read whole and editable, without asking', async () => {
    state.limitMB = 4;
    const content = await openContent(uri as never, Infinity);
    expect([content.size, content.readOnly, state.asked]).toEqual([3 * MiB, undefined, []]);
    expect(Buffer.compare(await content.read(0, 3 * MiB), state.file)).toBe(0);
  });
});
