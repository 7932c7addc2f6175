// A diagnostic as the user reads it: its message, related ranges and fix title rendered in their language. The code,
// severity and range never change with the language.
import type { Diagnostic } from '../core/diagnostics';
import { english, render, type Language } from '../core/translatable';

export function inLanguage(d: Diagnostic, lang: Language): Diagnostic {
  if (lang === english) return d;
  const out: Diagnostic = { ...d, message: d.text ? render(d.text, lang) : d.message };
  if (d.related) out.related = d.related.map((r) => ({ ...r, message: r.text ? render(r.text, lang) : r.message }));
  if (d.fix) out.fix = { ...d.fix, title: d.fix.text ? render(d.fix.text, lang) : d.fix.title };
  return out;
}
