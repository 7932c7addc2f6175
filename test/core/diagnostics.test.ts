import { describe, expect, it } from 'vitest';
import { DiagnosticIndex, DiagnosticSink, rule } from '../../src/core/diagnostics';
import { msg } from '../../src/core/translatable';

const r = rule('test.thing', 'warning', 'A thing', 'desc', 'spec');
const e = rule('test.bad', 'error', 'Bad', 'desc', 'spec');

describe('DiagnosticSink', () => {
  it('records code, severity, default message and range', () => {
    const s = new DiagnosticSink(100);
    s.report(r, 10, 4);
    s.report(e, 20, 2, msg`custom`, [{ offset: 50, length: 4, message: msg`see here` }]);
    expect(s.finish()).toEqual([
      {
        code: 'test.thing',
        severity: 'warning',
        message: 'A thing',
        text: { key: 'A thing', args: [] },
        offset: 10,
        length: 4,
      },
      {
        code: 'test.bad',
        severity: 'error',
        message: 'custom',
        text: { key: 'custom', args: [] },
        offset: 20,
        length: 2,
        related: [{ offset: 50, length: 4, message: 'see here', text: { key: 'see here', args: [] } }],
      },
    ]);
    expect(s.errorCount).toBe(1);
  });

  it('clamps every range into the file, whatever the decoder passed', () => {
    const s = new DiagnosticSink(100);
    s.report(r, -5, 10);
    s.report(r, 95, 0x7fffffff);
    s.report(r, 500, 4);
    s.report(r, NaN, Infinity);
    expect(s.list.map((d) => [d.offset, d.length])).toEqual([
      [0, 10],
      [95, 5],
      [100, 0],
      [0, 0],
    ]);
  });

  it('caps repeats of one code and summarises what was dropped', () => {
    const s = new DiagnosticSink(1000, 3);
    for (let i = 0; i < 10; i++) s.report(r, i, 1);
    const list = s.finish();
    expect(list.filter((d) => d.code === 'test.thing')).toHaveLength(3);
    expect(list.at(-1)).toMatchObject({
      code: 'core.diagnostics-capped',
      severity: 'info',
      message: 'test.thing: 7 more diagnostics not listed (10 in all)',
    });
  });
});

describe('DiagnosticIndex', () => {
  const diags = [
    { code: 'a', severity: 'warning' as const, message: '', offset: 10, length: 5 },
    { code: 'b', severity: 'error' as const, message: '', offset: 100, length: 0 },
    { code: 'c', severity: 'info' as const, message: '', offset: 0, length: 1000 },
  ];
  const idx = new DiagnosticIndex(diags);

  it('finds diagnostics intersecting a range, zero-length ones at their offset', () => {
    expect(
      idx
        .within(12, 13)
        .map((d) => d.code)
        .sort(),
    ).toEqual(['a', 'c']);
    expect(
      idx
        .within(100, 101)
        .map((d) => d.code)
        .sort(),
    ).toEqual(['b', 'c']);
    expect(idx.within(15, 16).map((d) => d.code)).toEqual(['c']);
  });

  it('answers the worst severity beneath a node', () => {
    expect(idx.worst(0, 50)).toBe('warning');
    expect(idx.worst(90, 200)).toBe('error');
    expect(idx.worst(2000, 3000)).toBeUndefined();
  });
});
