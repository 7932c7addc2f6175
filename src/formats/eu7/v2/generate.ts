// Synthetic, valid EU7v2 files from the project's own writer: a reusable module (file_kind module) and a sim root
// with every chunk of the catalogue in the emitter's order (eu7v2_emit_runtime.cpp, serialize). The root holds
// 1000 x scale INST instances (a million at scale 1000) and 10 x scale PLCE placements.
import { GeneratedFile } from '../../../core/format';
import { ByteWriter } from '../../../core/writer';
import { StringPool, strs } from '../writer';
import { Values, writeFields } from './fields';
import { recordKinds } from './records';
import { FileKind } from './layout';
import { chunk, fileHeader, instance, meta } from './writer';

const INSTANCES_PER_SCALE = 1000;
const MODELS = ['models/tree1.e3d', 'models/tree2.e3d', 'models/house.e3d', 'models/pole.e3d', 'models/fence.e3d'];

export function generateEu7v2(scale: number): GeneratedFile[] {
  const n = Math.max(1, Math.round(scale));
  return [
    { name: 'eu7v2/grass.eu7v2', bytes: moduleFile() },
    { name: 'eu7v2/scenario.eu7v2', bytes: simRoot(n * INSTANCES_PER_SCALE, 10 * n) },
  ];
}

const defaultMeta = {
  layoutVersion: 1,
  firstInitCount: 0,
  hasTerrainChunk: 0,
  hasPackChunk: 0,
  placementOriginX: 0,
  placementOriginY: 0,
  placementOriginZ: 0,
  placementRotationY: 0,
};

function records(w: ByteWriter, id: string, items: Values[]): void {
  const fields = recordKinds[id].fields;
  chunk(w, id, (c) => {
    c.u32(items.length);
    for (const v of items) writeFields(c, fields, v);
  });
}

function node(name: number, x = 0, z = 0): Values {
  return { name, area_center: { x, y: 0, z }, area_radius: 10, range_sq_max: 1e6, visible: 1 };
}

/** A grass module as the bake writes one per unique .inc: prototypes and instances around the origin. */
function moduleFile(): Uint8Array {
  const pool = new StringPool();
  const grass = pool.id('models/grass.e3d');
  const tex = pool.id('textures/grass.dds');
  const body = new ByteWriter();
  chunk(body, 'META', (c) =>
    meta(c, { ...defaultMeta, placementOriginX: 1, placementOriginY: 2, placementOriginZ: 3 }),
  );
  records(body, 'PROT', [{ model_file: grass, texture_file: tex, flags: 4, range_min: -1, range_max: -1 }]);
  chunk(body, 'INST', (c) => {
    c.u32(16);
    for (let i = 0; i < 16; i++) instance(c, { proto: 0, position: [i % 4, 0, i >> 2], angles: [0, i * 22.5, 0] });
  });
  return withStrings(FileKind.module, pool, body);
}

/** A sim root with every chunk kind: `instances` INST records, `placements` PLCE records, a few of each other kind. */
export function simRoot(instances: number, placements: number): Uint8Array {
  const pool = new StringPool();
  const protos = MODELS.map((m) => pool.id(m));
  const skin = pool.id('textures/skin2.dds');
  const modelType = pool.id('model');
  const inc = pool.id('scenery/grass.inc');
  const bin = pool.id('scenery/grass.eu7v2');
  const trackNames = Array.from({ length: 4 }, (_, i) => pool.id(`track_${i}`));
  const rail = pool.id('rail.dds');
  const body = new ByteWriter(instances * 48 + placements * 37 + (1 << 16));
  chunk(body, 'META', (c) => meta(c, { ...defaultMeta, firstInitCount: 3 }));
  records(body, 'INCL', [
    {
      source_line: 12,
      source_path: inc,
      binary_path: bin,
      parameters: [{ parameter: pool.id('none') }],
      origin_stack: [{ origin: { x: 100, y: 0, z: 200 } }],
      scale_stack: [],
      rotation: { y: 90 },
      group_depth: 0,
    },
  ]);
  records(
    body,
    'PLCE',
    Array.from({ length: placements }, (_, i) => ({
      module_path: bin,
      x: (i % 100) * 10,
      y: 0,
      z: Math.floor(i / 100) * 10,
      rotation_y: i % 360,
      cell_id: 0xff,
    })),
  );
  records(
    body,
    'PROT',
    protos.map((m, i) => ({
      model_file: m,
      flags: i % 3,
      range_min: -1,
      range_max: -1,
      light_states: i === 3 ? [{ state: 1 }, { state: 0 }] : [],
      light_colors: i === 3 ? [{ color: 0xffffff }] : [],
    })),
  );
  chunk(body, 'INST', (c) => {
    c.u32(instances);
    for (let i = 0; i < instances; i++)
      instance(c, {
        proto: i % protos.length,
        position: [(i % 1000) * 4, 0, Math.floor(i / 1000) * 4],
        angles: [0, (i * 37) % 360, 0],
        scale: i % 7 === 0 ? [1.5, 1.5, 1.5] : undefined,
        textureOverride: i % 11 === 0 ? skin : undefined,
        node: i % 13 === 0 ? { name: protos[i % protos.length], type: modelType } : undefined,
      });
  });
  const quad = [0, 1, 2].map((k) => ({ px: k, py: 0, pz: k === 2 ? 1 : 0, ny: 1, u: k, v: 0 }));
  records(body, 'MESH', [
    { material: pool.id('terrain/grass.mat'), translucent: 0, origin: { x: 0, y: 0, z: 0 }, vertices: quad },
  ]);
  records(body, 'SHPE', [
    { ...node(pool.id('platform')), translucent: 0, material: rail, origin: { x: 5 }, vertices: quad },
  ]);
  records(body, 'LINE', [
    {
      ...node(pool.id('fence_line')),
      line_width: 2,
      origin: {},
      vertices: [{ position: { x: 1 } }, { position: { z: 1 } }],
    },
  ]);
  records(
    body,
    'TRAK',
    trackNames.map((name, i) => ({
      ...node(name, i * 100),
      track_type: 1,
      category: 1,
      length: 100,
      track_width: 1.435,
      environment: 0,
      visibility: { material1: rail, tex_length: 4, material2: rail },
      paths: [
        {
          p_start: { x: i * 100 },
          cp_out: { x: i * 100 + 33 },
          cp_in: { x: i * 100 + 66 },
          p_end: { x: i * 100 + 100 },
        },
      ],
      tail_keywords: [{ key: pool.id('velocity'), value: pool.id('100') }],
    })),
  );
  const supply = pool.id('pws_1');
  records(body, 'TRAC', [
    {
      ...node(pool.id('wire_1')),
      power_supply_name: supply,
      nominal_voltage: 3000,
      material: 1,
      wire_count: 2,
      wire_p2: { x: 50 },
    },
  ]);
  records(body, 'PWRS', [
    { ...node(supply), nominal_voltage: 3000, internal_resistance: 0.2, max_output_current: 4000 },
  ]);
  const cell = pool.id('memcell_1');
  records(body, 'MEMC', [{ ...node(cell), text: pool.id('Sem'), value1: 1, track: { track_name: trackNames[0] } }]);
  const event = pool.id('event_1');
  records(body, 'LAUN', [
    {
      ...node(pool.id('launcher_1')),
      radius_squared: 100,
      event1_name: event,
      condition: { memcell_name: cell, compare_text: pool.id('*') },
      launch_hour: -1,
      launch_minute: -1,
    },
  ]);
  records(body, 'EVNT', [
    {
      name: event,
      type: 1,
      delay: 2,
      targets: [{ target: cell }],
      payload: [{ key: pool.id('text'), value: pool.id('Go') }],
    },
  ]);
  records(body, 'SOND', [{ ...node(pool.id('bird')), location: { x: 10 }, wav_file: pool.id('sounds/bird.wav') }]);
  records(body, 'DYNM', [
    {
      ...node(pool.id('EU07-424')),
      data_folder: pool.id('dynamic/pkp/eu07'),
      skin_file: pool.id('eu07.dds'),
      mmd_file: pool.id('eu07.mmd'),
      track_name: trackNames[1],
      offset: -1,
      coupling: 3,
      trainset: { trainset_index: 0 },
    },
  ]);
  records(body, 'TRST', [
    {
      name: pool.id('train_1'),
      track: trackNames[1],
      velocity: 40,
      vehicle_indices: [{ index: 0 }],
      couplings: [{ coupling: 3 }],
      driver_index: 0,
    },
  ]);
  return withStrings(FileKind.sim, pool, body);
}

/** Header, STRS (every id is known once the other chunks are written), then the chunks. */
function withStrings(kind: number, pool: StringPool, body: ByteWriter): Uint8Array {
  const w = new ByteWriter(body.length + (1 << 16));
  fileHeader(w, kind);
  chunk(w, 'STRS', (c) => strs(c, pool));
  w.bytes(body.written());
  return w.finish();
}
