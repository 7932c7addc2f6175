// One fixture per chunk of the catalogue, each record written from the upstream layout: the chunk decodes
// without a diagnostic, its record spans exactly the bytes written and its fields land where the layout puts them.
import { describe, expect, it } from 'vitest';
import { ByteWriter } from '../../../../src/core/writer';
import { eu7v2Format } from '../../../../src/formats/eu7/v2';
import { Chunk, NONE, STRINGS, diagnose, dvec3, lighting, nodeByPath, nodeRecord, strsChunk, v2File } from './fixtures';

interface Case {
  id: string;
  record: (w: ByteWriter) => void;
  /** Field path under the record -> expected value. */
  fields: Record<string, number | string | boolean>;
}

const vertex = (w: ByteWriter) => [1, 2, 3, 0, 1, 0, 0.5, 0.25].forEach((v) => w.f32(v));

const cases: Case[] = [
  {
    id: 'INCL',
    record: (w) => {
      w.u32(42).u32(1).u32(2);
      w.u32(2).u32(3).u32(0);
      w.u32(1);
      dvec3(w, 10, 20, 30);
      w.u32(0);
      dvec3(w, 0, 90, 0);
      w.u32(2);
    },
    fields: {
      source_line: 42,
      'parameters/items/[1]/parameter': 0,
      'origin_stack/items/[0]/origin/z': 30,
      group_depth: 2,
    },
  },
  {
    id: 'PLCE',
    record: (w) => w.u32(1).u32(NONE).f64(100.5).f64(2).f64(-3).f32(45).u8(0xff),
    fields: { module_path: 1, texture_override: NONE, x: 100.5, rotation_y: 45, cell_id: 0xff },
  },
  {
    id: 'PROT',
    record: (w) => w.u32(1).u32(2).u8(5).f32(-1).f32(500).u32(2).f32(1).f32(0.5).u32(1).u32(0xff00ff),
    fields: { flags: 5, range_max: 500, 'light_states/items/[1]/state': 0.5, 'light_colors/items/[0]/color': 0xff00ff },
  },
  {
    id: 'INST',
    record: (w) => {
      w.u8(7).u32(0).f64(1000.25).f64(5).f64(-2000.5).f32(0).f32(90).f32(0).u8(3);
      w.f32(2).f32(2).f32(2);
      w.u32(2);
      nodeRecord(w, 0, 3);
    },
    fields: { proto: 0, 'position/x': 1000.25, ay: 90, cell_id: 3, sy: 2, texture_override: 2, 'node/type': 3 },
  },
  {
    id: 'MESH',
    record: (w) => {
      w.u32(2).u8(1);
      dvec3(w, 500, 0, 500);
      w.u32(3);
      for (let i = 0; i < 3; i++) vertex(w);
    },
    fields: { material: 2, translucent: 1, 'origin/x': 500, 'vertices/items/[2]/v': 0.25 },
  },
  {
    id: 'SHPE',
    record: (w) => {
      nodeRecord(w);
      w.u8(0).u32(2);
      lighting(w);
      dvec3(w, 7, 8, 9);
      w.u32(1);
      vertex(w);
    },
    fields: { name: 0, 'area_center/z': 3, range_sq_max: 100, material: 2, 'origin/y': 8, 'vertices/items/[0]/px': 1 },
  },
  {
    id: 'LINE',
    record: (w) => {
      nodeRecord(w);
      lighting(w);
      w.f32(2.5);
      dvec3(w, 0, 0, 0);
      w.u32(2);
      dvec3(w, 1, 1, 1);
      dvec3(w, 4, 5, 6);
    },
    fields: { line_width: 2.5, 'vertices/items/[1]/position/y': 5 },
  },
  {
    id: 'TRAK',
    record: (w) => {
      nodeRecord(w);
      w.u8(1).u8(1).f32(100).f32(1.5).f32(0.15).f32(20).i32(20).i32(0).u8(0xff);
      w.u8(1).u32(2).f32(4).u32(2).f32(0.2).f32(0.5).f32(1.1);
      w.u32(1);
      dvec3(w, 0, 0, 0);
      w.f64(0);
      dvec3(w, 33, 0, 0);
      dvec3(w, 66, 0, 0);
      dvec3(w, 100, 0, 0);
      w.f64(0).f64(600);
      w.u32(1).u32(3).u32(0);
    },
    fields: {
      length: 100,
      environment: -1,
      'visibility/tex_slope': Math.fround(1.1),
      'paths/items/[0]/radius': 600,
      'tail_keywords/items/[0]/key': 3,
    },
  },
  {
    id: 'TRAC',
    record: (w) => {
      nodeRecord(w);
      w.u32(1).f32(3000).f32(400).f32(0.01).u8(2).f32(0.012).i32(0);
      for (let i = 0; i < 4; i++) dvec3(w, i, i, i);
      w.f64(5.6).f64(10).i32(2).f32(0.3);
      w.u8(1).u32(3);
    },
    fields: { nominal_voltage: 3000, material: 2, 'wire_p4/x': 3, wire_count: 2, 'parallel/parallel_name': 3 },
  },
  {
    id: 'PWRS',
    record: (w) => {
      nodeRecord(w);
      dvec3(w, 1, 2, 3);
      [3000, 50, 0.2, 4000, 1, 2, 3].forEach((v) => w.f32(v));
      w.u8(2);
    },
    fields: { voltage_frequency: 50, slow_fuse_timeout: 3, modifier: 2 },
  },
  {
    id: 'MEMC',
    record: (w) => {
      nodeRecord(w);
      w.u32(3).f64(1.5).f64(-2);
      w.u8(0);
    },
    fields: { text: 3, value2: -2, 'track/present': 0 },
  },
  {
    id: 'LAUN',
    record: (w) => {
      nodeRecord(w);
      dvec3(w, 1, 2, 3);
      w.f64(25).i32(65).f64(-1).u32(0).u32(NONE);
      w.u8(1).u32(1).u32(2).f64(1).f64(2).i32(3);
      w.u8(1).i32(12).i32(30);
    },
    fields: {
      radius_squared: 25,
      activation_key: 65,
      'condition/check_mask': 3,
      train_triggered: 1,
      launch_minute: 30,
    },
  },
  {
    id: 'EVNT',
    record: (w) => {
      w.u32(0).u8(4).f64(1).f64(2).f64(3).u8(0).u8(1);
      w.u32(2).u32(1).u32(2);
      w.u32(1).u32(3).u32(0);
    },
    fields: {
      name: 0,
      type: 4,
      delay_departure: 3,
      passive: 1,
      'targets/items/[1]/target': 2,
      'payload/items/[0]/value': 0,
    },
  },
  {
    id: 'SOND',
    record: (w) => {
      nodeRecord(w);
      dvec3(w, 4, 5, 6);
      w.u32(3);
    },
    fields: { 'location/y': 5, wav_file: 3 },
  },
  {
    id: 'DYNM',
    record: (w) => {
      nodeRecord(w);
      w.u32(1).u32(2).u32(3).u32(0).f64(12.5).u32(NONE).i32(3).u32(NONE).u32(NONE).f32(40).i32(2).u32(1);
      w.u8(1).u32(2);
      w.u8(1).u32(7);
    },
    fields: {
      offset: 12.5,
      coupling: 3,
      velocity: 40,
      load_count: 2,
      'destination/destination': 2,
      'trainset/trainset_index': 7,
    },
  },
  {
    id: 'TRST',
    record: (w) => {
      w.u32(0).u32(1).f32(10).f32(60);
      w.u32(1).u32(2).u32(3);
      w.u32(2).u32(0).u32(1);
      w.u32(1).i32(-3);
      w.u32(NONE);
    },
    fields: {
      velocity: 60,
      'assignment/items/[0]/value': 3,
      'vehicle_indices/items/[1]/index': 1,
      'couplings/items/[0]/coupling': -3,
      driver_index: NONE,
    },
  },
];

/** PROT with one record, for the files whose instances need a prototype. */
const protChunk: Chunk = ['PROT', (w) => w.u32(1).u32(1).u32(NONE).u8(0).f32(-1).f32(-1).u32(0).u32(0)];

describe('eu7v2 chunks against the upstream layouts', () => {
  for (const c of cases) {
    it(`${c.id}: one record spans its bytes, fields where the layout puts them`, async () => {
      const record = new ByteWriter();
      c.record(record);
      const chunks: Chunk[] = [
        strsChunk,
        ...(c.id === 'INST' ? [protChunk] : []),
        [c.id, (w) => w.u32(1).bytes(record.finish())],
      ];
      const bytes = v2File(chunks);
      const { root, diags } = await diagnose(bytes);
      expect(diags).toEqual([]);
      const r = nodeByPath(root, `${c.id}/records/[0]`);
      expect(r.length).toBe(record.length);
      expect(r.offset + r.length).toBe(bytes.length);
      for (const [path, value] of Object.entries(c.fields)) expect(nodeByPath(r, path).value, path).toBe(value);
      const encoded = eu7v2Format.encode(eu7v2Format.decode(bytes).model!);
      expect(encoded).toEqual(bytes);
    });
  }

  it('STRS: entries indexed, each shown with its text', async () => {
    const { root, diags } = await diagnose(v2File([strsChunk]));
    expect(diags).toEqual([]);
    expect(nodeByPath(root, 'STRS/strings/[1]/text').value).toBe(STRINGS[1]);
  });

  it('META: layout version, first-init count, flags and placement parameters in order', async () => {
    const bytes = v2File([strsChunk, ['META', (w) => w.u32(1).u32(9).u8(1).u8(0).u8(2).u8(3).u8(4).u8(5)]]);
    const { root, diags } = await diagnose(bytes);
    expect(diags).toEqual([]);
    const m = nodeByPath(root, 'META');
    expect(
      ['first_init_count', 'has_terrain_chunk', 'placement_origin_z', 'placement_rotation_y'].map(
        (f) => nodeByPath(m, f).value,
      ),
    ).toEqual([9, 1, 4, 5]);
  });

  it('INST without optional parts is 42 bytes; every flag bit adds its part', async () => {
    const bytes = v2File([
      strsChunk,
      protChunk,
      [
        'INST',
        (w) =>
          w
            .u32(2)
            .u8(0)
            .u32(0)
            .f64(1)
            .f64(2)
            .f64(3)
            .f32(0)
            .f32(0)
            .f32(0)
            .u8(0xff)
            .u8(1)
            .u32(0)
            .f64(1)
            .f64(2)
            .f64(3)
            .f32(0)
            .f32(0)
            .f32(0)
            .u8(0)
            .f32(1)
            .f32(2)
            .f32(3),
      ],
    ]);
    const { root, diags } = await diagnose(bytes);
    expect(diags).toEqual([]);
    expect([0, 1].map((i) => nodeByPath(root, `INST/records/[${i}]`).length)).toEqual([42, 54]);
  });
});
