// The pictures a map gets from its archive: the start boxes over the ground, and the metal spots in the regions of
// mapinfo.lua's starts. The generated 128x128 map (64x64 slope cells of 16 elmos) in an archive with mapinfo.lua's
// starts (team 0 at (264, 648), team 1 at (776, 904)) and two boxes, the west and east halves of the south.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyze } from '../../src/analysis';
import { archiveSiblings } from '../../src/archives/archive-siblings';
import { filePictures } from '../../src/archives/map/map-pictures';
import { openArchiveBytes } from '../../src/archives/open-archive';
import { ArchiveReader } from '../../src/archives/reader';
import { kindColour } from '../../src/core/pictures/palette';
import type { Picture } from '../../src/core/pictures/picture';
import { render } from '../../src/core/translatable';
import { insideArea, smfModelOf } from '../../src/formats/smf';
import { readInput, resolveInput } from '../../src/input/archive-input';
import { run } from '../cli/run';
import { tempDir } from '../cli/fixtures';
import { ArchiveFiles, MAP_NAME, folder, mapFiles, mapInfoLua, zip } from '../helpers/archives';
import { MIRRORED_SPOTS, mapWithSpots, spotsArchiveFiles } from '../helpers/metal-spots';

const BOXES = 'mapconfig/map_startboxes.lua';
const rect = (x1: number, z1: number, x2: number, z2: number) =>
  `{ {${x1}, ${z1}}, {${x2}, ${z1}}, {${x2}, ${z2}}, {${x1}, ${z2}} }`;
const boxesLua = [
  'return {',
  `  [0] = { boxes = { ${rect(0, 512, 512, 1024)} } },`,
  `  [1] = { boxes = { ${rect(512, 512, 1024, 1024)} } },`,
  '}',
  '',
].join('\n');

/** The map's pictures as the editor and `export` list them, from an .sdz of `files`. */
async function picturesIn(files: ArchiveFiles): Promise<Picture[]> {
  const reader = new ArchiveReader(await openArchiveBytes('sdz', zip(files)));
  const bytes = (await reader.read(reader.find(MAP_NAME)!)) as Uint8Array;
  const a = await analyze(MAP_NAME, bytes, { decodeOnly: true });
  return filePictures(a.format, a.decoded, bytes, archiveSiblings(reader, MAP_NAME));
}

const named = (list: Picture[], name: string) => list.find((p) => p.name === name);

function pixels(p: Picture) {
  const image = p.render() as { data: Uint8Array; width: number };
  return (x: number, y: number) => [...image.data.subarray(4 * (y * image.width + x), 4 * (y * image.width + x) + 4)];
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('the start boxes picture', () => {
  it('follows the pathability pictures when the archive has start boxes', async () => {
    const names = (await picturesIn(mapFiles({ [BOXES]: boxesLua }))).map((p) => p.name);
    expect(names.slice(names.indexOf('regions-bot3'), names.indexOf('regions-bot3') + 3)).toEqual([
      'regions-bot3',
      'start-boxes',
      'type',
    ]);
  });

  it('tints each box in its legend colour, outlines it, and marks the starts white', async () => {
    const p = named(await picturesIn(mapFiles({ [BOXES]: boxesLua })), 'start-boxes')!;
    expect([p.kind, p.width, p.height]).toEqual(['rgba', 64, 64]);
    expect(render(p.title)).toBe(
      '2 start boxes and 2 start positions over where BOT3 can stand (darker, and hatched in a box, where it cannot)',
    );
    expect(p.legend!.map((l) => render(l as never))).toEqual(['ally team 0', 'ally team 1']);
    const px = pixels(p);
    // The boxes' top rows (cell centres at z = 520 elmos) are their outline, in the legend's colours.
    expect(px(10, 32)).toEqual([...kindColour(0), 255]);
    expect(px(50, 32)).toEqual([...kindColour(1), 255]);
    // Inside, the box's hue over the ground: red for ally team 0, green for ally team 1.
    const [r0, g0, b0] = px(10, 50);
    expect(r0).toBeGreaterThan(Math.max(g0, b0));
    const [r1, g1, b1] = px(50, 50);
    expect(g1).toBeGreaterThan(Math.max(r1, b1));
    // Outside every box, the ground in grey.
    const [r, g, b] = px(40, 10);
    expect([g, b]).toEqual([r, r]);
    // Team 0 starts at elmo (264, 648): cell (16, 40) and its four neighbours are white; team 1 at cell (48, 56).
    for (const [x, y] of [
      [16, 40],
      [15, 40],
      [17, 40],
      [16, 39],
      [16, 41],
      [48, 56],
    ])
      expect(px(x, y), `${x}, ${y}`).toEqual([255, 255, 255, 255]);
  });

  it('hatches the ground in a box that the main class cannot stand on', async () => {
    // Every fourth vertex row of the western half raised to the top: too steep for BOT3 everywhere there.
    const smf = new Uint8Array(mapFiles()[MAP_NAME] as Uint8Array);
    const at = smfModelOf(await analyze(MAP_NAME, smf, { decodeOnly: true }))!.heightMap!.offset;
    const view = new DataView(smf.buffer);
    for (let z = 0; z < 129; z++)
      for (let x = 0; x < 129; x++) view.setUint16(at + 2 * (z * 129 + x), x < 64 && z % 4 === 0 ? 65535 : 20000, true);
    const px = pixels(named(await picturesIn(mapFiles({ [BOXES]: boxesLua, [MAP_NAME]: smf })), 'start-boxes')!);
    // Stripes along the diagonals: (x + z) % 4 of 0 and 1 dark, 2 and 3 lighter.
    const [dark, light] = [px(10, 50), px(12, 50)];
    expect(dark[0]).toBeLessThan(light[0]);
    expect(px(11, 51)).toEqual(light);
    // The flat eastern box is not hatched.
    expect(px(50, 50)).toEqual(px(52, 50));
  });

  it("fills exactly the cells whose centres the checks' even-odd rule puts inside, for any polygon", async () => {
    const triangle: [number, number][] = [
      [100, 100],
      [700, 180],
      [260, 620],
    ];
    // A U open to the north, so a row crosses it four times; and a box of two polygons.
    const u: [number, number][] = [
      [600, 500],
      [1000, 500],
      [1000, 1000],
      [900, 1000],
      [900, 650],
      [700, 650],
      [700, 1000],
      [600, 1000],
    ];
    const pair: [number, number][][] = [
      [
        [0, 700],
        [200, 700],
        [200, 900],
      ],
      [
        [300, 900],
        [500, 900],
        [400, 1000],
      ],
    ];
    const lua = (points: [number, number][]) => `{ ${points.map(([x, z]) => `{${x}, ${z}}`).join(', ')} }`;
    const text = ['return {', `[0] = { boxes = { ${lua(triangle)} } },`, `[1] = { boxes = { ${lua(u)} } },`];
    text.push(`[2] = { boxes = { ${pair.map(lua).join(', ')} } },`, '}');
    const p = named(await picturesIn(mapFiles({ [BOXES]: text.join('\n') })), 'start-boxes')!;
    const areas = [[triangle], [u], pair].map((polygons, ally) => ({
      ally,
      polygons: polygons.map((points) => ({ points })),
    }));
    let inside = 0;
    for (let y = 0; y < 64; y++)
      for (let x = 0; x < 64; x++) {
        const k = areas.findIndex((a) => insideArea(a, (x + 0.5) * 16, (y + 0.5) * 16));
        const shown = render(p.source(x, y)!.value as never);
        const where = /in the start box of ally team (\d+)|in no start box/.exec(shown)!;
        expect(where[1] === undefined ? -1 : Number(where[1]), `${x}, ${y}`).toBe(k);
        if (k >= 0) inside++;
      }
    expect(inside).toBeGreaterThan(500);
  });

  it('links each pixel to the nine height samples of its cell, and a sample back to its pixel', async () => {
    const list = await picturesIn(mapFiles({ [BOXES]: boxesLua }));
    const p = named(list, 'start-boxes')!;
    const heightMap = named(list, 'height')!.offset;
    const s = p.source(16, 40)!;
    const first = heightMap + 2 * (80 * 129 + 32);
    expect([s.offset, s.length, s.path]).toEqual([first, 2 * (2 * 129 + 3), 'heightMap[80][32]']);
    expect(render(s.value as never)).toMatch(
      /^start position of team 0, in the start box of ally team 0; BOT3 can stand here: slope [\d.]+ \(/,
    );
    expect(render(p.source(40, 10)!.value as never)).toMatch(/^in no start box; /);
    expect(p.pixelOf(first)).toEqual({ x: 16, y: 40 });
    expect(p.pixelOf(heightMap + 2 * (129 * 129))).toBeUndefined();
  });

  it('shows the starts without boxes; no picture without mapinfo.lua and boxes, or outside an archive', async () => {
    const starts = await picturesIn(mapFiles());
    const px = pixels(named(starts, 'start-boxes')!);
    expect(px(16, 40)).toEqual([255, 255, 255, 255]);
    expect(px(10, 50)[0]).toBe(px(10, 50)[1]);
    const bare = mapFiles();
    delete bare['mapinfo.lua'];
    expect(named(await picturesIn(bare), 'start-boxes')).toBeUndefined();
    // The map alone, beside nothing: no archive to read.
    const alone = tempDir();
    dirs.push(alone);
    const file = path.join(alone, 'generated-128x128.smf');
    fs.writeFileSync(file, mapFiles()[MAP_NAME] as Uint8Array);
    expect((await run('export', file, '--list')).out.split('\n')).not.toContain('start-boxes');
  });

  it('`export` draws it for ARCHIVE!maps/X.smf and for a map in an .sdd folder', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const archive = path.join(dir, 'boxes.sdz');
    fs.writeFileSync(archive, zip(mapFiles({ [BOXES]: boxesLua })));
    const inner = `${archive}!${MAP_NAME}`;
    expect((await run('export', inner, '--list')).out.split('\n')).toContain('start-boxes');
    const png = path.join(dir, 'boxes.png');
    const r = await run('export', inner, 'start-boxes', png);
    expect(r.out).toBe(
      `${png}: 2 start boxes and 2 start positions over where BOT3 can stand ` +
        '(darker, and hatched in a box, where it cannot), 64x64 rgba',
    );
    const sdd = await folder(mapFiles({ [BOXES]: boxesLua, 'mapinfo.lua': mapInfoLua() }), 'Boxes.sdd');
    dirs.push(path.dirname(sdd));
    const { bytes, siblings } = await readInput(resolveInput(path.join(sdd, MAP_NAME)));
    expect(await siblings.atRoot!('MapConfig/Map_StartBoxes.lua')).toEqual(new TextEncoder().encode(boxesLua));
    const a = await analyze(MAP_NAME, bytes, { decodeOnly: true });
    expect((await filePictures(a.format, a.decoded, bytes, siblings)).map((p) => p.name)).toContain('start-boxes');
  });
});

describe('the metal spots picture in an archive', () => {
  it("tints the cells by the nearest of mapinfo.lua's starts, with its extractor radius", async () => {
    const { smf } = await mapWithSpots(MIRRORED_SPOTS);
    const p = named(await picturesIn(spotsArchiveFiles(smf)), 'metal-spots')!;
    expect(render(p.title)).toBe(
      'metal spots as the games find them: 6 metal spots, in the regions of the nearest of 2 starts',
    );
    // mapinfo.lua's radius of 32 elmos: a spot takes its nine cells, 9 x 255.
    expect(render(p.source(8, 32)!.value as never)).toBe(
      'metal 255, metal spot 3 at cell (8, 32), 2295 in reach; nearest start: team 0',
    );
    const px = pixels(p);
    // A cell in no spot takes its start's colour, dimmed: team 0's west, team 1's east.
    expect(px(20, 20)).toEqual([...kindColour(0).map((v) => v * 0.25), 255].map(Math.floor));
    expect(px(44, 20)).toEqual([...kindColour(1).map((v) => v * 0.25), 255].map(Math.floor));
  });
});
