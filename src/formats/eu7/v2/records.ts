// The record chunks of EU7v2, each a u32 count and that many records, declared field by field as the upstream
// writers lay them out (scene/eu7/v2/eu7v2_scene.h: PROT, MESH, SHPE, LINE; eu7v2_records.h: the rest). INST has
// presence bits instead of presence bytes and is read by ./inst.
import {
  Field,
  bool,
  dvec3,
  f32,
  f64,
  i32,
  i8,
  layoutOf,
  lightingBlock,
  list,
  meshVertex,
  minSize,
  nodeRecord,
  opt,
  sid,
  u32,
  u8,
} from './fields';
import { Layout } from '../chunks/scan';
import { counted, msg, type Text } from '../../../core/translatable';

export interface RecordKind {
  title: Text;
  /** Record type label, e.g. "Track". */
  type: string;
  /** The record count with its noun, for summaries. */
  noun: (n: number) => Text;
  /** The loader resolves this chunk's strings after reading the whole file, not as it reads the chunk. */
  deferred: boolean;
  fields: Field[];
  layout: Layout;
  minSize: number;
}

function kind(title: Text, type: string, noun: (n: number) => Text, fields: Field[], deferred = false): RecordKind {
  let layout: Layout | undefined;
  return {
    title,
    type,
    noun,
    deferred,
    fields,
    // Made when a file with such records is read: every kind's at every start of the CLI took 1.5-2 ms.
    get layout() {
      return (layout ??= layoutOf(fields));
    },
    minSize: minSize(fields),
  };
}

const keyValue = [sid('key'), sid('value')];

/** TransformRecord: the origin and scale stacks at the include site, rotation (degrees) and group depth. */
const transform: Field[] = [
  list('origin_stack', 'dvec3', dvec3('origin')),
  list('scale_stack', 'dvec3', dvec3('scale')),
  dvec3('rotation'),
  u32('group_depth'),
];

export const recordKinds: Record<string, RecordKind> = {
  INCL: kind(
    msg`includes`,
    'Include',
    (n) => counted(n, 'include'),
    [
      u32('source_line'),
      sid('source_path'),
      sid('binary_path'),
      list('parameters', 'string_id', sid('parameter')),
      ...transform,
    ],
    true,
  ),
  PLCE: kind(
    msg`module placements`,
    'Placement',
    (n) => counted(n, 'placement'),
    [sid('module_path'), sid('texture_override'), f64('x'), f64('y'), f64('z'), f32('rotation_y'), u8('cell_id')],
    true,
  ),
  PROT: kind(
    msg`model prototypes`,
    'Prototype',
    (n) => counted(n, 'prototype'),
    [
      sid('model_file'),
      sid('texture_file'),
      u8('flags'),
      f32('range_min'),
      f32('range_max'),
      list('light_states', 'f32', f32('state')),
      list('light_colors', 'u32', u32('color')),
    ],
    true,
  ),
  MESH: kind(msg`terrain meshes`, 'TerrainMesh', (n) => counted(n, 'mesh', 'meshes'), [
    sid('material'),
    bool('translucent'),
    dvec3('origin'),
    list('vertices', 'MeshVertex', ...meshVertex),
  ]),
  SHPE: kind(msg`shapes`, 'Shape', (n) => counted(n, 'shape'), [
    ...nodeRecord,
    bool('translucent'),
    sid('material'),
    lightingBlock,
    dvec3('origin'),
    list('vertices', 'MeshVertex', ...meshVertex),
  ]),
  LINE: kind(msg`lines`, 'Lines', (n) => counted(n, 'line'), [
    ...nodeRecord,
    lightingBlock,
    f32('line_width'),
    dvec3('origin'),
    list('vertices', 'dvec3', dvec3('position')),
  ]),
  TRAK: kind(msg`tracks`, 'Track', (n) => counted(n, 'track'), [
    ...nodeRecord,
    u8('track_type'),
    u8('category'),
    f32('length'),
    f32('track_width'),
    f32('friction'),
    f32('sound_distance'),
    i32('quality_flag'),
    i32('damage_flag'),
    i8('environment'),
    opt(
      'visibility',
      sid('material1'),
      f32('tex_length'),
      sid('material2'),
      f32('tex_height1'),
      f32('tex_width'),
      f32('tex_slope'),
    ),
    list(
      'paths',
      'TrackPath',
      dvec3('p_start'),
      f64('roll_start'),
      dvec3('cp_out'),
      dvec3('cp_in'),
      dvec3('p_end'),
      f64('roll_end'),
      f64('radius'),
    ),
    list('tail_keywords', 'KeyValue', ...keyValue),
  ]),
  TRAC: kind(msg`traction wires`, 'Traction', (n) => counted(n, 'wire'), [
    ...nodeRecord,
    sid('power_supply_name'),
    f32('nominal_voltage'),
    f32('max_current'),
    f32('resistivity'),
    u8('material'),
    f32('wire_thickness'),
    i32('damage_flag'),
    dvec3('wire_p1'),
    dvec3('wire_p2'),
    dvec3('wire_p3'),
    dvec3('wire_p4'),
    f64('min_height'),
    f64('segment_length'),
    i32('wire_count'),
    f32('wire_offset'),
    opt('parallel', sid('parallel_name')),
  ]),
  PWRS: kind(msg`power sources`, 'PowerSource', (n) => counted(n, 'power source'), [
    ...nodeRecord,
    dvec3('position'),
    f32('nominal_voltage'),
    f32('voltage_frequency'),
    f32('internal_resistance'),
    f32('max_output_current'),
    f32('fast_fuse_timeout'),
    f32('fast_fuse_repetition'),
    f32('slow_fuse_timeout'),
    u8('modifier'),
  ]),
  MEMC: kind(msg`memory cells`, 'MemCell', (n) => counted(n, 'memory cell'), [
    ...nodeRecord,
    sid('text'),
    f64('value1'),
    f64('value2'),
    opt('track', sid('track_name')),
  ]),
  LAUN: kind(msg`event launchers`, 'EventLauncher', (n) => counted(n, 'launcher'), [
    ...nodeRecord,
    dvec3('location'),
    f64('radius_squared'),
    i32('activation_key'),
    f64('delta_time'),
    sid('event1_name'),
    sid('event2_name'),
    opt(
      'condition',
      sid('memcell_name'),
      sid('compare_text'),
      f64('compare_value1'),
      f64('compare_value2'),
      i32('check_mask'),
    ),
    bool('train_triggered'),
    i32('launch_hour'),
    i32('launch_minute'),
  ]),
  EVNT: kind(msg`events`, 'Event', (n) => counted(n, 'event'), [
    sid('name'),
    u8('type'),
    f64('delay'),
    f64('delay_random'),
    f64('delay_departure'),
    bool('ignored'),
    bool('passive'),
    list('targets', 'string_id', sid('target')),
    list('payload', 'KeyValue', ...keyValue),
  ]),
  SOND: kind(msg`sounds`, 'Sound', (n) => counted(n, 'sound'), [...nodeRecord, dvec3('location'), sid('wav_file')]),
  DYNM: kind(msg`vehicles`, 'Dynamic', (n) => counted(n, 'vehicle'), [
    ...nodeRecord,
    sid('data_folder'),
    sid('skin_file'),
    sid('mmd_file'),
    sid('track_name'),
    f64('offset'),
    sid('driver_type'),
    i32('coupling'),
    sid('coupling_raw'),
    sid('coupling_params'),
    f32('velocity'),
    i32('load_count'),
    sid('load_type'),
    opt('destination', sid('destination')),
    opt('trainset', u32('trainset_index')),
  ]),
  TRST: kind(msg`trainsets`, 'Trainset', (n) => counted(n, 'trainset'), [
    sid('name'),
    sid('track'),
    f32('offset'),
    f32('velocity'),
    list('assignment', 'KeyValue', ...keyValue),
    list('vehicle_indices', 'u32', u32('index')),
    list('couplings', 'i32', i32('coupling')),
    u32('driver_index'),
  ]),
};
