// The formats' own commands (src/core/format-command.ts) where the decoded file is kept: which apply at a tree row,
// and one `formatCommand` request answered with the next argument to ask for or the command's result. A file whose
// format lacks the command is told which formats have it.
import type { Analysis } from '../analysis';
import type { ByteSource } from '../core/byte-source';
import type { CommandArg, CommandArgs, FormatCommandReply } from '../core/format-command';
import type { SpanNode } from '../core/node';
import { nodeAt, parsePathId } from '../core/tree';
import { listOf, msg, render, verbatim, type Language } from '../core/translatable';
import { formats } from '../formats';
import type { FormatCommandRequest, RowCommand } from '../protocol';

type Decoded = Pick<Analysis, 'format' | 'decoded'>;

/** The commands of the file's format that apply at `node`, titled in `lang` (the tree's menu and hover card). */
export function rowCommands(a: Decoded | undefined, node: SpanNode, lang: Language): RowCommand[] | undefined {
  const specs = a?.format.commands?.filter((c) => c.appliesTo?.(a.decoded, node));
  if (!specs?.length) return undefined;
  return specs.map((c) => ({ id: c.id, title: render(c.title, lang), ...(c.card && { card: true as const }) }));
}

export function answerFormatCommand(
  a: Decoded | undefined,
  source: ByteSource,
  q: FormatCommandRequest,
): FormatCommandReply {
  const spec = a?.format.commands?.find((c) => c.id === q.command);
  if (!a || !spec) return notHere(a, q.command);
  const args: CommandArgs = q.args;
  const next = spec.args?.find((arg) => !(arg.name in args) && (arg.when?.(args) ?? true));
  if (next) {
    // Without its `when`: a function does not cross to the host.
    const ask: CommandArg = { ...next };
    delete ask.when;
    return { title: spec.title, ask };
  }
  const path = q.target.id === undefined ? undefined : parsePathId(q.target.id);
  const target = {
    offset: q.target.offset,
    length: q.target.length,
    path,
    node: path && nodeAt(a.decoded.root, path),
    fileName: q.target.fileName,
    read: (offset: number, length: number) => source.read(offset, length),
  };
  return { title: spec.title, ...spec.run(a.decoded, target, args) };
}

/** Why a command does not run on this file: not decoded, or its format has no such command. */
function notHere(a: Decoded | undefined, command: string): FormatCommandReply {
  const owners = formats.filter((f) => f.commands?.some((c) => c.id === command));
  const title = owners[0]?.commands?.find((c) => c.id === command)?.title ?? verbatim(command);
  if (!a) return { title, error: msg`the file is not decoded` };
  const names = listOf(owners.map((f) => f.displayName));
  return { title, error: msg`this command is for ${names}; this file is read as ${a.format.displayName}` };
}
