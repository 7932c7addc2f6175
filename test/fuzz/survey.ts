// What the mutators aim at: a bounded look at a seed's decoded tree. Node boundaries (to depth 3) are where
// truncation and insertion hurt most; integer leaves are counts, sizes and pointers; composite regions can be
// duplicated, spliced and nested. Huge arrays are sampled at both ends so surveying stays cheap.
import { SpanNode } from '../../src/core/node';

export interface NumberLeaf {
  offset: number;
  size: 1 | 2 | 4 | 8;
  kind: 'int' | 'float';
  value: number;
}

export interface Region {
  offset: number;
  length: number;
  depth: number;
  /** Offsets inside the region where its children start (where a nested copy can go). */
  inner: number[];
}

export interface Survey {
  size: number;
  boundaries: number[];
  leaves: NumberLeaf[];
  regions: Region[];
}

export interface SurveyLimits {
  boundaryDepth: number;
  leafDepth: number;
  /** Children looked at per node: this many from each end. */
  childrenPerEnd: number;
  nodeLimit: number;
}

const defaults: SurveyLimits = { boundaryDepth: 3, leafDepth: 8, childrenPerEnd: 24, nodeLimit: 20_000 };

export function survey(root: SpanNode, size: number, limits: SurveyLimits = defaults): Survey {
  const boundaries = new Set<number>([0, size]);
  const leaves: NumberLeaf[] = [];
  const regions: Region[] = [];
  let visited = 0;
  const visit = (n: SpanNode, depth: number): void => {
    if (++visited > limits.nodeLimit) return;
    if (depth <= limits.boundaryDepth) {
      boundaries.add(n.offset);
      boundaries.add(n.offset + n.length);
    }
    const leaf = numberLeaf(n);
    if (leaf) leaves.push(leaf);
    if (n.childCount === 0 || depth >= limits.leafDepth) return;
    const picked = sampleIndexes(n.childCount, limits.childrenPerEnd);
    if (depth >= 1 && depth <= limits.boundaryDepth && n.length > 0) {
      regions.push({
        offset: n.offset,
        length: n.length,
        depth,
        inner: picked.map((i) => n.child(i).offset).filter((o) => o > n.offset),
      });
    }
    for (const i of picked) visit(n.child(i), depth + 1);
  };
  visit(root, 0);
  return {
    size,
    boundaries: [...boundaries].filter((b) => b >= 0 && b <= size).sort((a, b) => a - b),
    leaves,
    regions,
  };
}

/** Indexes 0..k-1 and n-k..n-1 (all of them when n <= 2k). */
export function sampleIndexes(n: number, perEnd: number): number[] {
  if (n <= 2 * perEnd) return Array.from({ length: n }, (_, i) => i);
  const out: number[] = [];
  for (let i = 0; i < perEnd; i++) out.push(i);
  for (let i = n - perEnd; i < n; i++) out.push(i);
  return out;
}

/** A field whose bytes hold a plain little-endian number: its type label says so, or its width and value do. */
function numberLeaf(n: SpanNode): NumberLeaf | undefined {
  if (n.kind !== 'field' || n.shadow || typeof n.value !== 'number') return undefined;
  if (n.length !== 1 && n.length !== 2 && n.length !== 4 && n.length !== 8) return undefined;
  const isFloat = /^f(16|32|64)$/.test(n.type) || !Number.isInteger(n.value);
  if (isFloat && n.length < 4) return undefined;
  return { offset: n.offset, size: n.length, kind: isFloat ? 'float' : 'int', value: n.value };
}
