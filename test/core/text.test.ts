import { describe, expect, it } from 'vitest';
import { encodeLatin1, inert, isValidUtf8, latin1, quote, utf8 } from '../../src/core/text';

describe('text', () => {
  it('decodes latin-1 byte for byte, also for long strings', () => {
    const b = new Uint8Array(10000).map((_, i) => i & 0xff);
    const s = latin1(b);
    expect(s.length).toBe(10000);
    expect(s.charCodeAt(255)).toBe(255);
    expect(encodeLatin1(s)).toEqual(b);
  });

  it('keeps invalid UTF-8 visible instead of failing', () => {
    const bad = new Uint8Array([0x41, 0xff, 0x42]);
    expect(isValidUtf8(bad)).toBe(false);
    expect(utf8(bad)).toBe('A\ufffdB');
    expect(quote(utf8(bad))).toBe('"A\\ufffdB"');
  });

  it('escapes control characters and quotes but leaves markup as plain characters', () => {
    expect(quote('a\u0000b\n"<script>"')).toBe('"a\\u0000b\\n\\"<script>\\""');
  });

  it('shortens very long strings and says how long they were', () => {
    expect(quote('x'.repeat(500), 10)).toBe(`"${'x'.repeat(10)}"… (500 chars)`);
  });
});

describe('inert labels', () => {
  it('escapes characters that reorder or hide text, in labels and quotes alike', () => {
    expect(inert('abc\u202edcba\u200b\u2066x')).toBe('abc\\u202edcba\\u200b\\u2066x');
    expect(quote('a\u202eb')).toBe('"a\\u202eb"');
    expect(inert('MHG.CircuitBoard')).toBe('MHG.CircuitBoard');
    expect(inert('y'.repeat(300), 5)).toBe('yyyyy… (300 chars)');
  });
});
