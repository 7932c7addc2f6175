// Mutators: each turns a seed into a damaged variant aimed at where decoders break: structure boundaries,
// counts, sizes and pointers, repeated and self-containing regions. Every choice comes from the Rng, so
// (seed bytes, survey, rng seed) determines the mutant exactly.
import { Rng } from './prng';
import { NumberLeaf, Region, Survey } from './survey';

export interface Mutant {
  bytes: Uint8Array;
  /** What was done, e.g. ["truncate 1024 -> 517"], printed with a failure. */
  recipe: string[];
}

type Mutator = (bytes: Uint8Array, s: Survey, rng: Rng) => Mutant;

/** A position to attack: mostly near a node boundary, sometimes anywhere. */
function position(s: Survey, size: number, rng: Rng): number {
  const at = rng.chance(0.7) && s.boundaries.length > 0 ? rng.pick(s.boundaries) + rng.range(-3, 3) : rng.int(size + 1);
  return Math.min(Math.max(0, at), size);
}

function fill(length: number, rng: Rng): Uint8Array {
  const run = new Uint8Array(length);
  const style = rng.int(3);
  if (style === 1) run.fill(0xff);
  if (style === 2) for (let i = 0; i < length; i++) run[i] = rng.int(256);
  return run;
}

function runLength(rng: Rng): number {
  return rng.chance(0.9) ? rng.range(1, 64) : rng.range(65, 4096);
}

export function splice(bytes: Uint8Array, at: number, remove: number, insert: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length - remove + insert.length);
  out.set(bytes.subarray(0, at));
  out.set(insert, at);
  out.set(bytes.subarray(at + remove), at + insert.length);
  return out;
}

export const flipBytes: Mutator = (bytes, s, rng) => {
  const out = bytes.slice();
  const recipe: string[] = [];
  if (out.length === 0) return { bytes: out, recipe: ['flip (empty file)'] };
  for (let k = rng.range(1, 8); k > 0; k--) {
    const at = Math.min(position(s, out.length, rng), out.length - 1);
    const value = rng.chance(0.5) ? out[at] ^ (1 << rng.int(8)) : rng.int(256);
    recipe.push(`flip @${at} ${out[at]} -> ${value}`);
    out[at] = value;
  }
  return { bytes: out, recipe };
};

export const truncate: Mutator = (bytes, s, rng) => {
  const length = Math.min(position(s, bytes.length, rng), Math.max(0, bytes.length - 1));
  return { bytes: bytes.slice(0, length), recipe: [`truncate ${bytes.length} -> ${length}`] };
};

export const insertRun: Mutator = (bytes, s, rng) => {
  const at = position(s, bytes.length, rng);
  const run = fill(runLength(rng), rng);
  return { bytes: splice(bytes, at, 0, run), recipe: [`insert ${run.length} bytes @${at}`] };
};

export const deleteRun: Mutator = (bytes, s, rng) => {
  const at = Math.min(position(s, bytes.length, rng), Math.max(0, bytes.length - 1));
  const length = Math.min(runLength(rng), bytes.length - at);
  return { bytes: splice(bytes, at, length, new Uint8Array(0)), recipe: [`delete ${length} bytes @${at}`] };
};

/** Values that break counts, sizes and signed arithmetic, and pointers into and past the file. */
export function hostileInts(leaf: NumberLeaf, s: Survey, rng: Rng): number[] {
  const size = s.size;
  const small = rng.range(1, 8);
  return [
    0,
    -1,
    0x7fffffff,
    0x80000000,
    size,
    size + small,
    size - small,
    leaf.value + 1,
    leaf.value - 1,
    leaf.value * 2 + 1,
    rng.pick(s.boundaries),
    size + rng.range(1, 1 << 20),
  ];
}

export function writeInt(out: Uint8Array, at: number, size: number, value: number): void {
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  if (size === 1) view.setUint8(at, value & 0xff);
  else if (size === 2) view.setUint16(at, value & 0xffff, true);
  else if (size === 4) view.setUint32(at, value >>> 0, true);
  else view.setBigInt64(at, BigInt(Math.trunc(value)), true);
}

function writeFloat(out: Uint8Array, at: number, size: number, value: number): void {
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  if (size === 4) view.setFloat32(at, value, true);
  else view.setFloat64(at, value, true);
}

function leavesInside(s: Survey, size: number, kind: NumberLeaf['kind']): NumberLeaf[] {
  return s.leaves.filter((l) => l.kind === kind && l.offset + l.size <= size);
}

export const setInt: Mutator = (bytes, s, rng) => {
  const leaves = leavesInside(s, bytes.length, 'int');
  if (leaves.length === 0) return flipBytes(bytes, s, rng);
  const out = bytes.slice();
  const leaf = rng.pick(leaves);
  const value = rng.pick(hostileInts(leaf, s, rng));
  writeInt(out, leaf.offset, leaf.size, value);
  return { bytes: out, recipe: [`int${leaf.size * 8} @${leaf.offset} ${leaf.value} -> ${value}`] };
};

const hostileFloats = [Number.NaN, Infinity, -Infinity, -0, 3.4e38, -3.4e38, 1e-45, 1e30];

export const setFloat: Mutator = (bytes, s, rng) => {
  const leaves = leavesInside(s, bytes.length, 'float');
  if (leaves.length === 0) return setInt(bytes, s, rng);
  const out = bytes.slice();
  const leaf = rng.pick(leaves);
  const value = rng.pick(hostileFloats);
  writeFloat(out, leaf.offset, leaf.size, value);
  return { bytes: out, recipe: [`float${leaf.size * 8} @${leaf.offset} ${leaf.value} -> ${value}`] };
};

/**
 * Integers that look like sizes or offsets (0 < value <= file size) redirected so chunks overlap or loop:
 * to the field's own position or its region's start (a cycle), to another pointer's target (two owners),
 * or a few bytes short of or past where they pointed.
 */
export const redirectPointer: Mutator = (bytes, s, rng) => {
  const pointers = leavesInside(s, bytes.length, 'int').filter((l) => l.size >= 2 && l.value > 0 && l.value <= s.size);
  if (pointers.length === 0) return setInt(bytes, s, rng);
  const leaf = rng.pick(pointers);
  const other = rng.pick(pointers);
  const enclosing = s.regions.filter((r) => r.offset <= leaf.offset && leaf.offset < r.offset + r.length);
  const choices = [
    leaf.offset,
    leaf.offset - leaf.size,
    other.value,
    leaf.value - rng.range(1, 16),
    leaf.value + rng.range(1, 16),
  ];
  if (enclosing.length > 0) choices.push(rng.pick(enclosing).offset);
  const value = Math.max(0, rng.pick(choices));
  const out = bytes.slice();
  writeInt(out, leaf.offset, leaf.size, value);
  return { bytes: out, recipe: [`pointer${leaf.size * 8} @${leaf.offset} ${leaf.value} -> ${value}`] };
};

function regionsInside(s: Survey, size: number): Region[] {
  return s.regions.filter((r) => r.offset + r.length <= size && r.length <= 1 << 22);
}

/** A region copied right after itself or to another boundary (a repeated chunk or record). */
export const duplicateRegion: Mutator = (bytes, s, rng) => {
  const regions = regionsInside(s, bytes.length);
  if (regions.length === 0) return insertRun(bytes, s, rng);
  const r = rng.pick(regions);
  const at = rng.chance(0.5) ? r.offset + r.length : position(s, bytes.length, rng);
  const copy = bytes.slice(r.offset, r.offset + r.length);
  return { bytes: splice(bytes, at, 0, copy), recipe: [`duplicate [${r.offset}+${r.length}] @${at}`] };
};

/** One region's bytes put in place of another's (lengths may differ). */
export const spliceRegions: Mutator = (bytes, s, rng) => {
  const regions = regionsInside(s, bytes.length);
  if (regions.length < 2) return duplicateRegion(bytes, s, rng);
  const target = rng.pick(regions);
  const donor = rng.pick(regions);
  const copy = bytes.slice(donor.offset, donor.offset + donor.length);
  return {
    bytes: splice(bytes, target.offset, target.length, copy),
    recipe: [`splice [${donor.offset}+${donor.length}] over [${target.offset}+${target.length}]`],
  };
};

/**
 * A region copied into itself, 1-4 times, at one of its children's starts: a chunk that contains itself. Integer
 * fields at the region's start that held its length are grown with it, so size-driven decoders follow the nesting.
 */
export const nestRegion: Mutator = (bytes, s, rng) => {
  const regions = regionsInside(s, bytes.length).filter((r) => r.inner.length > 0 && r.length <= 1 << 16);
  if (regions.length === 0) return duplicateRegion(bytes, s, rng);
  const r = rng.pick(regions);
  const at = rng.pick(r.inner);
  const depth = rng.range(1, 4);
  let out = bytes;
  let length = r.length;
  for (let k = 0; k < depth; k++) {
    const copy = out.slice(r.offset, r.offset + length);
    out = splice(out, at, 0, copy);
    growSizeFields(out, s, r, at, length, copy.length);
    length += copy.length;
  }
  return { bytes: out, recipe: [`nest [${r.offset}+${r.length}] into itself @${at} x${depth}`] };
};

/** Grow u32 fields in the region's first 16 bytes, before the insertion point, that held its length (+- a header). */
function growSizeFields(out: Uint8Array, s: Survey, r: Region, at: number, oldLength: number, added: number): void {
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  for (const l of s.leaves) {
    if (l.kind !== 'int' || l.size !== 4 || l.offset < r.offset || l.offset + 4 > Math.min(at, r.offset + 16)) continue;
    const v = view.getUint32(l.offset, true);
    for (const header of [0, 4, 8, 12, 16]) {
      if (v !== oldLength - header) continue;
      view.setUint32(l.offset, v + added, true);
      break;
    }
  }
}

export const mutators = {
  flipBytes,
  truncate,
  insertRun,
  deleteRun,
  setInt,
  setFloat,
  redirectPointer,
  duplicateRegion,
  spliceRegions,
  nestRegion,
};
export type MutatorName = keyof typeof mutators;
const names = Object.keys(mutators) as MutatorName[];

/** One mutant: usually one mutation, sometimes a stack of two or three (havoc). */
export function mutate(seed: Uint8Array, s: Survey, rng: Rng): Mutant {
  let bytes = seed;
  const recipe: string[] = [];
  for (let k = rng.chance(0.8) ? 1 : rng.range(2, 3); k > 0; k--) {
    const name = rng.pick(names);
    const m = mutators[name](bytes, s, rng);
    bytes = m.bytes;
    recipe.push(...m.recipe);
  }
  return { bytes, recipe };
}
