// Moving everything after an offset: the model's sections keep their bytes (views of the old file), so changing
// their pointers and the kept runs' offsets and re-encoding lays the file out anew around an inserted or removed run.
import { SmfModel } from './model';

const moved = (ptr: number, from: number, delta: number): number => (ptr > from ? ptr + delta : ptr);

/** The model with every section and kept run that starts after `from` moved by `delta` bytes. */
export function shiftAfter(m: SmfModel, from: number, delta: number): SmfModel {
  const h = m.header;
  return {
    ...m,
    size: m.size + delta,
    header: {
      ...h,
      heightmapPtr: moved(h.heightmapPtr, from, delta),
      typeMapPtr: moved(h.typeMapPtr, from, delta),
      tilesPtr: moved(h.tilesPtr, from, delta),
      minimapPtr: moved(h.minimapPtr, from, delta),
      metalmapPtr: moved(h.metalmapPtr, from, delta),
      featurePtr: moved(h.featurePtr, from, delta),
    },
    extraHeaders: m.extraHeaders.map((e) =>
      e.grassPtr === undefined ? e : { ...e, grassPtr: moved(e.grassPtr, from, delta) },
    ),
    kept: m.kept.map((k) => (k.offset > from ? { ...k, offset: k.offset + delta } : k)),
  };
}

/** The model with only its header and extra headers as fields and every other byte kept where it is. */
export function headerOnly(m: SmfModel, bytes: Uint8Array): SmfModel {
  return {
    size: bytes.length,
    header: m.header,
    heightBits: m.heightBits,
    extraHeaders: m.extraHeaders,
    kept: [{ offset: 0, bytes }],
  };
}
