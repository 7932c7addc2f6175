// The slope map as the engine computes it, the move definitions' limits, the pathable grid and its regions, and the
// pictures linked to the height samples: on height maps written here with known answers.
import { describe, expect, it } from 'vitest';
import { bufferSource } from '../../../src/core/byte-source';
import { maxSlopeOf, moveClassesOf } from '../../../src/formats/smf/move-classes';
import { canStand, pathableGrid, regionsOf } from '../../../src/formats/smf/pathability';
import { slopeGrid } from '../../../src/formats/smf/slope';
import { slopePictures } from '../../../src/formats/smf/slope-pictures';
import { kindColour } from '../../../src/core/pictures/palette';
import { render } from '../../../src/core/translatable';
import type { SmfHeader, SmfModel } from '../../../src/formats/smf';

const MIN = -100;
const MAX = 555.36; // 0.01 elmos per raw step

/** A height map of (mapx+1)^2 u16 samples at byte 4 of a buffer, raw = f(vertex x, vertex z). */
function heights(mapx: number, f: (x: number, z: number) => number) {
  const n = mapx + 1;
  const bytes = new Uint8Array(4 + 2 * n * n);
  const view = new DataView(bytes.buffer);
  for (let z = 0; z < n; z++) for (let x = 0; x < n; x++) view.setUint16(4 + 2 * (z * n + x), f(x, z), true);
  const header = { mapx, mapy: mapx, minHeight: MIN, maxHeight: MAX } as SmfHeader;
  const heightMap = { source: bufferSource(bytes), offset: 4, length: bytes.length - 4 };
  return { header, heightMap, bytes };
}

const step = (MAX - MIN) / 65536;

describe('the slope map', () => {
  it('is 0 on flat ground and the cell height is the ground height', () => {
    const { header, heightMap } = heights(8, () => 20000);
    const g = slopeGrid(header, heightMap)!;
    expect([g.width, g.height]).toEqual([4, 4]);
    expect([...g.slope].every((s) => Math.abs(s) < 1e-7)).toBe(true);
    expect(g.level[5]).toBeCloseTo(MIN + 20000 * step, 3);
  });

  it('is 1 - cos(angle) on an even ramp', () => {
    // Rising 8 * tan(30 degrees) elmos per square along x: every face normal has y = cos(30 degrees).
    const rise = (8 * Math.tan(Math.PI / 6)) / step;
    const { header, heightMap } = heights(8, (x) => Math.round(1000 + x * rise));
    const g = slopeGrid(header, heightMap)!;
    for (const s of g.slope) expect(s).toBeCloseTo(1 - Math.cos(Math.PI / 6), 3);
  });

  it('maxslope degrees are clamped to 60, scaled by 1.5 and taken as 1 - cos', () => {
    expect(maxSlopeOf(36)).toBeCloseTo(1 - Math.cos((54 * Math.PI) / 180), 10);
    expect(maxSlopeOf(18)).toBeCloseTo(1 - Math.cos((27 * Math.PI) / 180), 10);
    expect(maxSlopeOf(255)).toBeCloseTo(1, 10);
  });
});

describe('where a class can stand', () => {
  const [bot, tank, hover, boat] = moveClassesOf('bar');

  it('follows the move definitions: slope, water depth, hovers on water, ships in deep water', () => {
    const steep = 1 - Math.cos((40 * Math.PI) / 180); // over a tank's 27 degrees, under a bot's 54
    expect([bot, tank, hover, boat].map((c) => canStand(c, steep, 50))).toEqual([true, false, false, false]);
    // 30 elmos of water: over the bots' and tanks' 22, over the boats' 8.
    expect([bot, tank, hover, boat].map((c) => canStand(c, 0, -30))).toEqual([false, false, true, true]);
    expect([bot, tank, hover, boat].map((c) => canStand(c, steep, -5))).toEqual([true, false, true, false]);
  });

  it('a wall of cliffs splits the pathable grid into two regions', () => {
    // Flat, with vertex column 8 raised 500 elmos: cells 3 and 4 are cliffs.
    const { header, heightMap } = heights(16, (x) => (x === 8 ? 60000 : 10000));
    const g = slopeGrid(header, heightMap)!;
    const p = pathableGrid(g, bot);
    expect([...p.subarray(0, 8)]).toEqual([1, 1, 1, 0, 0, 1, 1, 1]);
    const labels = regionsOf(p, g.width, g.height, [0, 63, 7]);
    expect([labels[0], labels[8 * 7 + 2], labels[63], labels[7], labels[3]]).toEqual([1, 1, 2, 2, 0]);
  });
});

describe('the slope and pathability pictures', () => {
  it('show the cut and link a pixel to the nine height samples of its cell, and back', () => {
    const { header, heightMap } = heights(16, (x) => (x === 8 ? 60000 : 10000));
    const model = { header, heightMap } as unknown as SmfModel;
    const pictures = slopePictures(model, 'bar');
    expect(pictures.map((p) => p.name)).toEqual([
      'slope',
      'pathable-bot3',
      'pathable-tank3',
      'pathable-hover3',
      'pathable-boat3',
      'regions-bot3',
    ]);
    const bots = pictures[1].render();
    expect(bots.kind).toBe('gray8');
    expect([...(bots as { data: Uint8Array }).data.subarray(0, 8)]).toEqual([255, 255, 255, 0, 0, 255, 255, 255]);
    // Cell (3, 2): vertex rows 4..6, columns 6..8; 17 samples a row.
    const src = pictures[1].source(3, 2)!;
    expect(src).toMatchObject({ offset: 4 + 2 * (4 * 17 + 6), length: 2 * (2 * 17 + 2) + 2, path: 'heightMap[4][6]' });
    expect(pictures[1].pixelOf(4 + 2 * (5 * 17 + 7))).toEqual({ x: 3, y: 2 });
    expect(pictures[1].pixelOf(4 + 2 * (16 * 17 + 16))).toEqual({ x: 7, y: 7 });
    expect(pictures[1].pixelOf(3)).toBeUndefined();
  });

  it('colour each region the main class can go in by its own colour, so the cut shows', () => {
    // Vertex column 8 raised: slope cells 3 and 4 of every row are cliffs, cells 0..2 and 5..7 two regions.
    const { header, heightMap } = heights(16, (x) => (x === 8 ? 60000 : 10000));
    const regions = slopePictures({ header, heightMap } as unknown as SmfModel, 'bar').at(-1)!;
    const image = regions.render() as { kind: string; data: Uint8Array };
    expect(image.kind).toBe('rgba');
    const px = (x: number) => [...image.data.subarray(4 * x, 4 * x + 4)];
    expect(px(0)).toEqual([...kindColour(0), 255]);
    expect(px(2)).toEqual(px(0));
    expect(px(3)).toEqual([0, 0, 0, 255]);
    expect(px(5)).toEqual([...kindColour(1), 255]);
    expect(px(0)).not.toEqual(px(5));
    expect(render(regions.source(6, 0)!.value as never)).toMatch(/^region 2 of BOT3: slope /);
    expect(render(regions.source(3, 0)!.value as never)).toMatch(/^too steep for BOT3 /);
  });
});
