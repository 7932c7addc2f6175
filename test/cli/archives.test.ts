// Map archives on the command line: validate names inner files ARCHIVE!inner/path in every output format, folders
// include archives and .sdd folders, inspect lists an archive, and the other commands read ARCHIVE!inner/path.
import Ajv from 'ajv-draft-04';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Log } from 'sarif';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MAP_NAME,
  baseContentFiles,
  folder,
  gameFiles,
  mapFiles,
  mapInfoLua,
  sevenZip,
  zip,
} from '../helpers/archives';
import { METAL_CELLS, MIRRORED_SPOTS, mapWithSpots, spotsArchiveFiles } from '../helpers/metal-spots';
import { run } from './run';

const schema = createRequire(import.meta.url)('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json');

let dir: string;
let broken: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hex-atlas-archives-'));
  const damaged = mapFiles();
  const smf = (damaged[MAP_NAME] as Uint8Array).slice();
  smf[0] = 0x58;
  damaged[MAP_NAME] = smf;
  broken = path.join(dir, 'broken.sd7');
  fs.writeFileSync(broken, await sevenZip(damaged, { solid: false }));
  fs.writeFileSync(path.join(dir, 'good.sdz'), zip(mapFiles()));
  fs.renameSync(await folder(mapFiles(), 'wip.sdd'), path.join(dir, 'wip.sdd'));
});

describe('validate on archives', () => {
  it('text: the inner map problem named ARCHIVE!inner/path, exit 1', async () => {
    const r = await run('validate', broken);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(new RegExp(`^${escape(`${broken}!${MAP_NAME}`)}:0x0: error smf\\.magic `, 'm'));
    expect(r.out).toMatch(new RegExp(`^${escape(broken)}:0x0: info archive\\.map-file `, 'm'));
    expect(r.err).toMatch(/^3 files, 1 error/m);
  });

  it('--game chooses the movement classes start positions are checked for', async () => {
    // Elmo (100, 200) of the generated map: slope 0.114, over the tanks' 0.109 in both games and Zero-K's hovers'
    // 0.109, under BAR's hovers' 0.161.
    const teams = mapInfoLua().replace(/x = 264, z = 648/, 'x = 100, z = 200');
    const file = path.join(dir, 'steep-start.sdz');
    fs.writeFileSync(file, zip(mapFiles({ 'mapinfo.lua': teams })));
    const steep = (out: string) => out.split('\n').filter((l) => l.includes('smf.start-unpathable'));
    const bar = await run('validate', file);
    expect(steep(bar.out).map((l) => l.replace(/^.*too steep for /, ''))).toEqual(['TANK3 (maxslope 18: up to 0.109)']);
    const zk = await run('validate', file, '--game', 'zk');
    expect(steep(zk.out).map((l) => l.replace(/^.*too steep for /, ''))).toEqual([
      'TANK3 (maxslope 18: up to 0.109)',
      'HOVER3 (maxslope 18: up to 0.109)',
    ]);
    expect(steep(zk.out)[0]).toMatch(new RegExp(`^${escape(`${file}!${MAP_NAME}`)}:0x[0-9A-F]+: warning `));
    expect((await run('validate', file, '--game', 'ta')).code).toBe(2);
  });

  it('--profile bar: what the BAR publishing checks refuse is an error', async () => {
    const file = path.join(dir, 'solid.sd7');
    const files = mapFiles();
    delete files['mapinfo.lua'];
    fs.writeFileSync(file, await sevenZip(files, { solid: true }));
    const plain = await run('validate', file);
    expect(plain.code).toBe(0);
    expect(plain.out).toMatch(/: warning archive\.solid /);
    expect(plain.out).toMatch(/: warning archive\.no-mapinfo /);
    const bar = await run('validate', file, '--profile', 'bar');
    expect(bar.code).toBe(1);
    expect(bar.out).toMatch(/: error archive\.solid /);
    expect(bar.out).toMatch(/: error archive\.no-mapinfo /);
    // Findings the pipeline does not refuse keep their severity.
    expect(bar.out).toMatch(/: info archive\.map-file /);
    expect((await run('validate', file, '--profile', 'zk')).code).toBe(2);
  });

  it('--profile bar on a folder of maps: the refused map fails the run, the good one has no error', async () => {
    const maps = path.join(dir, 'publish');
    fs.mkdirSync(maps);
    fs.writeFileSync(path.join(maps, 'good.sdz'), zip(mapFiles()));
    const files = mapFiles();
    delete files['mapinfo.lua'];
    fs.writeFileSync(path.join(maps, 'no-mapinfo.sdz'), zip(files));
    const r = await run('validate', maps, '--profile', 'bar', '--format', 'json');
    expect(r.code).toBe(1);
    const errors = JSON.parse(r.out).filter((d: { severity: string }) => d.severity === 'error');
    expect(errors.map((d: { file: string; code: string }) => [path.basename(d.file), d.code])).toEqual([
      ['no-mapinfo.sdz', 'archive.no-mapinfo'],
    ]);
  });

  it('--metal-tolerance: smf.metal-imbalance in SARIF on the metal map, quiet above the gap', async () => {
    // Four spots on team 0's side, three on team 1's: team 1 has 25% less.
    const { smf, metalMap } = await mapWithSpots([...MIRRORED_SPOTS, [16, 32]]);
    const file = path.join(dir, 'uneven-metal.sdz');
    fs.writeFileSync(file, zip(spotsArchiveFiles(smf)));
    const imbalance = (log: Log) => log.runs[0].results!.filter((x) => x.ruleId === 'smf.metal-imbalance');
    const sarif = await run('validate', file, '--format', 'sarif');
    const found = imbalance(JSON.parse(sarif.out));
    expect(found.map((x) => [x.level, x.locations![0].physicalLocation!.region])).toEqual([
      ['warning', { byteOffset: metalMap, byteLength: METAL_CELLS * METAL_CELLS }],
    ]);
    expect(found[0].message.text).toMatch(/team 0 .* 57\.1% .* team 1 to 42\.9%: 25% less/);
    const lenient = await run('validate', file, '--format', 'sarif', '--metal-tolerance', '30');
    expect(imbalance(JSON.parse(lenient.out))).toEqual([]);
    expect((await run('validate', file, '--metal-tolerance', 'x')).code).toBe(2);
  });

  it('json: file is ARCHIVE!inner/path', async () => {
    const r = await run('validate', broken, '--format', 'json');
    const magic = JSON.parse(r.out).find((d: { code: string }) => d.code === 'smf.magic');
    expect(magic).toMatchObject({ file: `${broken}!${MAP_NAME}`, offset: 0, length: 16, severity: 'error' });
  });

  it('github: annotated on the archive, the inner path in the message', async () => {
    const r = await run('validate', broken, '--format', 'github');
    const line = r.out.split('\n').find((l) => l.includes('smf.magic'))!;
    const rel = path.relative(process.cwd(), broken);
    expect(line.startsWith(`::error file=${rel},title=smf.magic::${rel}!${MAP_NAME} 0x0: `)).toBe(true);
  });

  it('sarif: inner files are nested artifacts with parentIndex', async () => {
    const r = await run('validate', broken, '--format', 'sarif');
    const log: Log = JSON.parse(r.out);
    const validate = new Ajv({ strict: false, validateFormats: false, unicodeRegExp: false }).compile(schema);
    expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
    const artifacts = log.runs[0].artifacts!;
    const rel = path.relative(process.cwd(), broken).split(path.sep).map(encodeURIComponent).join('/');
    expect(artifacts[0].location!.uri).toBe(rel);
    const inner = artifacts.findIndex((a) => a.location!.uri === `${rel}#/${MAP_NAME}`);
    expect(inner).toBeGreaterThan(0);
    expect(artifacts[inner].parentIndex).toBe(0);
    const magic = log.runs[0].results!.find((x) => x.ruleId === 'smf.magic')!;
    expect(magic.locations![0].physicalLocation!.artifactLocation).toMatchObject({ index: inner });
    expect(magic.locations![0].physicalLocation!.region).toEqual({ byteOffset: 0, byteLength: 16 });
  });

  it('a folder includes .sd7, .sdz and .sdd archives', async () => {
    const r = await run('validate', dir, '--format', 'json');
    const files = new Set(JSON.parse(r.out).map((d: { file: string }) => d.file));
    for (const a of ['broken.sd7', 'good.sdz', 'wip.sdd']) expect(files).toContain(path.join(dir, a));
    expect(files).not.toContain(path.join(dir, 'wip.sdd', MAP_NAME));
  });

  it('an unreadable archive is an archive.unreadable error over its bytes', async () => {
    const cut = path.join(dir, 'cut', 'cut.sd7');
    fs.mkdirSync(path.dirname(cut));
    fs.writeFileSync(cut, fs.readFileSync(broken).subarray(0, 200));
    const r = await run('validate', cut, '--format', 'json');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out)).toEqual([
      expect.objectContaining({ file: cut, code: 'archive.unreadable', offset: 0, length: 200 }),
    ]);
  });

  it('validates one inner file given as ARCHIVE!inner/path', async () => {
    const r = await run('validate', `${broken}!MAPS/generated-128x128.SMF`, '--format', 'json');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out)[0]).toMatchObject({ code: 'smf.magic', file: `${broken}!MAPS/generated-128x128.SMF` });
  });
});

describe('a Spring data folder: maps, games and base content', () => {
  let data: string;

  beforeAll(async () => {
    data = fs.mkdtempSync(path.join(os.tmpdir(), 'hex-atlas-spring-data-'));
    const put = (rel: string, bytes: Uint8Array) => {
      fs.mkdirSync(path.dirname(path.join(data, rel)), { recursive: true });
      fs.writeFileSync(path.join(data, rel), bytes);
    };
    put('maps/generated.sd7', await sevenZip(mapFiles(), { solid: false }));
    put('games/generated-game.sdz', zip(gameFiles()));
    // The engine's own archives, named as an install has them; their kind comes from their modinfo.lua.
    put('base/springcontent.sdz', zip(baseContentFiles('0')));
    put('base/bitmaps.sdz', zip(baseContentFiles('4')));
    put('base/spring/cursors.sdz', zip({ 'anims/cursornormal_0.bmp': 'BM' }));
  });

  it('validates with no error and no warning, exit 0', async () => {
    const r = await run('validate', data, '--format', 'json');
    expect(r.code).toBe(0);
    const found: { file: string; code: string; severity: string }[] = JSON.parse(r.out);
    expect(found.filter((d) => d.severity !== 'info')).toEqual([]);
    // The map says which .smf the engine loads; nothing asks a game or base content for a map.
    expect(found.map((d) => [path.relative(data, d.file), d.code])).toEqual([
      [path.join('maps', 'generated.sd7'), 'archive.map-file'],
    ]);
  });

  it('only an archive that claims to be a map is asked for one: mapinfo.lua without a map', async () => {
    const lost = path.join(data, 'lost', 'lost.sdz');
    fs.mkdirSync(path.dirname(lost));
    fs.writeFileSync(lost, zip({ 'mapinfo.lua': mapInfoLua() }));
    const r = await run('validate', lost, '--format', 'json');
    expect(r.code).toBe(1);
    const noMap = JSON.parse(r.out).filter((d: { code: string }) => d.code === 'archive.no-map');
    expect(noMap).toEqual([expect.objectContaining({ file: lost, offset: 0, length: 30, severity: 'error' })]);
  });

  it('inspect says what each archive is', async () => {
    const first = async (rel: string) => (await run('inspect', path.join(data, rel))).out.split('\n')[0];
    expect(await first('maps/generated.sd7')).toMatch(/: sd7 archive, \d+ bytes, 4 entries: a map$/);
    expect(await first('games/generated-game.sdz')).toMatch(
      /: sdz archive, \d+ bytes, 3 entries: a game \(modinfo\.lua\)$/,
    );
    expect(await first('base/bitmaps.sdz')).toMatch(/: engine base content \(modinfo\.lua\)$/);
    expect(await first('base/spring/cursors.sdz')).toMatch(/: content with no mapinfo\.lua, modinfo\.lua or map$/);
    const json = JSON.parse((await run('inspect', path.join(data, 'base/springcontent.sdz'), '--json')).out);
    expect(json.content).toBe('base');
  });
});

describe('other commands on archives', () => {
  it('inspect lists the entries: size, packed size, method, block', async () => {
    const r = await run('inspect', broken);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toMatch(/^.*broken\.sd7: sd7 archive, \d+ bytes, 4 entries: a map$/);
    expect(lines[1]).toMatch(/^\s*size\s+packed\s+method\s+block\s+path$/);
    expect(lines.find((l) => l.endsWith(MAP_NAME))).toMatch(/^\s*747413\s+\d+\s+LZMA2:\S+\s+\d+\s+maps\//);
    const json = JSON.parse((await run('inspect', path.join(dir, 'good.sdz'), '--json')).out);
    expect(json.entries.find((e: { path: string }) => e.path === MAP_NAME)).toMatchObject({
      size: 747413,
      method: 'deflate',
    });
  });

  it('inspect, export, coverage, textconv and diff read ARCHIVE!inner/path', async () => {
    const inner = `${path.join(dir, 'good.sdz')}!${MAP_NAME}`;
    expect((await run('inspect', inner, '--depth', '1')).out).toMatch(/Spring map \(SMF\) v1, 128x128 squares/);
    // The texture picture needs the tile files: they come from the archive.
    expect((await run('export', inner, '--list')).out.split('\n')).toContain('texture');
    expect((await run('coverage', inner)).out).toBe('100.0% of 747413 bytes explained');
    expect((await run('textconv', inner)).out).toMatch(/^format = smf/);
    const other = `${path.join(dir, 'wip.sdd')}!${MAP_NAME}`;
    expect(await run('diff', inner, other)).toMatchObject({ code: 0 });
    const missing = await run('inspect', `${path.join(dir, 'good.sdz')}!maps/none.smf`);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('has no entry maps/none.smf');
  });
});

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('textconv of an archive', () => {
  it('one line per entry with its size and content hash, whatever the packing', async () => {
    const solid = path.join(dir, 'textconv', 'solid.sd7');
    fs.mkdirSync(path.dirname(solid), { recursive: true });
    fs.writeFileSync(solid, await sevenZip(mapFiles(), { solid: true }));
    const a = await run('textconv', solid);
    const b = await run('textconv', path.join(dir, 'good.sdz'));
    expect(a.code).toBe(0);
    const lines = a.out.split('\n');
    expect(lines[0]).toBe('format = sd7');
    const map = lines.find((l) => l.startsWith(`entries["${MAP_NAME}"]`));
    expect(map).toMatch(/ = 747413 bytes, sha1:[0-9a-f]{40}$/);
    // The same files packed by 7-Zip and by a zip writer: the same lines after the format.
    expect(b.out.split('\n').slice(1).sort()).toEqual(lines.slice(1).sort());
  });

  it('an archive that cannot be opened exits 2 naming it', async () => {
    const bad = path.join(dir, 'textconv', 'bad.sdz');
    fs.writeFileSync(bad, new Uint8Array(50).fill(3));
    const r = await run('textconv', bad);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`cannot open ${bad}: not a`);
  });
});
