// The one runner of the formats' own commands (src/core/format-command.ts): it asks the parse worker, which knows
// the command, for the next argument, asks the user for it with VS Code's input box, quick pick or open dialog, and
// carries out the result: edits as one undo step, the whole file's new bytes, a file to open, text to show or copy.
// Typed answers are checked as typed by running the command with them (it only computes; nothing is applied).
import * as vscode from 'vscode';
import type { ArgValue, AskedArg, CommandArgs, FormatCommandReply } from '../src/core/format-command';
import { hexPairs } from '../src/core/hex-pairs';
import type { Text } from '../src/core/translatable';
import { copyAs } from '../src/editor/copy-as';
import { say } from './language';
import { menuRange, type MenuArg } from './menu-commands';
import { openLocation } from './open-location';
import type { EditorPanel } from './panel';
import { shareableCopy } from '../src/platform/shared-memory';

/** Bytes of hex shown in the message after copying (all of them go to the clipboard). */
const shownBytes = 32;

/** The choice picked last, per command and argument: offered first next time. */
const lastChoice = new Map<string, string>();

export async function runFormatCommand(p: EditorPanel, command: string, arg: MenuArg): Promise<void> {
  const { offset, length, nodeId } = menuRange(p, arg);
  const target = { offset, length, id: nodeId, fileName: p.document.uri.path.split('/').pop() ?? '' };
  const ask = (args: CommandArgs) => p.document.analysis.query({ kind: 'formatCommand', command, target, args });
  const args: Record<string, ArgValue> = {};
  let title = command;
  try {
    let reply = await ask(args);
    title = heading(reply.title);
    while ('ask' in reply) {
      const { name } = reply.ask;
      const value = await askFor(command, title, reply.ask, (v) => ask({ ...args, [name]: v }));
      if (value === undefined) return;
      args[name] = value;
      reply = await ask(args);
    }
    await carryOut(p, title, reply);
  } catch (e) {
    void vscode.window.showErrorMessage(`${title}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** The command's title without its "…", for the pickers' titles and the messages. */
function heading(title: Text): string {
  return say(title).replace(/…$/, '');
}

type Check = (value: ArgValue) => Promise<FormatCommandReply>;

/** The user's answer to `arg`, or undefined when they cancel. */
async function askFor(command: string, title: string, arg: AskedArg, check: Check): Promise<ArgValue | undefined> {
  const heading = arg.label ? `${title}: ${say(arg.label)}` : title;
  switch (arg.kind) {
    case 'choice': {
      const key = `${command} ${arg.name}`;
      const last = arg.remember ? arg.choices.find((c) => c.value === lastChoice.get(key)) : undefined;
      const items = (last ? [last, ...arg.choices.filter((c) => c !== last)] : arg.choices).map((c) => ({
        label: say(c.label),
        description: c.description && say(c.description),
        value: c.value,
      }));
      const picked = await vscode.window.showQuickPick(items, { title: heading, ignoreFocusOut: true });
      if (picked && arg.remember) lastChoice.set(key, picked.value);
      return picked?.value;
    }
    case 'file':
      return fileBytes(heading, arg.maxBytes);
    default: {
      const parse = typed[arg.kind];
      const text = await vscode.window.showInputBox({
        title: heading,
        prompt: arg.prompt && say(arg.prompt),
        placeHolder: arg.placeholder && say(arg.placeholder),
        ignoreFocusOut: true,
        validateInput: async (t) => {
          if (!t.trim()) return null;
          const value = parse(t);
          if (isInvalid(value)) return value.invalid;
          const r = await check(value).catch((e: Error) => ({ error: e.message }));
          return 'error' in r ? say(r.error) : null;
        },
      });
      if (text === undefined || !text.trim()) return undefined;
      const value = parse(text);
      return isInvalid(value) ? undefined : value;
    }
  }
}

/** Typed text as the command receives it, or why it cannot be read. */
const typed: Record<'number' | 'hex' | 'text', (text: string) => ArgValue | { invalid: string }> = {
  number: (text) =>
    /^(?:\d+|0x[0-9a-f]+|0b[01]+)$/i.test(text.replace(/[\s_]/g, ''))
      ? text.trim()
      : { invalid: vscode.l10n.t('a whole number: decimal, 0x… hex or 0b… binary') },
  hex: (text) => hexPairs(text) ?? { invalid: vscode.l10n.t('hex byte pairs, e.g. DE AD BE EF') },
  text: (text) => text,
};

const isInvalid = (v: ArgValue | { invalid: string }): v is { invalid: string } =>
  typeof v === 'object' && 'invalid' in v;

/** The bytes of a file the user picks; one larger than `maxBytes` is refused before it is read. */
async function fileBytes(title: string, maxBytes: number): Promise<Uint8Array | undefined> {
  const [uri] = (await vscode.window.showOpenDialog({ title, canSelectMany: false })) ?? [];
  if (!uri) return undefined;
  const { size } = await vscode.workspace.fs.stat(uri);
  if (size > maxBytes) {
    const name = uri.path.split('/').pop() ?? '';
    void vscode.window.showErrorMessage(
      vscode.l10n.t('{0}: {1} is {2} bytes, more than the {3} bytes it reads', title, name, size, maxBytes),
    );
    return undefined;
  }
  return vscode.workspace.fs.readFile(uri);
}

async function carryOut(p: EditorPanel, title: string, r: FormatCommandReply): Promise<void> {
  if ('ask' in r) return;
  if ('error' in r) return void vscode.window.showErrorMessage(`${title}: ${say(r.error)}`);
  if ('open' in r) return openLocation(p.document.uri, title, r);
  if ('edits' in r) {
    if (r.edits.length) p.document.applyEdits(r.edits, say(r.label));
    if (r.show) void vscode.window.showInformationMessage(say(r.show));
    return;
  }
  if ('bytes' in r) {
    return p.document.replaceAll(shareableCopy(r.bytes), say(r.label));
  }
  if (typeof r.copy === 'string') await vscode.env.clipboard.writeText(r.copy);
  if (!(r.copy instanceof Uint8Array)) return void vscode.window.showInformationMessage(say(r.show));
  const hex = copyAs(r.copy, 'hex');
  await vscode.env.clipboard.writeText(hex);
  const shown = r.copy.length > shownBytes ? `${copyAs(r.copy.subarray(0, shownBytes), 'hex')} …` : hex;
  void vscode.window.showInformationMessage(vscode.l10n.t('{0}, copied as hex: {1}', say(r.show), shown));
}
