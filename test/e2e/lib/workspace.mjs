// The folder VS Code opens in the e2e run, written by the project's own generators (never committed binaries):
//   <family>/…        each format's generated sample files
//   broken/…          generated files with their leading bytes (magic / version) overwritten
//   mystery.bin       a generated .smf under a name no format claims (for "Reopen with Hex Atlas")
//   import/…          a copy of the generated map and a 16-bit height map PNG to import into it
//   large/…           `generate smf --scale 32` (about 48 MB) for open and scroll timings
import fs from 'node:fs';
import path from 'node:path';
import { encode } from 'fast-png';
import { claims, formats, generate, validate } from './cli.mjs';

/** The registered format families' ids, from the CLI build under test. */
export function familyIds() {
  return formats().map((f) => f.id);
}
// 4096 x 4096 map units: about 48 MB of .smf.
const LARGE_SCALE = 32;

/**
 * Writes the workspace into `dir` (emptied first). Each family records its files and which of them open in Hex Atlas
 * by default (package.json's default custom editor, which a unit test holds equal to the registry's patterns).
 * `large: false` leaves out the large map (for demos); `only`: these families' files alone.
 */
export function prepareWorkspace(dir, { large = true, only } = {}) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const rel = (file) => path.relative(dir, file).split(path.sep).join('/');
  const families = {};
  for (const family of only ?? familyIds()) {
    const files = generate(family, path.join(dir, family)).files.map(rel);
    const byDefault = claims(files).map((c) => c.opensByDefault);
    families[family] = { files, defaultFiles: files.filter((_, i) => byDefault[i]) };
  }
  const broken = {};
  for (const family of Object.keys(families)) {
    const first = families[family].defaultFiles[0];
    if (first) broken[family] = corruptHead(dir, first, path.join(dir, 'broken'));
  }
  const ws = { dir, families, broken };
  const smf = families.smf.files.find((f) => f.endsWith('.smf'));
  if (smf) ws.fixable = misplaceTilesPointer(dir, smf, path.join(dir, 'broken'));
  if (smf) ws.importable = heightMapToImport(dir, smf, path.join(dir, 'import'));
  if (smf) {
    fs.copyFileSync(path.join(dir, smf), path.join(dir, 'mystery.bin'));
    ws.mystery = { file: 'mystery.bin', sameAs: smf };
  }
  if (smf && large) {
    const big = generate('smf', path.join(dir, 'large'), LARGE_SCALE);
    const bigSmf = big.files.find((f) => f.endsWith('.smf'));
    if (bigSmf) ws.large = { file: rel(bigSmf), size: fs.statSync(bigSmf).size };
  }
  return ws;
}

/** The header field a Fix repairs in the scenario: tilesPtr (RecoilEngine rts/Map/SMF/SMFFormat.h), at 0x3C. */
const TILES_PTR = 0x3c;

/**
 * Copies the map `relFile` (with its tile files, so nothing else is wrong) into `outDir` as `fixable.smf` with its
 * tilesPtr 3 bytes off: one error whose repair the rest of the file determines. Returns the file and the pointer's
 * bytes before and after the damage.
 */
function misplaceTilesPointer(dir, relFile, outDir) {
  fs.mkdirSync(outDir, { recursive: true });
  const folder = path.dirname(path.join(dir, relFile));
  for (const f of fs.readdirSync(folder))
    if (f.endsWith('.smt')) fs.copyFileSync(path.join(folder, f), path.join(outDir, f));
  const bytes = fs.readFileSync(path.join(dir, relFile));
  const good = [...bytes.subarray(TILES_PTR, TILES_PTR + 4)];
  bytes.writeInt32LE(bytes.readInt32LE(TILES_PTR) + 3, TILES_PTR);
  const target = path.join(outDir, 'fixable.smf');
  fs.writeFileSync(target, bytes);
  const rel = path.relative(dir, target).split(path.sep).join('/');
  return { file: rel, offset: TILES_PTR, good, damaged: [...bytes.subarray(TILES_PTR, TILES_PTR + 4)] };
}

/** Header fields of a Spring map (RecoilEngine rts/Map/SMF/SMFFormat.h): mapx, minHeight, maxHeight, heightmapPtr. */
const SMF = { mapx: 24, mapy: 28, minHeight: 44, maxHeight: 48, heightmapPtr: 52 };

/**
 * Copies the map `relFile` (with its tile files) into `outDir` as `map.smf`, beside `height.png`: a 16-bit height
 * map of the map's size whose values rise from 1000 at the top left, by 140 a column and 1 a row. Returns both files, the
 * height map's offset and width, the image's values, and the header's height range.
 */
function heightMapToImport(dir, relFile, outDir) {
  fs.mkdirSync(outDir, { recursive: true });
  const folder = path.dirname(path.join(dir, relFile));
  for (const f of fs.readdirSync(folder))
    if (f.endsWith('.smt')) fs.copyFileSync(path.join(folder, f), path.join(outDir, f));
  const bytes = fs.readFileSync(path.join(dir, relFile));
  fs.writeFileSync(path.join(outDir, 'map.smf'), bytes);
  const [width, height] = [bytes.readInt32LE(SMF.mapx) + 1, bytes.readInt32LE(SMF.mapy) + 1];
  const [base, column, row] = [1000, 140, 1];
  const value = (x, y) => base + column * x + row * y;
  const data = new Uint16Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = value(x, y);
  fs.writeFileSync(path.join(outDir, 'height.png'), encode({ width, height, data, depth: 16, channels: 1 }));
  const rel = (f) => path.relative(dir, path.join(outDir, f)).split(path.sep).join('/');
  return {
    file: rel('map.smf'),
    png: path.join(outDir, 'height.png'),
    offset: bytes.readInt32LE(SMF.heightmapPtr),
    width,
    image: { base, column, row, last: data[data.length - 1] },
    range: [bytes.readFloatLE(SMF.minHeight), bytes.readFloatLE(SMF.maxHeight)],
  };
}

/**
 * Copies `relFile` into `outDir` with its first four bytes (magic or version) replaced by 0xEE. The expected
 * diagnostics are what the CLI reports for the copy; a copy the codec finds no error in is of no use.
 */
function corruptHead(dir, relFile, outDir) {
  const source = path.join(dir, relFile);
  const target = path.join(outDir, relFile);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const bytes = fs.readFileSync(source);
  bytes.fill(0xee, 0, Math.min(4, bytes.length));
  fs.writeFileSync(target, bytes);
  const diagnostics = validate(target);
  if (!diagnostics.some((d) => d.severity === 'error')) {
    return { unavailable: `corrupting the first bytes of ${relFile} gives no error diagnostic` };
  }
  return { file: path.relative(dir, target).split(path.sep).join('/'), diagnostics };
}
