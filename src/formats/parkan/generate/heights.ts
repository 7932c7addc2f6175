// A smooth, deterministic height field shared by the generated mesh and areals, so both files describe one terrain.

export function heightAt(x: number, y: number): number {
  return 20 * Math.sin(x * 0.013) * Math.cos(y * 0.011) + 6 * Math.sin((x + y) * 0.041);
}

/** Quads per side of the generated mesh: 128 at scale 1, growing with sqrt(scale) up to the u16 index limit. */
export function meshSide(scale: number): number {
  // Faces are addressed by u16 (0xFFFF = none), so 2 * side^2 must stay below 0xFFFF.
  return Math.min(180, Math.round(128 * Math.sqrt(scale)));
}

/** World units per mesh quad. */
export const QUAD_SIZE = 4;
