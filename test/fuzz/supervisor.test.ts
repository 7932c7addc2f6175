import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCampaign } from './campaign';
import { bundle } from '../helpers/bundle';
import { Flaw } from './toys/chunky';
import { toySeeds } from './toys/seeds';

let script = '';
beforeAll(async () => {
  script = await bundle(path.resolve(__dirname, 'toys/child-main.ts'));
});

const campaign = (flaw: Flaw | undefined, count: number, only?: { label: string; index: number }) =>
  runCampaign({
    seeds: toySeeds(flaw),
    runSeeds: [5],
    count: () => count,
    only,
    workers: 2,
    child: () => ({ script, args: flaw ? [flaw] : [], heapLimitMb: 256 }),
  });

describe('supervised campaign', () => {
  it('runs the seed and every mutant of a sound codec without failures', async () => {
    const [r] = await campaign(undefined, 150);
    expect(r).toMatchObject({ format: 'chunky', inputs: 151, failures: [] });
  });

  it('reports a throwing decoder with the mutant that reproduces it', async () => {
    const [r] = await campaign('throws', 60);
    expect(r.failures.length).toBeGreaterThan(0);
    const f = r.failures[0];
    expect(f.failures[0].property).toBe('decode-throws');
    const [again] = await campaign('throws', 0, { label: f.label, index: f.index });
    expect(again.failures.map((x) => [x.index, x.recipe])).toEqual([[f.index, f.recipe]]);
  });

  it('kills a hanging decoder at its deadline, reports it and carries on with a fresh child', async () => {
    const [r] = await campaign('hang', 16);
    expect(r.inputs).toBe(17);
    expect(r.failures.length).toBeGreaterThan(0);
    expect(r.failures.every((f) => f.failures[0].property === 'timeout')).toBe(true);
    expect(r.failures.length).toBeLessThan(17); // the seed and untripped mutants still passed
  }, 120_000);

  it('does not report a stall that a fresh child does not repeat (a busy machine, not a hang)', async () => {
    process.env.TOY_MARKERS = fs.mkdtempSync(path.join(os.tmpdir(), 'toy-markers-'));
    const [r] = await campaign('stall-once', 16);
    expect(fs.readdirSync(process.env.TOY_MARKERS).length).toBeGreaterThan(0); // some mutants did stall once
    expect(r).toMatchObject({ inputs: 17, failures: [] });
  }, 120_000);

  it('reports a decoder that kills its process as a crash', async () => {
    const [r] = await campaign('crash', 20);
    expect(r.failures.length).toBeGreaterThan(0);
    expect(r.failures[0].failures[0]).toMatchObject({ property: 'crash', message: expect.stringContaining('exit 70') });
    expect(r.inputs).toBe(21);
  });
});
