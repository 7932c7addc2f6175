// A diff VS Code shows of two files of a Hex Atlas format (a change in Source Control, Compare Selected, a Timeline
// entry) is one tab holding two Hex Atlas editors side by side. The extension API names no sides of such a tab (its
// input is unknown to it), so its sides are the two Hex Atlas panels showing in the active group. While there are,
// the context key `hexAtlas.diffSides` puts "Open Structural Diff" on the tab's title bar.
import * as vscode from 'vscode';
import { parseGitUri } from './git-uri';
import type { HexAtlasEditorProvider } from './provider';

const contextKey = 'hexAtlas.diffSides';

export interface DiffSides {
  original: vscode.Uri;
  modified: vscode.Uri;
  /** The diff tab's title ("map.smf (Working Tree)", "a.smf ↔ b.smf"). */
  label: string;
}

function name(u: vscode.Uri): string {
  return u.path.slice(u.path.lastIndexOf('/') + 1);
}

/**
 * The later of two versions: the one the title bar's command was given, else the one VS Code's title names second
 * ("a.smf ↔ b.smf"), else the working tree's over git's, the staged version over HEAD's, a commit over its parent.
 */
function laterOf(a: vscode.Uri, b: vscode.Uri, label: string, given?: vscode.Uri): vscode.Uri {
  if (given) for (const u of [a, b]) if (u.toString() === given.toString()) return u;
  const [left, right] = label.split(' ↔ ');
  if (right !== undefined && name(a) !== name(b)) return right.includes(name(a)) && !left.includes(name(a)) ? a : b;
  const rank = (u: vscode.Uri) => {
    const git = parseGitUri(u);
    if (!git) return 3;
    return git.ref === '' ? 2 : git.ref === 'HEAD' || git.ref === '~' || git.ref.endsWith('^') ? 0 : 1;
  };
  return rank(a) >= rank(b) ? a : b;
}

/** The two sides of the diff in the active group, or undefined when it shows none. `given`: its modified side. */
export function activeDiffSides(provider: HexAtlasEditorProvider, given?: vscode.Uri): DiffSides | undefined {
  const group = vscode.window.tabGroups.activeTabGroup;
  const tab = group.activeTab;
  if (!tab || tab.input !== undefined) return undefined;
  const shown = provider.visibleIn(group.viewColumn);
  if (shown.length !== 2) return undefined;
  const modified = laterOf(shown[0], shown[1], tab.label, given);
  const original = modified === shown[0] ? shown[1] : shown[0];
  return { original, modified, label: tab.label };
}

/** Keeps `hexAtlas.diffSides` true while the active group shows a diff of two Hex Atlas editors. */
export function trackDiffSides(provider: HexAtlasEditorProvider): vscode.Disposable {
  let last: boolean | undefined;
  const update = () => {
    const now = activeDiffSides(provider) !== undefined;
    if (now !== last) void vscode.commands.executeCommand('setContext', contextKey, now);
    last = now;
  };
  const subscriptions = [
    provider.onDidChangeVisible(update),
    vscode.window.tabGroups.onDidChangeTabs(update),
    vscode.window.tabGroups.onDidChangeTabGroups(update),
  ];
  update();
  return vscode.Disposable.from(...subscriptions);
}
