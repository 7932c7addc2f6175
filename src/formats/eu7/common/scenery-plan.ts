// MaSzyna scenery from above: tracks (their Bézier paths, sampled), traction wires (their four points), power
// sources and the terrain's extents (each TERR batch's, or the legacy triangle list's, vertex bounds), read through
// the decoded tree's record nodes (the chunks index their records, the tree knows their layout), and the PACK
// sections' models and instances as points read from the bytes (see eu7-models.ts). x is east, z north (y is up);
// positions in metres as the records store them. EU7B stores vectors as f32, EU7v2 as f64: the same records
// otherwise, so one reader serves both.
import { SpanNode } from '../../../core/node';
import { ModelPoints } from '../pack/model-points';
import { Picture, PixelSource, Plan } from '../../../core/pictures/picture';
import { DrawnPlan, fullPlan, itemPosition, planPicture } from '../../../core/pictures/plan';
import { PlanBounds } from '../../../core/pictures/plan-frame';
import { passOf } from '../../../core/pictures/plan-pass';
import { planSize } from '../../../core/pictures/plan-thin';
import { counted, msg } from '../../../core/translatable';

const PLAN_PX = 2048;
/** Straight pieces per Bézier path. */
const CURVE_STEPS = 8;
/** Records looked at per chunk: the plan is for finding places, not a census. */
const MAX_RECORDS = 200_000;
const KINDS = [msg`track`, msg`traction wire`, msg`power source`, msg`model`, msg`instance`, msg`terrain`];
const MODEL_KIND = 3;
const TERRAIN_KIND = 5;

/** How a file version stores vectors: its Vec3 type, component size and a track path's control points. */
export interface VectorLayout {
  type: string;
  size: 4 | 8;
  /** p_start, cp_out, cp_in, p_end offsets in a track path record. */
  path: [number, number, number, number];
}

/** EU7B: f32 Vec3; a path is p_start, roll_start, cp_out, cp_in, p_end. */
export const EU7B_VECTORS: VectorLayout = { type: 'Vec3', size: 4, path: [0, 16, 28, 40] };

function childNamed(n: SpanNode | undefined, name: string): SpanNode | undefined {
  for (let i = 0; n && i < n.childCount; i++) if (n.child(i).name === name) return n.child(i);
  return undefined;
}

/** The first vector at any depth below `n` (a power source's position or its bounds' centre). */
function firstVec3(n: SpanNode, type: string, depth = 0): SpanNode | undefined {
  if (n.type === type) return n;
  for (let i = 0; depth < 4 && i < n.childCount; i++) {
    const hit = firstVec3(n.child(i), type, depth + 1);
    if (hit) return hit;
  }
  return undefined;
}

export function eu7Scenery(
  root: SpanNode,
  bytes: Uint8Array,
  models?: ModelPoints,
  vectors = EU7B_VECTORS,
): Picture | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const f = (at: number) => (vectors.size === 4 ? view.getFloat32(at, true) : view.getFloat64(at, true));
  const xz = (at: number): [number, number] => [f(at), f(at + 2 * vectors.size)];
  const lines: number[] = [];
  const lineKinds: number[] = [];
  const lineItems: number[] = [];
  const points: number[] = [];
  const pointKinds: number[] = [];
  const pointItems: number[] = [];
  const items: PixelSource[] = [];
  /** Terrain bounds in metres: x0, z0, x1, z1 each. */
  const bounds: number[] = [];
  const rectItems: number[] = [];
  const terrain = (vertices: SpanNode | undefined, node: SpanNode, path: string, what: string, at = xz) => {
    const n = vertices?.childCount ?? 0;
    if (!vertices || n === 0) return;
    // PackedVertex records start with their position vector.
    const stride = vertices.length / n;
    let [x0, z0, x1, z1] = [Infinity, Infinity, -Infinity, -Infinity];
    for (let i = 0; i < n; i++) {
      const [x, z] = at(vertices.offset + i * stride);
      if (!Number.isFinite(x) || !Number.isFinite(z)) continue;
      [x0, z0, x1, z1] = [Math.min(x0, x), Math.min(z0, z), Math.max(x1, x), Math.max(z1, z)];
    }
    if (x0 > x1) return;
    bounds.push(x0, z0, x1, z1);
    rectItems.push(items.length);
    items.push({
      offset: node.offset,
      length: node.length,
      path,
      value: msg`terrain: ${what}, ${counted(n, 'vertex', 'vertices')}`,
    });
  };
  const line = (a: [number, number], b: [number, number], kind: number) => {
    lines.push(a[0], a[1], b[0], b[1]);
    lineKinds.push(kind);
    lineItems.push(items.length);
  };
  for (let c = 0; c < root.childCount; c++) {
    const chunk = root.child(c);
    if (chunk.name === 'TERR') {
      const batches = childNamed(chunk, 'batches');
      for (let b = 0; batches && b < Math.min(batches.childCount, MAX_RECORDS); b++) {
        const batch = batches.child(b);
        // section_x, section_z (i32) open the batch.
        const section = `section (${view.getInt32(batch.offset, true)}, ${view.getInt32(batch.offset + 4, true)})`;
        terrain(childNamed(batch, 'vertices'), batch, `TERR.batches[${b}]`, section);
      }
      if (!batches) terrain(childNamed(chunk, 'vertices'), chunk, 'TERR', 'triangles');
      continue;
    }
    if (chunk.name === 'MESH') {
      // EU7v2 terrain meshes: f32 px, py, pz vertices relative to the mesh's f64 origin.
      const records = childNamed(chunk, 'records');
      for (let r = 0; records && r < Math.min(records.childCount, MAX_RECORDS); r++) {
        const mesh = records.child(r);
        const origin = childNamed(mesh, 'origin');
        const [ox, oz] = origin
          ? [view.getFloat64(origin.offset, true), view.getFloat64(origin.offset + 16, true)]
          : [0, 0];
        const list = childNamed(mesh, 'vertices');
        const local = (v: number): [number, number] => [
          ox + view.getFloat32(v, true),
          oz + view.getFloat32(v + 8, true),
        ];
        terrain(childNamed(list, 'items') ?? list, mesh, `MESH.records[${r}]`, 'mesh', local);
      }
      continue;
    }
    const kind = chunk.name === 'TRAK' ? 0 : chunk.name === 'TRAC' ? 1 : chunk.name === 'PWRS' ? 2 : -1;
    const records = kind < 0 ? undefined : childNamed(chunk, 'records');
    for (let r = 0; records && r < Math.min(records.childCount, MAX_RECORDS); r++) {
      const rec = records.child(r);
      const before = lines.length + points.length;
      if (kind === 0) {
        // EU7v2 lists hold a count and their items; EU7B arrays hold the items.
        const list = childNamed(rec, 'paths');
        const paths = childNamed(list, 'items') ?? list;
        for (let p = 0; paths && p < paths.childCount; p++) {
          const at = paths.child(p).offset;
          const [p0, p1, p2, p3] = vectors.path.map((d) => xz(at + d));
          let prev = p0;
          for (let s = 1; s <= CURVE_STEPS; s++) {
            const t = s / CURVE_STEPS;
            const u = 1 - t;
            const w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
            const next: [number, number] = [
              w[0] * p0[0] + w[1] * p1[0] + w[2] * p2[0] + w[3] * p3[0],
              w[0] * p0[1] + w[1] * p1[1] + w[2] * p2[1] + w[3] * p3[1],
            ];
            line(prev, next, 0);
            prev = next;
          }
        }
      } else if (kind === 1) {
        const wire = ['wire_p1', 'wire_p2', 'wire_p3', 'wire_p4'].map((n) => childNamed(rec, n));
        for (let k = 0; k + 1 < wire.length; k++)
          if (wire[k] && wire[k + 1]) line(xz(wire[k]!.offset), xz(wire[k + 1]!.offset), 1);
      } else {
        const v = childNamed(rec, 'position') ?? firstVec3(rec, vectors.type);
        if (v) {
          points.push(...xz(v.offset));
          pointKinds.push(2);
          pointItems.push(items.length);
        }
      }
      if (lines.length + points.length > before) {
        items.push({
          offset: rec.offset,
          length: rec.length,
          path: `${chunk.name}.records[${r}]`,
          value: msg`${KINDS[kind]}: ${rec.display ?? rec.type}`,
        });
      }
    }
  }
  const modelCount = models?.count ?? 0;
  if (items.length + modelCount === 0) return undefined;
  const extent = new PlanBounds();
  for (const a of [lines, points, bounds]) for (let i = 0; i < a.length; i += 2) extent.widen(a[i], a[i + 1]);
  models?.each(extent.widen);
  const { width, height, px, py } = extent.frame(PLAN_PX, 0.05, 10);
  const toPx = (a: ArrayLike<number>) => Float32Array.from(a, (v, i) => (i % 2 === 0 ? px(v) : py(v)));
  const rects = toPx(bounds);
  // Corner pixels to top-left corner and size (north is up: the rectangle starts at the bounds' largest z).
  for (let i = 0; i < rects.length; i += 4)
    [rects[i + 1], rects[i + 2], rects[i + 3]] = [rects[i + 3], rects[i + 2] - rects[i], rects[i + 1] - rects[i + 3]];
  const held = fullPlan({
    lines: toPx(lines),
    lineKinds: Uint16Array.from(lineKinds),
    lineItems: Uint32Array.from(lineItems),
    points: toPx(points),
    pointKinds: Uint16Array.from(pointKinds),
    pointItems: Uint32Array.from(pointItems),
    rects,
    rectKinds: new Uint16Array(rectItems.length).fill(TERRAIN_KIND),
    rectItems: Uint32Array.from(rectItems),
  });
  // Model points follow the tracks' and power sources' points; their items follow the tracks' items. Millions of
  // them: drawn from the bytes again for every view.
  const first = items.length;
  const plan: Plan | DrawnPlan = models
    ? {
        pass(sink) {
          passOf(held)(sink);
          models.each((x, z, kind, i) => sink.point(px(x), py(z), MODEL_KIND + kind, first + i));
        },
        size: planSize(held) + models.count,
        at(item) {
          if (item < first) return itemPosition(held, item);
          const [x, z] = models.location(item - first);
          return { x: px(x), y: py(z) };
        },
      }
    : held;
  const firstAt = Math.min(items.length > 0 ? items[0].offset : Infinity, models?.start ?? Infinity);
  const lastEnd = Math.max(
    items.length > 0 ? items[items.length - 1].offset + items[items.length - 1].length : 0,
    models?.end ?? 0,
  );
  const modelItem = models?.item;
  const recordOf = models?.recordOf;
  const modelsText = counted(modelCount, 'model');
  return planPicture({
    name: 'plan',
    title: msg`${items.length} tracks, wires, power sources and terrain pieces, ${modelsText} from above`,
    width,
    height,
    offset: firstAt,
    length: lastEnd - firstAt,
    legend: KINDS,
    plan,
    item: (i) => (i < items.length ? items[i] : modelItem!(i - items.length)),
    itemOf(offset) {
      const track = items.findIndex((s) => offset >= s.offset && offset < s.offset + s.length);
      const model = track < 0 && recordOf ? recordOf(offset) : -1;
      return track >= 0 ? track : model >= 0 ? items.length + model : -1;
    },
  });
}
