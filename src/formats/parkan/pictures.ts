// Parkan terrain: the vertex heights of Land.msh binned into an image over the XY plane (z is up), and the
// areals of Land.map as outlines coloured by class over the same plane. Layouts: the Land.msh / Land.map sections
// of the format's community spec (entry type 3 = vertex positions, type 12 = areal map). The areals are read from the
// map's source in one pass (a file read in pages is not held).
import { formatFloat } from '../../core/numbers';
import { counted, msg } from '../../core/translatable';
import { arealField } from './map/layout';
import { VERTEX_SIZE } from './msh/layout';
import type { PictureHooks } from '../../core/format';
import type { NResIndex, NResModel } from './decode';
import { parkanImporter } from './picture-import';
import { inside } from '../../core/pictures/grid';
import { mshHeightGrid } from './msh/height-grid';
import { Picture } from '../../core/pictures/picture';
import { planPicture } from '../../core/pictures/plan';
import { cursorOver } from '../../core/source-window';
import { arealOutlines } from './map/outlines';

const PLAN_PX = 2048;

export const parkanPictureHooks: PictureHooks<NResModel, NResIndex> = {
  list: ({ index }, bytes) => (index ? parkanPictures(index, bytes) : []),
  importer: ({ model, index }, bytes) => (model && index ? parkanImporter(model, index, bytes) : undefined),
};

function parkanPictures(model: NResIndex, bytes: Uint8Array): Picture[] {
  const out: Picture[] = [];
  const heights = model.msh && mshHeights(model, bytes);
  if (heights) out.push(heights);
  const areals = model.map && mapAreals(model);
  if (areals) out.push(areals);
  return out;
}

function mshHeights(model: NResIndex, bytes: Uint8Array): Picture | undefined {
  const grid = mshHeightGrid(model, bytes);
  if (!grid) return undefined;
  const { entry, count, side, minZ, maxZ, coord, cellOf, vertexAt, level } = grid;
  const at = entry.dataOffset;
  return {
    name: 'height',
    title: msg`terrain heights of ${counted(count, 'vertex', 'vertices')} on a ${side}x${side} grid`,
    kind: 'gray16',
    width: side,
    height: side,
    offset: at,
    length: count * VERTEX_SIZE,
    mips: 1,
    range: { min: minZ, max: maxZ, unit: msg`units` },
    render() {
      const data = new Uint16Array(side * side);
      for (let c = 0; c < data.length; c++) {
        const i = vertexAt[c];
        if (i >= 0) data[c] = level(coord(i, 2));
      }
      return { kind: 'gray16', width: side, height: side, data };
    },
    source(x, y) {
      const i = inside(x, y, side, side) ? vertexAt[y * side + x] : -1;
      if (i < 0) return undefined;
      const [vx, vy, height] = [0, 1, 2].map((k) => formatFloat(coord(i, k)));
      return {
        offset: at + i * VERTEX_SIZE,
        length: VERTEX_SIZE,
        path: `vertex positions [${entry.index}].records[${i}]`,
        value: msg`vertex ${i} at (${vx}, ${vy}), height ${height}`,
      };
    },
    pixelOf(offset) {
      const i = Math.floor((offset - at) / VERTEX_SIZE);
      const c = offset >= at && i < count ? cellOf(i) : -1;
      return c < 0 ? undefined : { x: c % side, y: Math.floor(c / side) };
    },
  };
}

function mapAreals(model: NResIndex): Picture | undefined {
  const m = model.map!;
  const n = m.areals;
  if (n === 0) return undefined;
  const { classes, width, height, lines, lineKinds, lineItems } = arealOutlines(m, PLAN_PX);
  const start = m.offsets[0];
  const end = m.offsets[n];
  return planPicture({
    name: 'areals',
    title: msg`${counted(n, 'areal')}, ${classes.length} classes`,
    width,
    height,
    offset: start,
    length: end - start,
    legend: classes.map((c) => msg`class ${c}`),
    plan: { lines, lineKinds, lineItems },
    item: (a) => {
      const vertices = counted(m.vertexCounts[a], 'vertex', 'vertices');
      return {
        offset: m.offsets[a],
        length: m.offsets[a + 1] - m.offsets[a],
        path: `areal map [${m.entry.index}].areals[${a}]`,
        value: msg`areal ${a}, class ${cursorOver(m.source, m.offsets[a] + arealField.classId, 4).u32()}, ${vertices}`,
      };
    },
    itemOf(offset) {
      if (offset < start || offset >= end) return -1;
      let [lo, hi] = [0, n - 1];
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (m.offsets[mid] <= offset) lo = mid;
        else hi = mid - 1;
      }
      return lo;
    },
  });
}
