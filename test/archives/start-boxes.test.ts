// mapconfig/map_startboxes.lua read without running it and checked against the map (1024x1024 elmos) and the
// start positions of mapinfo.lua: each rule on a fixture that breaks it, with its exact code and range.
import { describe, expect, it } from 'vitest';
import { Diagnostic } from '../../src/core/diagnostics';
import { checkMapArchive } from '../../src/archives/map/check-map-archive';
import { openArchiveBytes } from '../../src/archives/open-archive';
import { ArchiveReader } from '../../src/archives/reader';
import { analyze } from '../../src/analysis';
import { smfModelOf } from '../../src/formats/smf';
import { ArchiveFiles, MAP_NAME, mapFiles, zip } from '../helpers/archives';

const BOXES = 'mapconfig/map_startboxes.lua';

/** A rectangle as a start-box polygon. */
const rect = (x1: number, z1: number, x2: number, z2: number) =>
  `{ {${x1}, ${z1}}, {${x2}, ${z1}}, {${x2}, ${z2}}, {${x1}, ${z2}} }`;

function boxesLua(entries: string[]): string {
  return ['local boxes = {', ...entries.map((e, i) => `  [${i}] = { ${e} },`), '}', 'return boxes', ''].join('\n');
}

async function check(files: ArchiveFiles) {
  const r = await checkMapArchive(new ArchiveReader(await openArchiveBytes('sdz', zip(mapFiles(files)))));
  const of = (path: string): Diagnostic[] => r.inner.find((f) => f.path === path)?.diagnostics ?? [];
  return { boxes: of(BOXES), mapInfo: of('mapinfo.lua') };
}

/** The byte range of `needle` in `text` (ASCII: characters are bytes). */
function rangeOf(text: string, needle: string, from = 0) {
  const offset = text.indexOf(needle, from);
  expect(offset, needle).toBeGreaterThanOrEqual(0);
  return { offset, length: needle.length };
}

// mapinfo.lua's default starts: team 0 at (264, 648), team 1 at (776, 904).
const west = `boxes = { ${rect(0, 512, 512, 1024)} }`;
const east = `boxes = { ${rect(512, 512, 1024, 1024)} }`;

describe('start boxes', () => {
  it('two boxes side by side, each holding one start: nothing to say', async () => {
    const { boxes, mapInfo } = await check({ [BOXES]: boxesLua([west, east]) });
    expect(boxes).toEqual([]);
    expect(mapInfo).toEqual([]);
  });

  it('archive.startbox-outside: a polygon past the map edge, on the polygon', async () => {
    const wide = rect(512, 512, 1100, 1024);
    const text = boxesLua([west, `boxes = { ${wide} }`]);
    const { boxes } = await check({ [BOXES]: text });
    expect(boxes.map((d) => [d.code, d.severity, d.offset, d.length])).toEqual([
      ['archive.startbox-outside', 'warning', ...Object.values(rangeOf(text, wide))],
    ]);
    expect(boxes[0].message).toBe('a box of ally team 1 reaches outside the map (0..1024 by 0..1024 elmos)');
  });

  it('archive.startbox-overlap: boxes sharing a 64-elmo strip, on the later box', async () => {
    const text = boxesLua([west, `boxes = { ${rect(448, 512, 1024, 1024)} }`]);
    const { boxes } = await check({ [BOXES]: text });
    const entry = `{ boxes = { ${rect(448, 512, 1024, 1024)} } }`;
    expect(boxes.map((d) => [d.code, d.offset, d.length])).toEqual([
      ['archive.startbox-overlap', ...Object.values(rangeOf(text, entry))],
    ]);
    expect(boxes[0].message).toBe('the boxes of ally teams 0 and 1 share 32768 square elmos');
  });

  it('archive.startbox-empty and archive.start-not-in-box: a box in the north, a start outside every box', async () => {
    const north = `boxes = { ${rect(0, 0, 1024, 256)} }`;
    const text = boxesLua([west, north]);
    const { boxes, mapInfo } = await check({ [BOXES]: text });
    expect(boxes.map((d) => [d.code, d.offset, d.length])).toEqual([
      ['archive.startbox-empty', ...Object.values(rangeOf(text, `{ ${north} }`))],
    ]);
    expect(boxes[0].message).toBe('the box of ally team 1 holds no start position');
    expect(mapInfo.map((d) => [d.code, d.severity])).toEqual([['archive.start-not-in-box', 'warning']]);
    expect(mapInfo[0].message).toBe('team 1 starts at (776, 904), in no start box');
  });

  it("a box's own startpoints count as its start position", async () => {
    const north = `boxes = { ${rect(0, 0, 1024, 256)} }, startpoints = { {512, 128} }`;
    const { boxes } = await check({ [BOXES]: boxesLua([west, east, north]) });
    expect(boxes).toEqual([]);
  });

  it('archive.startbox-unpathable: a box whose ground is mostly cliffs, as info', async () => {
    // Every fourth vertex row of the map's western half raised 500 elmos: steep everywhere there.
    const smf = new Uint8Array(mapFiles()[MAP_NAME] as Uint8Array);
    const at = smfModelOf(await analyze(MAP_NAME, smf, { decodeOnly: true }))!.heightMap!.offset;
    const view = new DataView(smf.buffer);
    for (let z = 0; z < 129; z++)
      for (let x = 0; x < 129; x++) view.setUint16(at + 2 * (z * 129 + x), x < 64 && z % 4 === 0 ? 65535 : 20000, true);
    const text = boxesLua([west, east]);
    const { boxes } = await check({ [BOXES]: text, [MAP_NAME]: smf });
    expect(boxes.map((d) => [d.code, d.severity, d.offset])).toEqual([
      ['archive.startbox-unpathable', 'info', rangeOf(text, `{ ${west} }`).offset],
    ]);
    expect(boxes[0].message).toBe('100% of the box of ally team 0 is ground BOT3 cannot stand on');
  });

  it('boxes computed by code are not checked, and say where', async () => {
    const text = boxesLua([`boxes = { ${rect(0, 0, 512, 512)} }`]).replace('{0, 0}', '{0, Game.mapSizeZ}');
    const { boxes } = await check({ [BOXES]: text });
    expect(boxes.map((d) => d.code)).toEqual(['archive.mapinfo-not-checked']);
  });
});
