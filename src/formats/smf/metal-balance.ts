// The metal each start position can claim: every metal spot goes to the start nearest to it (the regions of a
// Voronoi diagram of the starts), and the starts' shares of the spots' metal are compared. Uneven metal between
// starts is what players of both games report by hand (ZeroK-RTS/Zero-K issues 282 and 1371).
import { DiagnosticSink } from '../../core/diagnostics';
import { formatFloat } from '../../core/numbers';
import { joined, msg } from '../../core/translatable';
import { METAL_CELL_ELMOS, findMetalSpots, type MetalSpots } from './metal-spots';
import type { SmfModel } from './model';
import { smfRules } from './rules';
import type { StartPoint } from './start-ground';

/**
 * The default tolerance, in percent of the richest start's metal. The maps both communities play are mirrored,
 * so mirrored starts find the same spots; the finders' snapping to 16-elmo cells and their merging move a spot's
 * sum by a cell or two, a few percent. Ten percent leaves that noise alone and still catches a spot given to one
 * side only on a map with five spots per start.
 */
export const DEFAULT_METAL_TOLERANCE = 10;

export interface MetalBalanceOptions {
  /** mapinfo.lua's extractorRadius in elmos. */
  extractorRadius: number;
  /** The most the poorest start may have less than the richest, in percent of the richest's metal. */
  tolerance: number;
}

/** The index (into `starts`) of the start nearest to elmo (x, z); the first on a tie. */
export function nearestStart(starts: readonly StartPoint[], x: number, z: number): number {
  let best = 0;
  let bestDistance = Infinity;
  starts.forEach((s, k) => {
    const d = (s.x - x) ** 2 + (s.z - z) ** 2;
    if (d < bestDistance) [best, bestDistance] = [k, d];
  });
  return best;
}

/** Elmo of a metal-map cell's centre. */
export const cellCentre = (cell: number): number => (cell + 0.5) * METAL_CELL_ELMOS;

/** Each start's sum of the metal of the spots nearest to it. */
export function metalPerStart(spots: MetalSpots, starts: readonly StartPoint[]): Float64Array {
  const sums = new Float64Array(starts.length);
  for (let s = 0; s < spots.metal.length; s++)
    sums[nearestStart(starts, cellCentre(spots.x[s]), cellCentre(spots.z[s]))] += spots.metal[s];
  return sums;
}

const percent = (v: number): string => formatFloat(Math.round(v * 10) / 10);

export function checkMetalBalance(
  model: SmfModel,
  starts: readonly StartPoint[],
  options: MetalBalanceOptions,
  sink: DiagnosticSink,
): void {
  const metalMap = model.metalMap;
  if (starts.length < 2 || !metalMap) return;
  const spots = findMetalSpots(model.header, metalMap, options.extractorRadius);
  if (!spots) return;
  const sums = metalPerStart(spots, starts);
  const total = sums.reduce((a, b) => a + b, 0);
  if (total <= 0) return;
  let rich = 0;
  let poor = 0;
  sums.forEach((v, k) => {
    if (v > sums[rich]) rich = k;
    if (v < sums[poor]) poor = k;
  });
  const gap = (100 * (sums[rich] - sums[poor])) / sums[rich];
  if (gap <= options.tolerance) return;
  const [richShare, poorShare] = [rich, poor].map((k) => percent((100 * sums[k]) / total));
  sink.report(
    smfRules.metalImbalance,
    metalMap.offset,
    metalMap.length,
    joined(
      msg`team ${starts[rich].team} is nearest to ${richShare}% of the metal spots' metal, `,
      msg`team ${starts[poor].team} to ${poorShare}%: ${percent(gap)}% less, `,
      msg`more than the tolerance of ${options.tolerance}%`,
    ),
  );
}
