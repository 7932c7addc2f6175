// Differences as lines of text: `header.mapid: 812 -> 813`, `+ path: record`, `- path: record`, `~ path: moved`,
// and for bulk and record arrays how many elements differ, in which fields, and where the first ones are. In the
// reader's language: the CLI's and the Compare view's (the paths and values are the file's, never translated).
import { thousands } from './counts';
import { Difference } from './diff';
import { english, listOf, msg, render, type Language, type Text } from '../core/translatable';

export function differenceText(d: Difference, lang: Language = english): string {
  return render(differenceMessage(d), lang);
}

function differenceMessage(d: Difference): Text {
  switch (d.kind) {
    case 'changed':
      return msg`${d.path}: ${d.a} -> ${d.b}`;
    case 'added':
      return msg`+ ${d.path}: ${d.value}`;
    case 'removed':
      return msg`- ${d.path}: ${d.value}`;
    case 'moved':
      return msg`~ ${d.path}: moved from [${d.from}] to [${d.to}]`;
    case 'bulk': {
      const unit = d.width !== undefined ? 'cells' : d.elem === 'u8' ? 'bytes' : 'elements';
      const parts: Text[] = [];
      if (d.countA !== d.countB) parts.push(countChange[unit](thousands(d.countA), thousands(d.countB)));
      if (d.differing > 0 || d.countA === d.countB) {
        const of = Math.min(d.countA, d.countB);
        const where = d.first.map((f) => (Array.isArray(f) ? `(${f[0]}, ${f[1]})` : `[${f}]`)).join(', ');
        const differ = differing[unit](thousands(d.differing), thousands(of));
        parts.push(where ? msg`${differ}, first at ${where}` : differ);
      }
      return msg`${d.path}: ${listOf(parts, '; ')}`;
    }
    case 'records': {
      const fields = d.fields.map((f) => `${f.name} ${thousands(f.differing)}`).join(', ');
      const where = d.first.map((i) => `[${i}]`).join(', ');
      const base = msg`${d.path}: ${thousands(d.differing)} of ${thousands(d.countA)} ${d.elem} records differ`;
      const withFields = fields ? msg`${base} (${fields})` : base;
      return where ? msg`${withFields}, first at ${where}` : withFields;
    }
  }
}

type Unit = 'cells' | 'bytes' | 'elements';

/** Each unit's own sentences, so a language can give its noun the form the number asks for. */
const countChange: Record<Unit, (a: string, b: string) => Text> = {
  cells: (a, b) => msg`${a} -> ${b} cells`,
  bytes: (a, b) => msg`${a} -> ${b} bytes`,
  elements: (a, b) => msg`${a} -> ${b} elements`,
};

const differing: Record<Unit, (n: string, of: string) => Text> = {
  cells: (n, of) => msg`${n} of ${of} cells differ`,
  bytes: (n, of) => msg`${n} of ${of} bytes differ`,
  elements: (n, of) => msg`${n} of ${of} elements differ`,
};
