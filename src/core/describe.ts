// Plain-data views of nodes for the CLI, JSON export and the webview protocol.
import { Primitive, SpanNode } from './node';
import { english, render, type Language } from './translatable';

export interface NodeSummary {
  name: string;
  type: string;
  kind: SpanNode['kind'];
  offset: number;
  length: number;
  /** The value as text (raw), when the node is a field. */
  value?: string;
  /** Meaningful rendering (units, enum names) or a composite's summary. */
  display?: string;
  childCount: number;
  links?: { label: string; offset: number; length: number }[];
  shadow?: boolean;
  partial?: boolean;
}

export function valueText(v: Primitive | undefined): string | undefined {
  if (v === undefined) return undefined;
  if (v === null) return 'null';
  if (typeof v === 'number' && Object.is(v, -0)) return '-0';
  return String(v);
}

/** A node's reading in `lang` (user words translated, format identifiers as they are). */
export function readingText(n: SpanNode, lang: Language = english): string | undefined {
  return n.display === undefined ? undefined : render(n.display, lang);
}

export function summarize(n: SpanNode, lang: Language = english): NodeSummary {
  const s: NodeSummary = {
    name: n.name,
    type: n.type,
    kind: n.kind,
    offset: n.offset,
    length: n.length,
    childCount: n.childCount,
  };
  const v = valueText(n.value);
  if (v !== undefined) s.value = v;
  const d = readingText(n, lang);
  if (d !== undefined) s.display = d;
  if (n.links?.length) s.links = n.links.map((l) => ({ ...l, label: render(l.label, lang) }));
  if (n.shadow) s.shadow = true;
  if (n.partial) s.partial = true;
  return s;
}

export interface NodeJson extends NodeSummary {
  children?: NodeJson[];
  /** Children not listed (beyond maxChildren or depth). */
  omitted?: number;
}

/** The tree to `depth` levels, listing at most `maxChildren` children per node (first ones). */
export function toJson(n: SpanNode, depth: number, maxChildren = Infinity, lang: Language = english): NodeJson {
  const j: NodeJson = summarize(n, lang);
  if (n.childCount > 0) {
    if (depth <= 0) {
      j.omitted = n.childCount;
    } else {
      const shown = Math.min(n.childCount, maxChildren);
      j.children = [];
      for (let i = 0; i < shown; i++) j.children.push(toJson(n.child(i), depth - 1, maxChildren, lang));
      if (shown < n.childCount) j.omitted = n.childCount - shown;
    }
  }
  return j;
}
