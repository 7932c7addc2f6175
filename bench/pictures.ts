// Picture timings and memory (a script, not a test): `npx esbuild bench/pictures.ts --bundle --platform=node
// --outfile=.bench/pictures.cjs && node --expose-gc .bench/pictures.cjs`. For an 8192x8192-square Spring map: the
// first (downsampled) height-map picture after the tree, and a full-resolution region; for a Logic World save of
// a million components: the plan; for a 2048x2048-square map, its height map exported as PNG and imported back.
// Memory is the growth of the process's array buffers and heap over the decoded file, against the file's size.
import { analyze } from '../src/analysis';
import { familyById } from '../src/formats';
import { importPictures } from '../src/core/pictures/import';
import { PictureSession } from '../src/editor/picture-session';

const mb = (n: number) => `${(n / 1e6).toFixed(0)} MB`;
const used = () => {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

async function run(family: string, scale: number, pick: (name: string) => boolean, picture: string, step: number) {
  const file = familyById(family)!
    .generate(scale)
    .find((f) => pick(f.name))!;
  const t0 = performance.now();
  const a = await analyze(file.name, file.bytes, { decodeOnly: true });
  const tree = performance.now() - t0;
  const before = used();
  const t1 = performance.now();
  const session = new PictureSession(a.format, a.decoded, file.bytes, a.diagnostics);
  const data = await session.answer({ kind: 'picture', name: picture, step });
  const first = performance.now() - t1;
  const extra = used() - before;
  console.log(
    `${file.name} (${mb(file.bytes.length)}): tree ${tree.toFixed(0)} ms, first ${picture} picture ` +
      `${first.toFixed(0)} ms (${data?.width}x${data?.height}, step ${step}), extra memory ${mb(extra)}`,
  );
  return session;
}

async function main() {
  const smf = await run('smf', 64, (n) => n.endsWith('.smf'), 'height', 5);
  const t = performance.now();
  const region = await smf.answer({
    kind: 'picture',
    name: 'height',
    region: { x: 4000, y: 4000, width: 1024, height: 1024 },
  });
  console.log(
    `  full-resolution 1024x1024 region on zoom: ${(performance.now() - t).toFixed(0)} ms (${region?.width}x${region?.height})`,
  );
  const t2 = performance.now();
  await smf.answer({ kind: 'pictureSource', name: 'height', x: 8000, y: 100 });
  console.log(`  pixel -> bytes: ${(performance.now() - t2).toFixed(2)} ms`);
  const lw = await run('blotter', 1000, (n) => n.endsWith('.logicworld') && n.startsWith('world'), 'plan', 1);
  const t3 = performance.now();
  await lw.answer({ kind: 'pictureSource', name: 'plan', x: 1000, y: 40, radius: 3 });
  const t4 = performance.now();
  // Later hovers use the grid the first one built.
  const hovers = 100;
  for (let i = 0; i < hovers; i++)
    await lw.answer({ kind: 'pictureSource', name: 'plan', x: 20 * i, y: 40, radius: 3 });
  console.log(
    `  hover hit test over the plan: first (builds the grid) ${(t4 - t3).toFixed(0)} ms, then ` +
      `${((performance.now() - t4) / hovers).toFixed(2)} ms`,
  );
}

/** Export -> import of a map's height map: the PNG written, then read back (checked, inflated, decoded) and encoded. */
async function importTiming(scale: number) {
  const file = familyById('smf')!
    .generate(scale)
    .find((f) => f.name.endsWith('.smf'))!;
  const a = await analyze(file.name, file.bytes, { decodeOnly: true });
  const session = new PictureSession(a.format, a.decoded, file.bytes, a.diagnostics);
  const t0 = performance.now();
  const png = (await session.answer({ kind: 'picturePng', name: 'height' }))!;
  const exported = performance.now() - t0;
  const before = used();
  const t1 = performance.now();
  const out = await importPictures(a.format, a.decoded, file.bytes, [{ name: 'height', png }], 'keep');
  const imported = performance.now() - t1;
  const extra = used() - before;
  const same = Buffer.from(out).equals(Buffer.from(file.bytes));
  console.log(
    `${file.name} (${mb(file.bytes.length)}): height map PNG (${mb(png.length)}) exported in ${exported.toFixed(0)} ms, ` +
      `imported in ${imported.toFixed(0)} ms (${same ? 'identical bytes' : 'DIFFERENT bytes'}), extra memory ${mb(extra)}`,
  );
}

void main().then(() => importTiming(16));
