// The one-line summary of an analysis, shown in the status bar and the webview's status line.
import type { Diagnostic, Severity } from '../core/diagnostics';
import { counted, english, listOf, msg, render, type Text } from '../core/translatable';

export function countBySeverity(list: readonly Diagnostic[]): Record<Severity, number> {
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const d of list) counts[d.severity]++;
  return counts;
}

/** "Spring map v1 · 3 errors, 1 warning"; `checking`: the whole-file rules are still running. */
export function statusText(
  format: string | undefined,
  version: string | undefined,
  counts: Record<Severity, number>,
  lang = english,
  checking = false,
): string {
  const name = [format, version && withoutRepeats(format, version)].filter(Boolean).join(' ') || 'Hex Atlas';
  if (checking) return render(msg`${name} · checking…`, lang);
  const parts: Text[] = [];
  if (counts.error) parts.push(counted(counts.error, 'error'));
  if (counts.warning) parts.push(counted(counts.warning, 'warning'));
  if (counts.info) parts.push(counted(counts.info, 'info', 'info'));
  return render(parts.length ? msg`${name} · ${listOf(parts)}` : msg`${name} · no problems`, lang);
}

/** The version without the leading words the format name says ("NRes Land.msh" after "Parkan NRes archive"). */
function withoutRepeats(format: string | undefined, version: string): string {
  const said = new Set((format ?? '').split(' '));
  const words = version.split(' ');
  let i = 0;
  while (i < words.length - 1 && said.has(words[i])) i++;
  return words.slice(i).join(' ');
}
