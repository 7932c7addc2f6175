// Pictures imported into a Spring map: the height, terrain-type, metal and grass grids, each written where its
// pointer says through the SMF encoder over a model that keeps every other byte of the file where it is (the
// header only changes when the height range is set from the image). Every grid has its fixed size, so the same
// import is also the grids' bytes at their pointers and the header (writeInPlace), for a map read in pages.
// Sizes: spring/rts/Map/SMF/SMFFormat.h.
import type { ByteChange } from '../../core/byte-change';
import { sectionOf } from '../../core/byte-source';
import { sectionGrids } from './layout';
import { gridBytes } from './grid';
import { SmfHeader, SmfModel } from './model';
import { headerOnly } from './relayout';
import { encodeSmf, grassPointer, headerBytes } from './encode';
import type { HeightRange, PictureImporter } from '../../core/pictures/import';
import { ImportRefused, type GreyImage } from '../../core/pictures/png-read';
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
      for (const { key, data, header } of gridWrites(model, images, range)) {
        m[key] = sectionOf(data);
        if (header) m.header = header;
      }
      return encodeSmf(m);
    },
    writeInPlace(images, range) {
      const h = model.header;
      const at = { heightMap: h.heightmapPtr, typeMap: h.typeMapPtr, metalMap: h.metalmapPtr };
      const changes: ByteChange[] = [];
      for (const { key, data, header } of gridWrites(model, images, range)) {
        const offset = key === 'grassMap' ? grassPointer(model.extraHeaders) : at[key];
        if (offset !== undefined) changes.push({ offset, bytes: data });
        if (header) changes.push({ offset: 0, bytes: headerBytes({ ...model, header }) });
      }
      return changes;
    },
  };
}

/** Each image as the bytes of its grid; a height map's with the header holding the height range it is read with. */
function gridWrites(
  model: SmfModel,
  images: ReadonlyMap<string, GreyImage>,
  range: HeightRange,
): { key: (typeof sections)[SectionName]['key']; data: Uint8Array; header?: SmfHeader }[] {
  return [...images].flatMap(([name, image]) => {
    if (!isSection(name)) return [];
    const key = sections[name].key;
    if (name !== 'height') return [{ key, data: image.data as Uint8Array }];
    const h = smfHeights(image, model.header.minHeight, model.header.maxHeight, range);
    const header = { ...model.header, minHeight: h.minHeight, maxHeight: h.maxHeight };
    return [{ key, data: littleEndian(h.raw), header }];
  });
}

function littleEndian(values: Uint16Array): Uint8Array {
  const out = new Uint8Array(2 * values.length);
  const view = new DataView(out.buffer);
  for (let i = 0; i < values.length; i++) view.setUint16(2 * i, values[i], true);
  return out;
}
