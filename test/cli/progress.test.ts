import { afterEach, describe, expect, it, vi } from 'vitest';
import { Progress } from '../../src/cli/validate/progress';

describe('validate progress', () => {
  afterEach(() => vi.useRealTimers());

  it('says nothing for a run that ends within the first wait', () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const p = new Progress(10, (l) => lines.push(l), { firstAfterMs: 1000, everyMs: 10_000 });
    for (let i = 0; i < 10; i++) p.checked(0);
    vi.advanceTimersByTime(999);
    p.stop();
    vi.advanceTimersByTime(60_000);
    expect(lines).toEqual([]);
  });

  it('reports files checked, share and errors after the first wait and then at each interval', () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const p = new Progress(400, (l) => lines.push(l), { firstAfterMs: 1000, everyMs: 10_000 });
    p.checked(0);
    p.checked(2);
    vi.advanceTimersByTime(1000);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^checked 2 of 400 files \(0%\), 2 errors, \d+ s$/);
    for (let i = 0; i < 98; i++) p.checked(i === 0 ? 1 : 0);
    vi.advanceTimersByTime(9_999);
    expect(lines).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(lines[1]).toMatch(/^checked 100 of 400 files \(25%\), 3 errors, \d+ s$/);
    p.stop();
    vi.advanceTimersByTime(60_000);
    expect(lines).toHaveLength(2);
  });

  it('stays silent for a single file, however long it takes', () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    new Progress(1, (l) => lines.push(l));
    vi.advanceTimersByTime(60_000);
    expect(lines).toEqual([]);
  });
});
