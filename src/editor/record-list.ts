// Go to Record's list: the records (nodes with a key, such as a Logic World component "C-36557" or an NRes entry)
// whose key, name or type holds what was typed, a page at a time. The walk is bounded like findRecord's, and a
// typed key the format's index knows is listed first even where the walk did not reach.
import type { SpanNode } from '../core/node';
import { readingText } from '../core/describe';
import { english, type Language } from '../core/translatable';
import { nodeAt, pathId, type NodePath } from '../core/tree';
import { findRecord, maxRecordWalk, walkNodes, type RecordFinder } from './find-record';
import type { RecordEntry, RecordPage } from '../protocol';

function entry(n: SpanNode, path: NodePath, lang: Language): RecordEntry {
  return { id: pathId(path), key: n.key!, name: n.name, type: n.type, display: readingText(n, lang) };
}

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
    !wanted || [n.key!, n.name, n.type].some((text) => text.toLowerCase().includes(wanted));
  for (const at of walkNodes(root, walkLimit)) {
    if (!at) return { records, more: true };
    const { node, path } = at;
    if (node.key !== undefined && matches(node) && pathId(path) !== exactId) {
      if (records.length === limit) return { records, more: true };
      records.push(entry(node, path, lang));
    }
  }
  return { records, more: false };
}
