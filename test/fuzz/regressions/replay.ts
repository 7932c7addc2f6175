// Rebuild a mutant the fuzzer reported, from the same seed file (samples or generator output) and the same
// numbers, and check it in-process: a regression test is one line per finding.
import { samplesDir } from '../../helpers/samples';
import { buildMutant } from '../job';
import { PropertyFailure, checkInput } from '../properties';
import { collectSeeds } from '../targets';

export async function replay(
  formatId: string,
  label: string,
  runSeed: number,
  index: number,
): Promise<{ recipe: string[]; failures: PropertyFailure[] }> {
  const seed = collectSeeds(samplesDir, formatId).seeds.find((s) => s.label === label);
  if (!seed) throw new Error(`no seed ${label} for ${formatId}: is the format registered and its generator unchanged?`);
  const { bytes, recipe } = buildMutant(seed, runSeed, index);
  return { recipe, failures: await checkInput(seed.codec, bytes, { fileName: seed.name, siblings: seed.siblings }) };
}
