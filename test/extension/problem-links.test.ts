import { describe, expect, it } from 'vitest';
import { problemMessage, revealCommandUri } from '../../extension/problem-links';
import type { Diagnostic } from '../../src/core/diagnostics';

const d = (severity: Diagnostic['severity'], offset = 0, length = 1): Diagnostic => ({
  code: 'x.y',
  severity,
  message: 'bad',
  offset,
  length,
});

describe('problem links', () => {
  it('the command URI carries the reveal arguments as encoded JSON', () => {
    const uri = revealCommandUri({ uri: 'file:///a b/c.smf', offset: 4096, length: 4 });
    expect(uri.startsWith('command:hexAtlas.revealRange?')).toBe(true);
    expect(JSON.parse(decodeURIComponent(uri.slice(uri.indexOf('?') + 1)))).toEqual([
      { uri: 'file:///a b/c.smf', offset: 4096, length: 4 },
    ]);
    expect(uri).not.toMatch(/[ "{}]/);
  });

  it('messages carry the byte position, since the Problems row position is a placeholder', () => {
    expect(problemMessage(d('error', 0x1f4, 2))).toBe('bad [0x1F4, 2 bytes]');
    expect(problemMessage(d('error', 0, 1))).toBe('bad [0x0, 1 byte]');
  });

  it('a determined fix is named at the end, since the panel cannot run it', () => {
    const fixable = { ...d('error', 60, 4), fix: { title: 'set tilesPtr to 0xAAF04', value: 0xaaf04 } };
    expect(problemMessage(fixable)).toBe('bad [0x3C, 4 bytes] (fix: set tilesPtr to 0xAAF04)');
  });
});
