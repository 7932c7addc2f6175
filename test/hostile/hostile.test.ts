// Every hostile case of the corpus, run as a child `hex-atlas` process: it ends with exit status 0-2 (a finding or
// a refusal, never an internal error), its peak RSS stays under the case's bound, it names what it must, and no file
// outside its folder changed. The time limit only guards against a hang.
import { describe, expect, it } from 'vitest';
import { hostileCases } from './corpus';
import { runHostileCase } from './run-case';

describe('hostile inputs stay inert', () => {
  it.each(hostileCases.map((c) => [c.name, c] as const))('%s', { timeout: 240_000 }, async (_, c) => {
    const r = await runHostileCase(c);
    expect(r.killed, r.stderr).toBeUndefined();
    expect([0, 1, 2], r.stderr).toContain(r.code);
    expect(r.stderr).not.toMatch(/internal error|RangeError|RuntimeError/);
    expect(r.peakRssMB).toBeLessThan(c.maxRssMB);
    for (const word of c.expect ?? []) expect(r.stdout).toContain(word);
    expect(r.changedOutside).toEqual([]);
  });
});
