// Go to Record's list: the records (nodes with a key, such as a component "C-36557" or an NRes entry)
// whose key, name or type holds what was typed, a page at a time. The walk is bounded like findRecord's, and a
// typed key the format's index knows is listed first even where the walk did not reach.
import type { SpanNode } from '../core/node';
import { readingText } from '../core/describe';
import { english, type Language } from '../core/translatable';
import { nodeAt, pathId, type NodePath } from '../core/tree';
import { findRecord, maxRecordWalk, walkNodes, type RecordFinder } from './find-record';
import type { RecordEntry, RecordPage } from '../protocol';

function entry(n: SpanNode, path: NodePath, lang: Language): RecordEntry {
  const e: RecordEntry = { id: pathId(path), key: n.key!, name: n.name, type: n.type, display: readingText(n, lang) };
  if (n.recordKind !== undefined) e.recordKind = n.recordKind;
  return e;
}

/**
 * The first `limit` records whose key, name, type or kind holds `filter` (case-insensitive), with how many match and
 * how many records there are among the nodes the walk looked at.
 */
export function listRecords(
  root: SpanNode,
  filter: string,
  limit: number,
  index?: RecordFinder,
  walkLimit = maxRecordWalk,
  lang: Language = english,
): RecordPage {
  const wanted = filter.trim().toLowerCase();
  const records: RecordEntry[] = [];
  // The index alone (a walk of no node): instant on a million records.
  const exact = wanted ? findRecord(root, filter, index, 0).path : undefined;
  const exactNode = exact && nodeAt(root, exact);
  const exactId = exact && exactNode?.key !== undefined ? pathId(exact) : undefined;
  if (exact && exactNode && exactId !== undefined) records.push(entry(exactNode, exact, lang));
  const matches = (n: SpanNode): boolean =>
    !wanted || [n.key!, n.name, n.type, n.recordKind ?? ''].some((text) => text.toLowerCase().includes(wanted));
  let total = 0;
  let matched = 0;
  let foundExact = false;
  for (const at of walkNodes(root, walkLimit)) {
    if (!at) {
      // The record the index found counts even where the walk did not reach it.
      if (exactId !== undefined && !foundExact) matched++;
      return { records, more: true, matched, total, bounded: true };
    }
    const { node, path } = at;
    if (node.key === undefined) continue;
    total++;
    if (!matches(node)) continue;
    matched++;
    if (pathId(path) === exactId) foundExact = true;
    else if (records.length < limit) records.push(entry(node, path, lang));
  }
  return { records, more: matched > records.length, matched, total, bounded: false };
}
