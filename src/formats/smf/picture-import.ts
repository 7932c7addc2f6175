// Pictures imported into a Spring map: the height, terrain-type, metal and grass grids, each written where its
// pointer says through the SMF encoder over a model that keeps every other byte of the file where it is (the
// header only changes when the height range is set from the image). Sizes: spring/rts/Map/SMF/SMFFormat.h.
import { sectionOf } from '../../core/byte-source';
import { sectionGrids } from './layout';
import { gridBytes } from './grid';
import { SmfModel } from './model';
import { headerOnly } from './relayout';
import { encodeSmf } from './encode';
import type { PictureImporter } from '../../core/pictures/import';
import { ImportRefused } from '../../core/pictures/png-read';
import { smfHeights } from './import-heights';
import { msg, type Text } from '../../core/translatable';

const sections = {
  height: { key: 'heightMap', what: msg`height map`, depths: [16, 8] },
  type: { key: 'typeMap', what: msg`terrain type map`, depths: [8] },
  metal: { key: 'metalMap', what: msg`metal map`, depths: [8] },
  grass: { key: 'grassMap', what: msg`grass map`, depths: [8] },
} as const;

type SectionName = keyof typeof sections;
const isSection = (name: string): name is SectionName => Object.hasOwn(sections, name);

export function smfImporter(model: SmfModel, bytes: Uint8Array): PictureImporter {
  const grids = sectionGrids(model.header);
  /** Why section `name` cannot take a picture, or undefined when it can. */
  const refusal = (name: SectionName): Text | undefined => {
    const { key, what } = sections[name];
    const data = model[key];
    const length = gridBytes(grids[key]);
    if (!data)
      return name === 'grass' ? msg`the map has no ${what} (it has no vegetation header)` : msg`the map has no ${what}`;
    if (data.length !== length) return msg`the map's ${what} is cut short (${data.length} of ${length} bytes)`;
    return undefined;
  };
  return {
    names: Object.keys(sections).filter((n) => isSection(n) && !refusal(n)),
    target(name) {
      if (!isSection(name))
        throw new ImportRefused(msg`a map's ${name} cannot be imported (only ${Object.keys(sections).join(', ')})`);
      const refused = refusal(name);
      if (refused) throw new ImportRefused(refused);
      const grid = grids[sections[name].key];
      return { width: grid.width, height: grid.height, depths: sections[name].depths, heightRange: name === 'height' };
    },
    write(images, range) {
      const m = headerOnly(model, bytes);
      for (const [name, image] of images) {
        if (name === 'height') {
          const h = smfHeights(image, model.header.minHeight, model.header.maxHeight, range);
          m.header = { ...m.header, minHeight: h.minHeight, maxHeight: h.maxHeight };
          m.heightMap = sectionOf(littleEndian(h.raw));
        } else if (isSection(name)) {
          m[sections[name].key] = sectionOf(image.data as Uint8Array);
        }
      }
      return encodeSmf(m);
    },
  };
}

function littleEndian(values: Uint16Array): Uint8Array {
  const out = new Uint8Array(2 * values.length);
  const view = new DataView(out.buffer);
  for (let i = 0; i < values.length; i++) view.setUint16(2 * i, values[i], true);
  return out;
}
