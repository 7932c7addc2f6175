// Problems-panel plumbing that needs no vscode: VS Code gives custom editors no range, so each diagnostic's code
// links to a `command:` URI that opens the editor on the offending bytes.
import type { Diagnostic } from '../src/core/diagnostics';
import { hex } from '../src/core/numbers';
import { counted, english, msg, render } from '../src/core/translatable';

export const revealCommand = 'hexAtlas.revealRange';

export interface RevealArgs {
  uri: string;
  offset: number;
  length: number;
}

export function revealCommandUri(args: RevealArgs): string {
  return `command:${revealCommand}?${encodeURIComponent(JSON.stringify([args]))}`;
}

/**
 * The message shown in the Problems panel: the position is part of it since the row's line/column mean nothing, and
 * so is a determined fix's title (the panel offers no code actions for custom editors; the editor's Fix button does).
 */
export function problemMessage(d: Pick<Diagnostic, 'message' | 'offset' | 'length' | 'fix'>, lang = english): string {
  const where = msg`${d.message} [${hex(d.offset)}, ${counted(d.length, 'byte')}]`;
  return render(d.fix ? msg`${where} (fix: ${d.fix.title})` : where, lang);
}

/**
 * Problems panel entries are capped: a hostile file can produce many thousands and the panel does not virtualize well.
 */
export const maxPublished = 1000;
