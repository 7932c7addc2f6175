// A small fixed-seed fuzz batch for every registered format, so `npx vitest run` exercises the codecs' tolerance
// too.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formats } from '../../src/formats';
import { samplesDir } from '../helpers/samples';
import { failureKinds, runCampaign } from './campaign';
import { bundle } from '../helpers/bundle';
import { collectSeeds } from './targets';

const MUTANTS_PER_FORMAT = 200;
const { seeds } = collectSeeds(samplesDir);
let script = '';
beforeAll(async () => {
  script = await bundle(path.resolve(__dirname, 'main.ts'));
});

describe('fuzz batch (run seed 7)', () => {
  for (const codec of formats) {
    const own = seeds.filter((s) => s.codec === codec);
    it(`${codec.id}: ${MUTANTS_PER_FORMAT} mutants of its seed files keep every property`, async () => {
      // Every family's generator writes files for each of its codecs.
      expect(own.length).toBeGreaterThan(0);
      const [r] = await runCampaign({
        seeds: own,
        runSeeds: [7],
        count: () => Math.ceil(MUTANTS_PER_FORMAT / own.length),
        workers: 2,
        child: (id) => ({ script, args: ['--child', '--format', id, '--samples', samplesDir] }),
      });
      expect(failureKinds(r)).toEqual([]);
    }, 300_000);
  }
});
