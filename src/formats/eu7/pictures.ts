// MaSzyna scenery from above: the PACK index's 1 km sections (PIDX row = z, column = x, offset by half the
// 500-section grid) as squares, each labelled with its model count and linked to its PIDX entry and its bytes.
import { PIDX_ENTRY_SIZE } from './chunks/pidx';
import { Eu7Index } from './decode';
import { planPicture } from '../../core/pictures/plan';
import { Picture } from '../../core/pictures/picture';
import { counted, msg } from '../../core/translatable';
import type { PictureHooks } from '../../core/format';
import { eu7Scenery } from './common/scenery-plan';
import type { Eu7Model } from './model';
import { packModelPoints } from './pack/model-points';

const GRID_HALF = 250;
/** Pixels per 1 km section. */
const SECTION_PX = 16;

/** The plan of the scenery (with the PACK's models where it has them), then the PACK's sections. */
export const eu7PictureHooks: PictureHooks<Eu7Model, Eu7Index> = {
  list: ({ root, index }, bytes) => {
    const models = index?.pack && packModelPoints(index.pack, index.ctx.quiet());
    const plan = eu7Scenery(root, bytes, models);
    return [...(plan ? [plan] : []), ...(index ? eu7Pictures(index) : [])];
  },
};

function eu7Pictures(decodeIndex: Eu7Index): Picture[] {
  const pack = decodeIndex.pack;
  const index = pack?.index;
  if (!pack || !index || index.count === 0) return [];
  const n = index.count;
  let [minC, minR, maxC, maxR] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < n; i++) {
    [minC, maxC] = [Math.min(minC, index.column[i]), Math.max(maxC, index.column[i])];
    [minR, maxR] = [Math.min(minR, index.row[i]), Math.max(maxR, index.row[i])];
  }
  const rects = new Float32Array(4 * n);
  for (let i = 0; i < n; i++) {
    // North (larger z) up.
    rects.set(
      [(index.column[i] - minC) * SECTION_PX, (maxR - index.row[i]) * SECTION_PX, SECTION_PX, SECTION_PX],
      4 * i,
    );
  }
  const entriesEnd = index.entriesAt + n * PIDX_ENTRY_SIZE;
  const km = (v: number) => v - GRID_HALF;
  return [
    planPicture({
      name: 'sections',
      title: msg`${n} PACK sections of 1 km`,
      width: (maxC - minC + 1) * SECTION_PX,
      height: (maxR - minR + 1) * SECTION_PX,
      offset: index.entriesAt,
      length: entriesEnd - index.entriesAt,
      legend: [msg`PACK section`],
      plan: { rects, rectKinds: new Uint16Array(n), rectItems: Uint32Array.from({ length: n }, (_, i) => i) },
      item: (i) => ({
        offset: index.entriesAt + i * PIDX_ENTRY_SIZE,
        length: PIDX_ENTRY_SIZE,
        path: `PIDX.entries[${i}]`,
        value: msg`section x ${km(index.column[i])} km, z ${km(index.row[i])} km: ${counted(index.models[i], 'model')}`,
      }),
      itemOf(offset) {
        if (offset >= index.entriesAt && offset < entriesEnd)
          return Math.floor((offset - index.entriesAt) / PIDX_ENTRY_SIZE);
        return pack.layouts.findIndex((l) => l !== undefined && offset >= l.start && offset < l.end);
      },
    }),
  ];
}
