import { describe, expect, it } from 'vitest';
import { Disposable } from '../../extension/disposable';

function recorder(log: string[], name: string) {
  return { dispose: () => log.push(name) };
}

describe('Disposable', () => {
  it('disposes what was registered, newest first, once', () => {
    const log: string[] = [];
    const owner = new Disposable();
    const first = recorder(log, 'first');
    expect(owner.register(first)).toBe(first);
    owner.register(recorder(log, 'second'));
    expect(owner.isDisposed).toBe(false);
    owner.dispose();
    owner.dispose();
    expect(log).toEqual(['second', 'first']);
    expect(owner.isDisposed).toBe(true);
  });

  it('disposes at once what is registered after it was disposed', () => {
    const log: string[] = [];
    const owner = new Disposable();
    owner.dispose();
    owner.register(recorder(log, 'late'));
    expect(log).toEqual(['late']);
  });

  it('serves as a base class whose own dispose runs before what it registered', () => {
    const log: string[] = [];
    class Panel extends Disposable {
      constructor() {
        super();
        this.register(recorder(log, 'subscription'));
      }
      override dispose(): void {
        log.push('panel');
        super.dispose();
      }
    }
    new Panel().dispose();
    expect(log).toEqual(['panel', 'subscription']);
  });
});
