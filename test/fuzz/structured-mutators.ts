// Mutators a guided campaign adds to the blind ones: dictionary tokens (magics, chunk ids, field names) written or
// inserted at node boundaries, integer fields set to the edges of their width, and splicing with another corpus
// input at boundaries of both. Each takes what it needs from the campaign (tokens, a donor input).
import { Mutant, mutators as blind, splice, writeInt } from './mutators';
import { Rng } from './prng';
import { Survey } from './survey';

export interface CorpusInput {
  bytes: Uint8Array;
  survey: Survey;
}

interface Context {
  tokens: readonly Uint8Array[];
  donor: CorpusInput;
}

type StructuredMutator = (input: CorpusInput, c: Context, rng: Rng) => Mutant;

function boundary(s: Survey, size: number, rng: Rng): number {
  return Math.min(size, rng.chance(0.8) && s.boundaries.length > 0 ? rng.pick(s.boundaries) : rng.int(size + 1));
}

/** The edges of an unsigned or signed integer of `size` bytes: where counts wrap and sign bits flip. */
export function widthEdges(size: number): number[] {
  const bits = Math.min(8 * size, 32);
  const top = 2 ** bits;
  return [1, top / 2 - 1, top / 2, top / 2 + 1, top - 1, top - 2, 0x80, 0xff, 0x100, 0x7fff, 0x8000, 0xffff, 0x10000]
    .filter((v) => v < top)
    .concat(size === 8 ? [2 ** 53 - 1] : []);
}

const edgeInt: StructuredMutator = ({ bytes, survey }, _c, rng) => {
  const leaves = survey.leaves.filter((l) => l.kind === 'int' && l.offset + l.size <= bytes.length);
  if (leaves.length === 0) return blind.flipBytes(bytes, survey, rng);
  const out = bytes.slice();
  const leaf = rng.pick(leaves);
  const value = rng.pick(widthEdges(leaf.size));
  writeInt(out, leaf.offset, leaf.size, value);
  return { bytes: out, recipe: [`edge int${leaf.size * 8} @${leaf.offset} ${leaf.value} -> ${value}`] };
};

const writeToken: StructuredMutator = ({ bytes, survey }, { tokens }, rng) => {
  if (tokens.length === 0 || bytes.length === 0) return blind.flipBytes(bytes, survey, rng);
  const token = rng.pick(tokens);
  const at = Math.min(boundary(survey, bytes.length, rng), Math.max(0, bytes.length - token.length));
  const out = bytes.slice();
  out.set(token.subarray(0, out.length - at), at);
  return { bytes: out, recipe: [`token ${JSON.stringify(latin1(token))} over @${at}`] };
};

const insertToken: StructuredMutator = ({ bytes, survey }, { tokens }, rng) => {
  if (tokens.length === 0) return blind.insertRun(bytes, survey, rng);
  const token = rng.pick(tokens);
  const at = boundary(survey, bytes.length, rng);
  return { bytes: splice(bytes, at, 0, token), recipe: [`token ${JSON.stringify(latin1(token))} inserted @${at}`] };
};

/** The head of this input up to one of its boundaries, then the donor's tail from one of the donor's. */
const crossOver: StructuredMutator = ({ bytes, survey }, { donor }, rng) => {
  const cut = boundary(survey, bytes.length, rng);
  const from = boundary(donor.survey, donor.bytes.length, rng);
  const out = new Uint8Array(cut + donor.bytes.length - from);
  out.set(bytes.subarray(0, cut));
  out.set(donor.bytes.subarray(from), cut);
  return { bytes: out, recipe: [`head [0+${cut}], then donor from @${from}`] };
};

/** One of the donor's regions inserted at one of this input's boundaries (a chunk from another file). */
const donateRegion: StructuredMutator = ({ bytes, survey }, { donor }, rng) => {
  const regions = donor.survey.regions.filter((r) => r.offset + r.length <= donor.bytes.length && r.length <= 1 << 16);
  if (regions.length === 0) return crossOver({ bytes, survey }, { tokens: [], donor }, rng);
  const r = rng.pick(regions);
  const at = boundary(survey, bytes.length, rng);
  return {
    bytes: splice(bytes, at, 0, donor.bytes.subarray(r.offset, r.offset + r.length)),
    recipe: [`donor region [${r.offset}+${r.length}] @${at}`],
  };
};

const structured: StructuredMutator[] = [edgeInt, writeToken, insertToken, crossOver, donateRegion];
const blindNames = Object.keys(blind) as (keyof typeof blind)[];

/** One guided mutant: one to three mutations, each blind or structured with even odds. */
export function mutateGuided(input: CorpusInput, c: Context, rng: Rng): Mutant {
  let current = input;
  const recipe: string[] = [];
  for (let k = rng.chance(0.7) ? 1 : rng.range(2, 3); k > 0; k--) {
    const m = rng.chance(0.5)
      ? rng.pick(structured)(current, c, rng)
      : blind[rng.pick(blindNames)](current.bytes, current.survey, rng);
    // Later steps aim at the input's own survey: offsets past an earlier cut fall back to the end.
    current = { bytes: m.bytes, survey: current.survey };
    recipe.push(...m.recipe);
  }
  return { bytes: current.bytes, recipe };
}

function latin1(b: Uint8Array): string {
  return String.fromCharCode(...b);
}
