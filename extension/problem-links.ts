// Problems-panel plumbing that needs no vscode: VS Code gives custom editors no range, so each diagnostic's code
// links to a `command:` URI that opens the editor on the offending bytes.
import type { Diagnostic, Severity } from '../src/core/diagnostics';

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

/** Problems panel entries are capped: a hostile file can produce many thousands and the panel does not virtualize well. */
export const maxPublished = 1000;

export function countBySeverity(list: readonly Diagnostic[]): Record<Severity, number> {
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const d of list) counts[d.severity]++;
  return counts;
}

/** "Spring map v1 · 3 errors, 1 warning" — the status bar and the webview's status line. */
export function statusText(
  format: string | undefined,
  version: string | undefined,
  counts: Record<Severity, number>,
): string {
  const name = [format, version].filter(Boolean).join(' ');
  const parts: string[] = [];
  if (counts.error) parts.push(`${counts.error} error${counts.error === 1 ? '' : 's'}`);
  if (counts.warning) parts.push(`${counts.warning} warning${counts.warning === 1 ? '' : 's'}`);
  if (counts.info) parts.push(`${counts.info} info`);
  return `${name || 'Hex Atlas'} · ${parts.length ? parts.join(', ') : 'no problems'}`;
}
