// Differences as lines of text: `header.mapid: 812 -> 813`, `+ path: record`, `- path: record`, and for bulk
// arrays how many elements differ and where the first ones are.
import { Difference } from './diff';

export function differenceText(d: Difference): string {
  switch (d.kind) {
    case 'changed':
      return `${d.path}: ${d.a} -> ${d.b}`;
    case 'added':
      return `+ ${d.path}: ${d.value}`;
    case 'removed':
      return `- ${d.path}: ${d.value}`;
    case 'bulk': {
      const unit = d.width !== undefined ? 'cells' : d.elem === 'u8' ? 'bytes' : 'elements';
      const parts: string[] = [];
      if (d.countA !== d.countB) parts.push(`${count(d.countA)} -> ${count(d.countB)} ${unit}`);
      if (d.differing > 0 || d.countA === d.countB) {
        const of = Math.min(d.countA, d.countB);
        const where = d.first.map((f) => (Array.isArray(f) ? `(${f[0]}, ${f[1]})` : `[${f}]`)).join(', ');
        parts.push(`${count(d.differing)} of ${count(of)} ${unit} differ${where ? `, first at ${where}` : ''}`);
      }
      return `${d.path}: ${parts.join('; ')}`;
    }
  }
}

function count(n: number): string {
  return n.toLocaleString('en-US');
}
