// Field paths typed by a user ("components[123456].position.y", "PACK.sections[12].models[3]") resolved to node
// ids, and completions of a partly typed path. Both walk the tree one level per path segment: an element `[n]` of
// an array is child n (checked by its name, so nothing else is built), and only small composites are searched by
// name, so a path into a million-element array costs a handful of nodes.
import type { SpanNode } from '../core/node';
import { readingText } from '../core/describe';
import { english, type Language } from '../core/translatable';
import { fieldPath, nodeAt, pathId, type NodePath } from '../core/tree';
import type { FieldCompletion } from '../protocol';

/** Children searched by name in one composite; arrays beyond this are reached by `[n]` only. */
const maxNamedScan = 20000;
/** Completions one query returns: a screenful of the quick pick. */
export const maxCompletions = 50;

/** "a.b[3].c" -> ["a", "b", "[3]", "c"]; an index is its own segment. */
export function splitFieldPath(path: string): string[] {
  const out: string[] = [];
  for (const m of path.trim().matchAll(/\[[^\]]*\]?|[^.[\]]+/g)) out.push(m[0]);
  return out;
}

/** The child named `segment` and its index, or undefined. `[n]` is tried as child n first. */
export function childByName(node: SpanNode, segment: string): { index: number; node: SpanNode } | undefined {
  const index = /^\[(\d+)\]$/.exec(segment);
  if (index) {
    const i = Number(index[1]);
    const c = i < node.childCount ? node.child(i) : undefined;
    if (c?.name === segment) return { index: i, node: c };
  }
  const n = Math.min(node.childCount, maxNamedScan);
  for (let i = 0; i < n; i++) {
    const c = node.child(i);
    if (c.name === segment) return { index: i, node: c };
  }
  return undefined;
}

/** The index path of a field path, or undefined when a segment does not exist. */
export function resolveFieldPath(root: SpanNode, path: string): NodePath | undefined {
  const ids: NodePath = [];
  let n = root;
  const segments = splitFieldPath(path);
  // The root's own name may lead the path ("save.header"), as the tree shows it.
  if (segments[0] === root.name && !childByName(root, segments[0])) segments.shift();
  for (const s of segments) {
    const c = childByName(n, s);
    if (!c) return undefined;
    ids.push(c.index);
    n = c.node;
  }
  return ids;
}

/** Subsequence match, case-insensitive: "pos" matches "position", "cmps" matches "components". */
export function fuzzyMatches(text: string, query: string): boolean {
  const t = text.toLowerCase();
  let at = 0;
  for (const ch of query.toLowerCase()) {
    at = t.indexOf(ch, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

/**
 * Completions of a partly typed path: the children of the deepest resolved prefix that match the last, unfinished
 * segment. In a large array the typed index itself and its neighbours are offered instead of a scan.
 */
export function completeFieldPath(root: SpanNode, typed: string, lang: Language = english): FieldCompletion[] {
  const text = typed.trim();
  const cut = Math.max(text.lastIndexOf('.'), text.lastIndexOf('['));
  const head = cut < 0 ? '' : text.slice(0, cut);
  const partial = cut < 0 ? text : text[cut] === '[' ? text.slice(cut) : text.slice(cut + 1);
  const parentPath = head ? resolveFieldPath(root, head) : [];
  if (!parentPath) return [];
  const parent = nodeAt(root, parentPath)!;
  const out: FieldCompletion[] = [];
  const parentText = fieldPath(root, parentPath);
  const offer = (i: number, c = parent.child(i)): void => {
    const path = c.name.startsWith('[') || !parentText ? parentText + c.name : `${parentText}.${c.name}`;
    out.push({ id: pathId([...parentPath, i]), path, type: c.type, display: readingText(c, lang) ?? valueOf(c) });
  };
  const count = parent.childCount;
  if (parent.kind === 'array' && count > maxCompletions) {
    // A large array: element [n] (the digits typed so far) and the ones after it, without touching the others.
    const digits = /\d+/.exec(partial);
    const from = digits ? Number(digits[0]) : 0;
    for (let i = from; i < count && out.length < maxCompletions; i++) offer(i);
    return out;
  }
  const n = Math.min(count, maxNamedScan);
  for (let i = 0; i < n && out.length < maxCompletions; i++) {
    const c = parent.child(i);
    if (fuzzyMatches(c.name, partial)) offer(i, c);
  }
  return out;
}

function valueOf(n: SpanNode): string | undefined {
  return n.value === undefined || n.value === null ? undefined : String(n.value);
}
