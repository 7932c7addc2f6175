// The 16-byte magic both Spring formats start with, read as latin-1 text so a wrong one is kept exactly.
import { StructBuilder } from '../../core/builder';
import { latin1, quote } from '../../core/text';
import { msg } from '../../core/translatable';

export function readMagic(s: StructBuilder, expected: string): string {
  return s.value('magic', `char[${expected.length}]`, (c) => latin1(c.take(expected.length)), {
    show: (v) => (v === expected ? quote(v) : msg`${quote(v)} (expected ${quote(expected)})`),
  });
}
