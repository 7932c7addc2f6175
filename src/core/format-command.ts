// A format's own command in the editor (a codec's `commands`): declared once by the codec, with its title, the tree
// rows it applies to, the arguments the user is asked for and what it does. The build writes its package.json
// command, tree menu entry and title key (scripts/lib/manifest-contributions.mjs); one host runner asks for its
// arguments with VS Code's pickers (extension/format-command-runner.ts); it runs in the parse worker, where the
// decoded file is kept (src/editor/format-command.ts), and its result travels back as one `formatCommand` reply.
import type { ByteChange } from './byte-change';
import type { Decoded } from './format';
import type { SpanNode } from './node';
import type { NodePath } from './tree';
import type { Text } from './translatable';

/** An answer: typed text (a number as typed), bytes (typed as hex or read from a file), a choice's value. */
export type ArgValue = string | Uint8Array;
export type CommandArgs = Readonly<Record<string, ArgValue>>;

export interface Choice {
  value: string;
  label: Text;
  description?: Text;
}

interface ArgBase {
  /** The key of the answer in `args`. */
  name: string;
  /** Follows the command's title in the picker's title ("Set Value: the new value"). */
  label?: Text;
  /** The line under an input box. */
  prompt?: Text;
}

/**
 * What the host asks for: `number` (decimal, 0x… or 0b…, passed as typed), `hex` (byte pairs, passed as bytes),
 * `text`, `file` (its bytes, refused above `maxBytes`) or `choice` (one value of a list; `remember` offers the
 * last pick first next time).
 */
export type AskedArg =
  | (ArgBase & { kind: 'number' | 'hex' | 'text'; placeholder?: Text | string })
  | (ArgBase & { kind: 'file'; maxBytes: number })
  | (ArgBase & { kind: 'choice'; choices: Choice[]; remember?: boolean });

/** An argument as declared: asked only when `when` holds for the answers before it. */
export type CommandArg = AskedArg & { when?: (args: CommandArgs) => boolean };

/** What a command acts on: the row right-clicked, else the selection. */
export interface CommandTarget {
  offset: number;
  length: number;
  /** The tree node and its path, when a row is right-clicked or selected. */
  node?: SpanNode;
  path?: NodePath;
  /** The file's name (without its folder, which is the host's to search). */
  fileName: string;
  read(offset: number, length: number): Uint8Array;
}

/** A file to open: the first of `names` found, from the file's folder (`beside`) or as the game finds stored paths. */
export interface OpenLocation {
  names: string[];
  from: 'beside' | 'stored';
  /** The line to put the cursor on (1 = the first). */
  line?: number;
  /** A codicon shown before the name in the picker. */
  icon: string;
  description: Text;
}

/**
 * What a command does: in-place edits (one undo step named `label`, then `show`), the whole file's new bytes, a
 * file to open (`pick` titles the choice between several, `notFound` says what was looked for), text to show and
 * what to copy (bytes are copied as hex, as Copy as Hex writes them), or why it cannot.
 */
export type CommandResult =
  | { edits: ByteChange[]; label: Text; show?: Text }
  | { bytes: Uint8Array; label: Text }
  | { open: OpenLocation[]; pick: Text; notFound: Text }
  | { show: Text; copy?: string | Uint8Array }
  | { error: Text };

/** The reply to one `formatCommand` request: the next argument to ask for, or the result. */
export type FormatCommandReply = { title: Text } & (CommandResult | { ask: AskedArg });

export interface CommandSpec<M = unknown, I = unknown> {
  /** The VS Code command ("hexAtlas.setValue"); formats sharing a command declare the same id and title. */
  id: string;
  /** As the palette and the menu show it ("Set Value…"). */
  title: Text;
  /** Whether it applies at a tree row: asked for every row the tree shows, so it must be cheap. */
  appliesTo?(decoded: Decoded<M, I>, node: SpanNode): boolean;
  /** The group of the tree's context menu it is listed in where it applies ("2_edit@5"); else the palette only. */
  menu?: string;
  /** Offered also on the hex view's hover card of a byte where it applies. */
  card?: true;
  args?: CommandArg[];
  run(decoded: Decoded<M, I>, target: CommandTarget, args: CommandArgs): CommandResult;
}
