// Differences as lines of text: `header.mapid: 812 -> 813`, `+ path: record`, `- path: record`, `~ path: moved`,
// and for bulk and record arrays how many elements differ, in which fields, and where the first ones are.
import { thousands } from './counts';
import { Difference } from './diff';

export function differenceText(d: Difference): string {
  switch (d.kind) {
    case 'changed':
      return `${d.path}: ${d.a} -> ${d.b}`;
    case 'added':
      return `+ ${d.path}: ${d.value}`;
    case 'removed':
      return `- ${d.path}: ${d.value}`;
    case 'moved':
      return `~ ${d.path}: moved from [${d.from}] to [${d.to}]`;
    case 'bulk': {
      const unit = d.width !== undefined ? 'cells' : d.elem === 'u8' ? 'bytes' : 'elements';
      const parts: string[] = [];
      if (d.countA !== d.countB) parts.push(`${thousands(d.countA)} -> ${thousands(d.countB)} ${unit}`);
      if (d.differing > 0 || d.countA === d.countB) {
        const of = Math.min(d.countA, d.countB);
        const where = d.first.map((f) => (Array.isArray(f) ? `(${f[0]}, ${f[1]})` : `[${f}]`)).join(', ');
        parts.push(`${thousands(d.differing)} of ${thousands(of)} ${unit} differ${where ? `, first at ${where}` : ''}`);
      }
      return `${d.path}: ${parts.join('; ')}`;
    }
    case 'records': {
      const fields = d.fields.map((f) => `${f.name} ${thousands(f.differing)}`).join(', ');
      const where = d.first.map((i) => `[${i}]`).join(', ');
      return (
        `${d.path}: ${thousands(d.differing)} of ${thousands(d.countA)} ${d.elem} records differ` +
        (fields ? ` (${fields})` : '') +
        (where ? `, first at ${where}` : '')
      );
    }
  }
}
