// A small fixed-seed fuzz batch for every registered format, so `npx vitest run` exercises the codecs' tolerance
// too. Families without a codec yet show up as skipped tests that say so.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { familyPatterns } from '../../src/formats';
import { samplesDir } from '../helpers/samples';
import { failureKinds, runCampaign } from './campaign';
import { bundle } from './bundle';
import { codecsOfFamily, collectSeeds } from './targets';

const MUTANTS_PER_FORMAT = 200;
const { seeds } = collectSeeds(samplesDir);
let script = '';
beforeAll(async () => {
  script = await bundle(path.resolve(__dirname, 'main.ts'));
});

describe('fuzz batch (run seed 7)', () => {
  for (const family of Object.keys(familyPatterns)) {
    const codecs = codecsOfFamily(family);
    if (codecs.length === 0) it.skip(`${family}: no codec registered yet`, () => {});
    for (const codec of codecs) {
      const own = seeds.filter((s) => s.codec === codec);
      if (own.length === 0) {
        it.skip(`${codec.id}: no seed files (no samples, no generator output)`, () => {});
        continue;
      }
      it(`${codec.id}: ${MUTANTS_PER_FORMAT} mutants of ${own.length} seed files keep every property`, async () => {
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
  }
});
