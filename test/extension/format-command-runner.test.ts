// The one runner of the formats' own commands: it asks for each argument the worker names (number, hex, text,
// choice, file) with VS Code's pickers, stops when the user cancels, checks typed answers by running the command,
// and carries out each kind of result (edits, new bytes, a file to open, text shown and copied, an error).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bufferSource } from '../../src/core/byte-source';
import type { CommandSpec } from '../../src/core/format-command';
import { msg } from '../../src/core/translatable';
import { answerFormatCommand } from '../../src/editor/format-command';
import type { FormatCommandRequest } from '../../src/protocol';
import { toyFile, toyFormat } from '../toy-format/toy';

const ui = vi.hoisted(() => ({
  answers: [] as (string | undefined)[],
  boxes: [] as { title?: string; prompt?: string; validateInput?: (t: string) => Promise<string | null> }[],
  picks: [] as { title?: string; labels: string[] }[],
  files: new Map<string, Uint8Array>(),
  shown: [] as [string, string][],
  clipboard: '',
  opened: vi.fn(),
}));

vi.mock('vscode', async () => {
  const { l10n, env } = await import('./fake-l10n');
  const next = () => ui.answers.shift();
  return {
    l10n,
    env: { ...env, clipboard: { writeText: async (t: string) => void (ui.clipboard = t) } },
    window: {
      showInputBox: async (o: (typeof ui.boxes)[number]) => (ui.boxes.push(o), next()),
      showQuickPick: async (items: { label: string }[], o: { title?: string }) => {
        ui.picks.push({ title: o.title, labels: items.map((i) => i.label) });
        const want = next();
        return items.find((i) => i.label === want);
      },
      showOpenDialog: async () => {
        const path = next();
        return path === undefined ? undefined : [{ path }];
      },
      showInformationMessage: async (m: string) => void ui.shown.push(['info', m]),
      showErrorMessage: async (m: string) => void ui.shown.push(['error', m]),
    },
    workspace: {
      fs: {
        stat: async (u: { path: string }) => ({ size: ui.files.get(u.path)!.length }),
        readFile: async (u: { path: string }) => ui.files.get(u.path)!,
      },
    },
  };
});
vi.mock('../../extension/open-location', () => ({ openLocation: ui.opened }));

const { runFormatCommand } = await import('../../extension/format-command-runner');

const commands: CommandSpec[] = [
  {
    id: 'probe.number',
    title: msg`Set Byte…`,
    args: [{ name: 'n', kind: 'number', label: msg`the value`, prompt: msg`0 to 255` }],
    run: (_, { offset }, { n }) =>
      Number(n) > 255
        ? { error: msg`${String(n)} is too big` }
        : { edits: [{ offset, bytes: Uint8Array.of(Number(n)) }], label: msg`Set ${String(n)}`, show: msg`Set.` },
  },
  {
    id: 'probe.hex',
    title: msg`Replace File…`,
    args: [{ name: 'h', kind: 'hex' }],
    run: (_, __, { h }) => ({ bytes: h as Uint8Array, label: msg`Replaced` }),
  },
  {
    id: 'probe.file',
    title: msg`Read File…`,
    args: [{ name: 'f', kind: 'file', maxBytes: 4 }],
    run: (_, __, { f }) => ({ show: msg`Read`, copy: f as Uint8Array }),
  },
  {
    id: 'probe.choice',
    title: msg`Pick…`,
    args: [
      {
        name: 'c',
        kind: 'choice',
        label: msg`one`,
        remember: true,
        choices: [
          { value: 'a', label: msg`Apple` },
          { value: 'b', label: msg`Banana` },
        ],
      },
      { name: 't', kind: 'text', when: (args) => args.c === 'b' },
    ],
    run: (_, __, { c, t }) => ({ show: msg`picked ${String(c)} ${String(t)}`, copy: `${String(c)}:${String(t)}` }),
  },
  {
    id: 'probe.open',
    title: msg`Open`,
    run: (_, { fileName }) => ({
      open: [{ names: [`${fileName}.txt`], from: 'beside', icon: 'file', description: msg`its text` }],
      pick: msg`which`,
      notFound: msg`no text`,
    }),
  },
];

const bytes = toyFile(2, 2);
const analysis = { format: { ...toyFormat, commands }, decoded: toyFormat.decode(bytes) };

function panel() {
  return {
    selection: { offset: 9, length: 1, nodeId: '1.1' },
    document: {
      uri: { path: '/w/grid.toy' },
      analysis: {
        // Through a structured clone, as the worker's replies arrive.
        query: async (q: FormatCommandRequest) =>
          structuredClone(answerFormatCommand(analysis, bufferSource(bytes), q)),
      },
      applyEdits: vi.fn(),
      replaceAll: vi.fn(),
    },
  };
}
const run = (p: ReturnType<typeof panel>, command: string) => runFormatCommand(p as never, command, undefined);

beforeEach(() => {
  Object.assign(ui, { answers: [], boxes: [], picks: [], shown: [], clipboard: '' });
  ui.opened.mockReset();
});

describe('format command runner', () => {
  it('asks for a number, checks it as typed, and applies the edits as one undo step on the selection', async () => {
    const p = panel();
    ui.answers.push('0x2A');
    await run(p, 'probe.number');
    expect(ui.boxes[0]).toMatchObject({ title: 'Set Byte: the value', prompt: '0 to 255' });
    expect(p.document.applyEdits).toHaveBeenCalledWith([{ offset: 9, bytes: Uint8Array.of(42) }], 'Set 0x2A');
    expect(ui.shown).toEqual([['info', 'Set.']]);
    const check = ui.boxes[0].validateInput!;
    expect(await check('12z')).toBe('a whole number: decimal, 0x… hex or 0b… binary');
    expect(await check('300')).toBe('300 is too big');
    expect(await check('7')).toBeNull();
  });

  it('stops when an input is cancelled, applying nothing', async () => {
    const p = panel();
    await run(p, 'probe.number');
    expect(ui.boxes).toHaveLength(1);
    expect(p.document.applyEdits).not.toHaveBeenCalled();
    expect(ui.shown).toEqual([]);
  });

  it("shows the command's error", async () => {
    const p = panel();
    ui.answers.push('999');
    await run(p, 'probe.number');
    expect(ui.shown).toEqual([['error', 'Set Byte: 999 is too big']]);
  });

  it('reads hex bytes and replaces the whole file with the new bytes', async () => {
    const p = panel();
    ui.answers.push('DE AD be ef');
    await run(p, 'probe.hex');
    expect(await ui.boxes[0].validateInput!('DEA')).toBe('hex byte pairs, e.g. DE AD BE EF');
    const [buffer, label] = p.document.replaceAll.mock.calls[0];
    expect([[...new Uint8Array(buffer as SharedArrayBuffer)], label]).toEqual([[0xde, 0xad, 0xbe, 0xef], 'Replaced']);
  });

  it("reads a picked file's bytes (refusing one over its limit) and copies bytes as hex", async () => {
    ui.files.set('/w/small.bin', Uint8Array.of(1, 2, 0xab));
    ui.files.set('/w/large.bin', new Uint8Array(5));
    ui.answers.push('/w/large.bin');
    await run(panel(), 'probe.file');
    expect(ui.shown).toEqual([['error', 'Read File: large.bin is 5 bytes, more than the 4 bytes it reads']]);
    ui.shown = [];
    ui.answers.push('/w/small.bin');
    await run(panel(), 'probe.file');
    expect(ui.clipboard).toBe('01 02 AB');
    expect(ui.shown).toEqual([['info', 'Read, copied as hex: 01 02 AB']]);
    ui.shown = [];
    await run(panel(), 'probe.file');
    expect(ui.shown).toEqual([]);
  });

  it('asks a choice (the last pick first next time), then only the arguments whose condition holds', async () => {
    ui.answers.push('Apple');
    await run(panel(), 'probe.choice');
    expect(ui.picks[0]).toEqual({ title: 'Pick: one', labels: ['Apple', 'Banana'] });
    expect(ui.boxes).toEqual([]);
    expect([ui.clipboard, ui.shown]).toEqual(['a:undefined', [['info', 'picked a undefined']]]);
    ui.answers.push('Banana', 'ripe');
    await run(panel(), 'probe.choice');
    expect(ui.boxes).toHaveLength(1);
    expect(ui.clipboard).toBe('b:ripe');
    ui.answers.push(undefined);
    await run(panel(), 'probe.choice');
    expect(ui.picks[2].labels).toEqual(['Banana', 'Apple']);
  });

  it("opens a location through the file opener, with the file's name", async () => {
    const p = panel();
    await runFormatCommand(p as never, 'probe.open', {
      webviewSection: 'tree',
      hexAtlasNode: '1',
      hexAtlasOffset: 8,
      hexAtlasLength: 4,
    });
    expect(ui.opened).toHaveBeenCalledWith(p.document.uri, 'Open', {
      title: { key: 'Open', args: [] },
      open: [{ names: ['grid.toy.txt'], from: 'beside', icon: 'file', description: { key: 'its text', args: [] } }],
      pick: { key: 'which', args: [] },
      notFound: { key: 'no text', args: [] },
    });
  });

  it('tells a file whose format lacks the command which formats have it', async () => {
    await run(panel(), 'hexAtlas.goToSource');
    expect(ui.shown).toEqual([
      [
        'error',
        expect.stringMatching(
          /^Go to Source: this command is for MaSzyna EU07 scenery, .*; this file is read as Toy grid$/,
        ),
      ],
    ]);
  });
});
