import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/core/diagnostics';
import { countBySeverity, statusText } from '../../src/editor/status-text';
import { language } from '../../src/l10n/catalogue';

const d = (severity: Diagnostic['severity']): Diagnostic => ({
  code: 'x.y',
  severity,
  message: 'bad',
  offset: 0,
  length: 1,
});

describe('status text', () => {
  it('names the format and counts problems by severity', () => {
    const counts = countBySeverity([d('error'), d('error'), d('warning'), d('info')]);
    expect(counts).toEqual({ error: 2, warning: 1, info: 1 });
    expect(statusText('Spring map', 'v1', counts)).toBe('Spring map v1 · 2 errors, 1 warning, 1 info');
    expect(statusText('Plain bytes', undefined, countBySeverity([]))).toBe('Plain bytes · no problems');
  });

  it('says a word the format name already says once', () => {
    const none = countBySeverity([]);
    expect(statusText('Parkan NRes archive', 'NRes Land.msh', none)).toBe('Parkan NRes archive Land.msh · no problems');
    expect(statusText('MaSzyna EU07 EU7v2 scenery', 'EU7v2 v1 sim', none)).toBe(
      'MaSzyna EU07 EU7v2 scenery v1 sim · no problems',
    );
    // A version that is only a repeated word stays: the name says nothing more.
    expect(statusText('Spring map', 'map', none)).toBe('Spring map map · no problems');
  });

  it('says the file is still being checked while the whole-file rules run, whatever the decode found', () => {
    const counts = countBySeverity([d('warning')]);
    expect(statusText('Logic World save', 'v7 world', counts, undefined, true)).toBe(
      'Logic World save v7 world · checking…',
    );
    expect(statusText('Logic World save', 'v7 world', counts, language('pl'), true)).toBe(
      'Logic World save v7 world · sprawdzanie…',
    );
  });
});
