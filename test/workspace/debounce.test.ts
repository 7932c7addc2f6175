import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventBatcher, type FileEvent } from '../../src/workspace/debounce';

describe('EventBatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands over each file once with its last event after the quiet time', () => {
    const batches: [string, FileEvent][][] = [];
    const b = new EventBatcher(100, (m) => batches.push([...m]));
    b.add('a', 'changed');
    vi.advanceTimersByTime(60);
    b.add('b', 'changed');
    b.add('a', 'deleted');
    vi.advanceTimersByTime(99);
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(batches).toEqual([
      [
        ['b', 'changed'],
        ['a', 'deleted'],
      ],
    ]);
    b.add('c', 'changed');
    b.dispose();
    vi.advanceTimersByTime(1000);
    expect(batches.length).toBe(1);
  });
});
