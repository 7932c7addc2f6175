// The one-line summary of an analysis, shown in the status bar and the webview's status line.
import type { Diagnostic, Severity } from '../core/diagnostics';
import { plural } from '../core/plural';

export function countBySeverity(list: readonly Diagnostic[]): Record<Severity, number> {
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const d of list) counts[d.severity]++;
  return counts;
}

/** "Spring map v1 · 3 errors, 1 warning". */
export function statusText(
  format: string | undefined,
  version: string | undefined,
  counts: Record<Severity, number>,
): string {
  const name = [format, version].filter(Boolean).join(' ');
  const parts: string[] = [];
  if (counts.error) parts.push(plural(counts.error, 'error'));
  if (counts.warning) parts.push(plural(counts.warning, 'warning'));
  if (counts.info) parts.push(`${counts.info} info`);
  return `${name || 'Hex Atlas'} · ${parts.length ? parts.join(', ') : 'no problems'}`;
}
