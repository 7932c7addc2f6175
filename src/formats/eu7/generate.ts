// Synthetic, valid EU7B files from the project's own writer: a v6 module with every module chunk kind, a v6
// terrain file and a v9 root scenario whose PACK holds ~1000 x scale models in format-6 sections. From scale 100
// on the module grows with the scale too (~250 records per unit: a million at 4000), for the record-chunk paths.
import { GeneratedFile } from '../../core/format';
import { ByteWriter } from '../../core/writer';
import { TAIL_CUSTOM } from './enums';
import { IncludeRecord, Vec3 } from './layout';
import { NO_STRING } from './common/string-table';
import {
  DEFAULT_LIGHTING,
  SOLO_SIZE,
  StringPool,
  chunk,
  counted,
  fileHeader,
  fint,
  incl,
  instRecord,
  lightingBlock,
  modelRecord,
  packedVertex,
  pidx,
  plac,
  prototype,
  slimNode,
  soloRecord,
  strs,
  terr,
  vec3,
} from './writer';
import { INST13_SIZE } from './pack/records';

const MODELS_PER_SCALE = 1000;
const MESHES = [
  'models/tree1.e3d',
  'models/tree2.e3d',
  'models/house.e3d',
  'models/pole.e3d',
  'models/fence.e3d',
  'models/bush.e3d',
];
const TEXTURES = ['textures/bark.dds', 'textures/brick.dds', 'textures/leaf.dds'];
const NAMES = Array.from({ length: 16 }, (_, i) => `obj_${i}`);

/** Scale from which the module's record count grows linearly, and records per chunk kind per unit from there. */
const BIG_MODULE_SCALE = 100;
const MODULE_RECORDS_PER_SCALE = 14;
/** Includes stay few (a module includes a handful of parts, whatever its size). */
const MAX_INCLUDES = 64;
/** Bytes the module takes per `n` (all record kinds together, MODL at 10 x n): sizes the writer up front. */
const MODULE_BYTES_PER_N = 1300;

export function generateEu7(scale: number): GeneratedFile[] {
  const small = Math.max(1, Math.round(Math.sqrt(scale)));
  return [
    {
      name: 'module_v6.eu7',
      bytes: moduleFile(6, scale >= BIG_MODULE_SCALE ? MODULE_RECORDS_PER_SCALE * scale : small),
    },
    { name: 'terrain_v6.eu7', bytes: terrainFile(small) },
    { name: 'scenario_v9.eu7', bytes: rootFile(scale) },
  ];
}

/** Modules in the legacy versions readers still accept (the writer emits 6 and 9): 4 and 5 store includes without a
 * site transform, 7 and 8 read like 6 for a module without model packs. */
export function generateEu7Variants(): GeneratedFile[][] {
  return [4, 5, 7, 8].map((version) => [{ name: `module_v${version}.eu7`, bytes: moduleFile(version, 1) }]);
}

function pool(): StringPool {
  const p = new StringPool();
  for (const s of [
    ...MESHES,
    ...TEXTURES,
    ...NAMES,
    'rails/rail1',
    'ballast/stone',
    'grass/field',
    'wire_cu',
    'cu',
    'substation',
    'mc_signal',
    'SetVelocity',
    'launcher',
    'ev_start',
    'ev_stop',
    'EU07',
    'EU07-424',
    'headdriver',
    '3',
    'sounds/birds.wav',
    'train_1',
    'scenery/part.scm',
    'scenery/part.eu7',
    'param',
    '100',
    'velocity',
    'track_1',
    'custom_key',
  ])
    p.id(s);
  return p;
}

/** STRS, INCL, PLAC, TRAK, MESH, LINE (the head every module and scenario shares), with `n` records each. */
function head(w: ByteWriter, p: StringPool, version: number, n: number): void {
  chunk(w, 'STRS', (c) => strs(c, p));
  const includes: IncludeRecord[] = Array.from({ length: Math.min(n, MAX_INCLUDES) }, (_, i) => ({
    sourceLine: 10 + i,
    sourcePath: p.id('scenery/part.scm'),
    binaryPath: p.id('scenery/part.eu7'),
    parameters: [p.id('param')],
    siteTransform: { origins: [[i * 100, 0, 0]], scales: [], rotation: [0, 90, 0], groupDepth: 0 },
  }));
  chunk(w, 'INCL', (c) => incl(c, includes, version));
  chunk(w, 'PLAC', (c) => plac(c, [1, 0, 2, 3]));
  chunk(w, 'TRAK', (c) =>
    counted(c, n, () => {
      for (let i = 0; i < n; i++) {
        slimNode(c, { name: p.id('track_1'), bounds: { center: [i * 100, 0, 50], radius: 60 } });
        c.u8(1 + (i % 5))
          .u8(1)
          .f32(100)
          .f32(1.435)
          .f32(0.15)
          .f32(20)
          .i32(20)
          .i32(0)
          .u8(1)
          .u8(1);
        c.u32(p.id('rails/rail1')).f32(4).u32(p.id('ballast/stone')).f32(0.2).f32(0.5).f32(1.1);
        c.u32(1);
        vec3(c, [i * 100, 0, 0]);
        c.f32(0);
        vec3(c, [i * 100, 0, 33]);
        vec3(c, [i * 100, 0, 66]);
        vec3(c, [i * 100, 0, 100]);
        c.f32(0).f32(0);
        c.u32(2).u8(7).u32(p.id('100')).u8(TAIL_CUSTOM).u32(p.id('custom_key')).u32(p.id('velocity'));
      }
    }),
  );
  chunk(w, 'MESH', (c) =>
    counted(c, n, () => {
      for (let i = 0; i < n; i++) {
        c.u8(i % 3);
        slimNode(c, { name: p.id(NAMES[i % NAMES.length]) });
        c.u8(0)
          .u32(p.id('textures/brick.dds'))
          .u8(i % 2);
        if (i % 2) lightingBlock(c);
        vec3(c, [i * 10, 0, 0]);
        c.u32(3);
        for (let k = 0; k < 3; k++) packedVertex(c, { position: [k, 0, k * 2], normal: [0, 1, 0], uv: [k * 0.5, 1] });
      }
    }),
  );
  chunk(w, 'LINE', (c) =>
    counted(c, n, () => {
      for (let i = 0; i < n; i++) {
        c.u8(i % 3);
        slimNode(c, {});
        c.u8(0).f32(2);
        vec3(c, [0, 0, 0]);
        c.u32(2);
        vec3(c, [i, 0, 0]);
        vec3(c, [i, 5, 0]);
      }
    }),
  );
}

/** The logic chunks that follow the models: TRAC ... FINT. */
function tail(w: ByteWriter, p: StringPool, n: number): void {
  chunk(w, 'TRAC', (c) =>
    counted(c, n, () => {
      for (let i = 0; i < n; i++) {
        slimNode(c, { name: p.id('wire_cu') });
        c.u32(p.id('substation')).u8(1).f32(3000).f32(1000).f32(0.01).f32(0.01).u32(p.id('cu')).f32(0.01).i32(0);
        for (let k = 0; k < 4; k++) vec3(c, [i * 50, 5 + k * 0.1, k]);
        c.f32(5)
          .f32(50)
          .i32(2)
          .f32(0)
          .u8(i % 2);
        if (i % 2) c.u32(p.id('wire_cu'));
      }
    }),
  );
  chunk(w, 'PWRS', (c) =>
    counted(c, 1, () => {
      slimNode(c, { name: p.id('substation') });
      vec3(c, [0, 0, 0]);
      c.f32(3000).f32(0).f32(0.2).f32(0.2).f32(4000).f32(0.5).f32(1).f32(2).u8(2);
    }),
  );
  chunk(w, 'MEMC', (c) =>
    counted(c, n, () => {
      for (let i = 0; i < n; i++) {
        slimNode(c, { name: p.id('mc_signal') });
        c.u32(p.id('SetVelocity')).f32(60).f32(0).u32(NO_STRING);
      }
    }),
  );
  chunk(w, 'LAUN', (c) =>
    counted(c, n, () => {
      for (let i = 0; i < n; i++) {
        slimNode(c, { name: p.id('launcher') });
        vec3(c, [i, 0, 0]);
        c.f32(100)
          .u32(NO_STRING)
          .i32(0)
          .f32(-1)
          .u32(p.id('ev_start'))
          .u32(NO_STRING)
          .i32(-1)
          .i32(-1)
          .u8(i % 2);
        if (i % 2) c.u32(p.id('mc_signal')).u32(p.id('SetVelocity')).f32(60).f32(0).i32(3);
        c.u8(0);
      }
    }),
  );
  chunk(w, 'DYNM', (c) =>
    counted(c, n, () => {
      for (let i = 0; i < n; i++) {
        slimNode(c, { name: p.id('EU07-424') });
        for (const s of ['EU07', 'EU07-424', 'EU07', 'track_1', 'headdriver']) c.u32(p.id(s));
        c.u32(NO_STRING).u32(NO_STRING).u32(p.id('3')).f32(-1).i32(3).i32(0).f32(0).u8(0).u8(1).u32(0);
      }
    }),
  );
  chunk(w, 'SOND', (c) =>
    counted(c, 1, () => {
      slimNode(c, { bounds: { center: [0, 0, 0], radius: 100 } });
      vec3(c, [0, 2, 0]);
      c.u32(p.id('sounds/birds.wav'));
    }),
  );
  chunk(w, 'TRSE', (c) =>
    counted(c, 1, () => {
      c.u32(p.id('train_1')).u32(p.id('track_1')).f32(20).f32(30).u32(1).u32(p.id('velocity')).u32(p.id('100'));
      c.u32(1).u32(0).u32(1).i32(3).u32(0);
    }),
  );
  chunk(w, 'EVNT', (c) =>
    counted(c, n, () => {
      for (let i = 0; i < n; i++) {
        c.u32(p.id(i % 2 ? 'ev_stop' : 'ev_start'))
          .u8(i % 19)
          .f32(i)
          .u32(1)
          .u32(p.id('mc_signal'))
          .f32(0)
          .f32(0)
          .u8(0)
          .u8(0);
        c.u32(1).u32(p.id('velocity')).u32(p.id('100'));
      }
    }),
  );
  chunk(w, 'FINT', (c) => fint(c, n));
}

function moduleFile(version: number, n: number): Uint8Array {
  const p = pool();
  const w = new ByteWriter(MODULE_BYTES_PER_N * n + (1 << 16));
  fileHeader(w, version);
  head(w, p, version, n);
  chunk(w, 'MODL', (c) =>
    counted(c, n * 10, () => {
      for (let i = 0; i < n * 10; i++) {
        modelRecord(c, {
          node: { name: p.id(NAMES[i % NAMES.length]), rangeMax: 250000 },
          location: [i * 7, 0, i * 3],
          angles: [0, i % 360, 0],
          modelFile: p.id(MESHES[i % MESHES.length]),
          textureFile: p.id(TEXTURES[i % TEXTURES.length]),
          lightStates: i % 4 ? [] : [1, 0],
          lightColors: i % 4 ? [] : [0xff00ffff],
        });
      }
    }),
  );
  tail(w, p, n);
  return w.written();
}

function terrainFile(n: number): Uint8Array {
  const p = pool();
  const w = new ByteWriter(1 << 16);
  fileHeader(w, 6);
  chunk(w, 'STRS', (c) => strs(c, p));
  chunk(w, 'INCL', (c) => incl(c, [], 6));
  chunk(w, 'TRAK', (c) => counted(c, 0, () => {}));
  chunk(w, 'TERR', (c) =>
    terr(c, 4 | 2, p.id('grass/field'), DEFAULT_LIGHTING, n, () => {
      for (let b = 0; b < n; b++) {
        c.i32(250 + b)
          .i32(250)
          .u32(6);
        for (let k = 0; k < 6; k++)
          packedVertex(c, {
            position: [b * 1000 + k * 100, 0, k % 2 ? 100 : 0],
            normal: [0, 1, 0],
            uv: [k % 2, (k >> 1) % 2],
          });
      }
    }),
  );
  return w.finish();
}

interface SectionPlan {
  row: number;
  column: number;
  models: number;
  solo: number;
  chunks: number[];
}

const SOLO_SHARE = 0.2;

function planSections(total: number): SectionPlan[] {
  const count = Math.min(400, Math.max(4, Math.ceil(total / 2500)));
  const side = Math.ceil(Math.sqrt(count));
  return Array.from({ length: count }, (_, k) => {
    const models = Math.floor(total / count) + (k < total % count ? 1 : 0);
    const per = models > 1024 ? 256 : 512;
    const chunks = Array.from({ length: Math.max(1, Math.ceil(models / per)) }, (_, c) =>
      Math.min(per, models - c * per),
    );
    return { row: 240 + Math.floor(k / side), column: 240 + (k % side), models, solo: 0, chunks };
  });
}

const soloOf = (entries: number) => Math.round(entries * SOLO_SHARE);

function sectionSize(s: SectionPlan): number {
  const records = s.chunks.reduce((n, e) => n + soloOf(e) * SOLO_SIZE + (e - soloOf(e)) * INST13_SIZE, 0);
  return 9 + 4 + 4 * MESHES.length + 4 + 4 * TEXTURES.length + 4 + 12 * s.chunks.length + records;
}

function rootFile(scale: number): Uint8Array {
  const p = pool();
  const plan = planSections(MODELS_PER_SCALE * scale);
  const sizes = plan.map(sectionSize);
  const packBytes = sizes.reduce((a, b) => a + b, 0);
  const w = new ByteWriter(packBytes + (1 << 16) + 16 * plan.length);
  fileHeader(w, 9);
  head(w, p, 9, 3);
  let offset = 0;
  chunk(w, 'PIDX', (c) =>
    pidx(
      c,
      plan.map((s, i) => {
        const e = { row: s.row, column: s.column, models: s.models, offset };
        offset += sizes[i];
        return e;
      }),
    ),
  );
  chunk(w, 'PROT', (c) =>
    counted(c, MESHES.length, () => {
      MESHES.forEach((m, i) =>
        prototype(
          c,
          { node: { name: p.id(NAMES[i]) }, modelFile: p.id(m), resolvedTexture: p.id(TEXTURES[i % TEXTURES.length]) },
          9,
        ),
      );
    }),
  );
  chunk(w, 'PACK', (c) => plan.forEach((s) => section(c, s, p)));
  tail(w, p, 3);
  return w.written();
}

function section(w: ByteWriter, s: SectionPlan, p: StringPool): void {
  const start = w.length;
  const solo = s.chunks.reduce((n, e) => n + soloOf(e), 0);
  w.u8(6)
    .u32(solo)
    .u32(s.models - solo);
  w.u32(MESHES.length);
  MESHES.forEach((m) => w.u32(p.id(m)));
  w.u32(TEXTURES.length);
  TEXTURES.forEach((t) => w.u32(p.id(t)));
  w.u32(s.chunks.length);
  let at = w.length - start + 12 * s.chunks.length;
  for (const e of s.chunks) {
    w.u32(soloOf(e))
      .u32(e - soloOf(e))
      .u32(at);
    at += soloOf(e) * SOLO_SIZE + (e - soloOf(e)) * INST13_SIZE;
  }
  const x0 = (s.column - 250) * 1000;
  const z0 = (s.row - 250) * 1000;
  let k = 0;
  for (const e of s.chunks) {
    for (let i = 0; i < e; i++, k++) {
      const pos: Vec3 = [x0 + ((k * 37) % 1000), 0, z0 + ((k * 91) % 1000)];
      const cell = Math.floor((pos[2] - z0) / 250) * 4 + Math.floor((pos[0] - x0) / 250);
      if (i < soloOf(e))
        soloRecord(
          w,
          p.id(NAMES[k % NAMES.length]),
          pos,
          k % 360,
          k % MESHES.length,
          k % 5 ? k % TEXTURES.length : 0xffff,
          cell,
        );
      else instRecord(w, k % MESHES.length, pos, k % 360, k % 7 ? NO_STRING : p.id(NAMES[k % NAMES.length]), cell);
    }
  }
}
