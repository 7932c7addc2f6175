// One flood fill for the grids of a map (pathable cells, metal cells): breadth first over the 8 neighbours, as the
// path finder moves and as the games' metal spot finders group cells.

/**
 * Gives `value` to every unlabelled cell of `mask` 8-connected to `seed`, staying `inset` cells inside the grid's
 * edge; returns how many cells it labelled, which are `queue[0..n)`.
 */
export function floodFill(
  mask: Uint8Array,
  width: number,
  height: number,
  label: Uint16Array | Int32Array,
  queue: Int32Array,
  seed: number,
  value: number,
  inset = 0,
): number {
  let head = 0;
  let tail = 0;
  label[seed] = value;
  queue[tail++] = seed;
  while (head < tail) {
    const i = queue[head++];
    const x = i % width;
    const y = (i - x) / width;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < inset || ny < inset || nx >= width - inset || ny >= height - inset) continue;
        const n = ny * width + nx;
        if (mask[n] && !label[n]) {
          label[n] = value;
          queue[tail++] = n;
        }
      }
  }
  return tail;
}
