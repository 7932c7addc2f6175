// Problems-panel plumbing that needs no vscode: VS Code gives custom editors no range, so each diagnostic's code
// links to a `command:` URI that opens the editor on the offending bytes.
import type { Diagnostic } from '../src/core/diagnostics';

export const revealCommand = 'hexAtlas.revealRange';

export interface RevealArgs {
  uri: string;
  offset: number;
  length: number;
}

export function revealCommandUri(args: RevealArgs): string {
  return `command:${revealCommand}?${encodeURIComponent(JSON.stringify([args]))}`;
}

/** The message shown in the Problems panel: the position is part of it since the row's line/column mean nothing. */
export function problemMessage(d: Diagnostic): string {
  const at = `0x${d.offset.toString(16).toUpperCase()}`;
  return `${d.message} [${at}, ${d.length} byte${d.length === 1 ? '' : 's'}]`;
}

/**
 * Problems panel entries are capped: a hostile file can produce many thousands and the panel does not virtualize well.
 */
export const maxPublished = 1000;
