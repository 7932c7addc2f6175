// The formats' own commands as package.json declares them (written there by the build, with their titles in
// package.nls*.json): each command for the palette, enabled in a Hex Atlas editor, and where it names a menu group,
// an entry of the tree's context menu shown on the rows whose context carries `hexAtlasCommand.<id>`
// (webview/menu-context.ts). A command two codecs share is declared once.
import type { CommandSpec } from '../core/format-command';
import { formats } from '../formats';

const inEditor = 'activeCustomEditorId == hexAtlas.editor || activeCustomEditorId == hexAtlas.editor.option';
const inTree = "(webviewId == 'hexAtlas.editor' || webviewId == 'hexAtlas.editor.option') && webviewSection == 'tree'";

/** package.nls key of a command's title: "command.goToSource" for hexAtlas.goToSource. */
function nlsKey(c: CommandSpec): string {
  return `command.${c.id.replace(/^hexAtlas\./, '')}`;
}

export interface CommandContributions {
  /** Every command's id, for the host to register them. */
  ids: string[];
  commands: object[];
  /** Entries of `webview/context`. */
  menus: object[];
  /** package.nls keys of the titles, to the English key of each (looked up in each catalogue). */
  titles: Record<string, string>;
}

export function commandContributions(): CommandContributions {
  const specs = new Map<string, CommandSpec>();
  for (const f of formats) for (const c of f.commands ?? []) if (!specs.has(c.id)) specs.set(c.id, c);
  const all = [...specs.values()];
  return {
    ids: all.map((c) => c.id),
    commands: all.map((c) => ({ command: c.id, title: `%${nlsKey(c)}%`, category: 'Hex Atlas', enablement: inEditor })),
    menus: all
      .filter((c) => c.menu)
      .map((c) => ({ command: c.id, when: `${inTree} && hexAtlasCommand.${c.id}`, group: c.menu })),
    titles: Object.fromEntries(all.map((c) => [nlsKey(c), c.title.key])),
  };
}
