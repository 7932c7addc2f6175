// Nodes and diagnostics as an agent reads them: plain data with the field path, byte range and value in game
// units, each text cut to a length that keeps a page of rows small.
import { summarize } from '../core/describe';
import type { Diagnostic, Rule } from '../core/diagnostics';
import type { SpanNode } from '../core/node';
import { fieldPath, pathAt, type NodePath } from '../core/tree';
import { fixed, render, type Language } from '../core/translatable';
import { inLanguage } from '../l10n/diagnostic';
import { allRules } from '../rules-doc';

/** Longest value or reading text in an answer: a string field of a megabyte is not sent whole. */
const maxText = 300;

function cut(text: string | undefined): string | undefined {
  return text === undefined || text.length <= maxText ? text : `${text.slice(0, maxText)}…`;
}

export interface NodeRow {
  fieldPath: string;
  name: string;
  type: string;
  offset: number;
  length: number;
  value?: string;
  /** The value in game units, or a composite's summary. */
  meaning?: string;
  children: number;
  key?: string;
}

export function nodeRow(root: SpanNode, path: NodePath, node: SpanNode, lang: Language): NodeRow {
  const s = summarize(node, lang);
  const row: NodeRow = {
    fieldPath: fieldPath(root, path),
    name: s.name,
    type: s.type,
    offset: s.offset,
    length: s.length,
    children: s.childCount,
  };
  if (s.value !== undefined) row.value = cut(s.value);
  if (s.display !== undefined) row.meaning = cut(s.display);
  if (node.key !== undefined) row.key = node.key;
  return row;
}

export interface DiagnosticRow {
  code: string;
  severity: Diagnostic['severity'];
  offset: number;
  length: number;
  fieldPath: string;
  message: string;
  /** The rule's title and what it means to the engine: the root cause in general terms. */
  rule?: string;
  explanation?: string;
  /** Other places the finding points at (the root cause where it lies elsewhere). */
  related?: { offset: number; length: number; message: string }[];
  /** The repair the file determines, when there is one. */
  fix?: string;
}

let rulesByCode: Map<string, Rule> | undefined;

function ruleOf(code: string): Rule | undefined {
  rulesByCode ??= new Map(allRules().flatMap((g) => g.rules.map((r) => [r.code, r] as const)));
  return rulesByCode.get(code);
}

export function diagnosticRow(root: SpanNode, d: Diagnostic, lang: Language): DiagnosticRow {
  const shown = inLanguage(d, lang);
  const rule = ruleOf(d.code);
  const row: DiagnosticRow = {
    code: d.code,
    severity: d.severity,
    offset: d.offset,
    length: d.length,
    fieldPath: fieldPath(root, pathAt(root, d.offset)),
    message: cut(shown.message)!,
  };
  if (rule) [row.rule, row.explanation] = [render(fixed(rule.title), lang), cut(render(fixed(rule.description), lang))];
  if (shown.related?.length)
    row.related = shown.related.slice(0, 5).map((r) => ({ offset: r.offset, length: r.length, message: r.message }));
  if (shown.fix) row.fix = shown.fix.title;
  return row;
}
