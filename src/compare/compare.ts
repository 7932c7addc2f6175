// Compare with…: two files decoded and diffed structurally, each difference with its byte spans so the diff view
// can show the bytes, with the exact counts of every section and the pictures of what changed. Runs in a job
// worker.
import { english, render, type Language } from '../core/translatable';
import { analyze } from '../analysis';
import { SiblingFiles } from '../core/format';
import { zeroCounts } from '../diff/counts';
import { diffTrees, type Difference } from '../diff/diff';
import { listPictures } from '../core/pictures';
import { downsampled, pairPictures } from '../core/pictures/difference';
import type { ComparePicture, CompareResult } from './diff-view-protocol';

/** The Compare view's difference pictures are at most this many pixels wide and high. */
const VIEW_SIDE = 512;

export interface CompareSide {
  name: string;
  bytes: Uint8Array;
  /** Files beside it (a map's tile files), for the pictures that need them. */
  siblings?: SiblingFiles;
}

/** `lang`: the reader's language, for the values' readings, the format names and the pictures' titles. */
export async function compareFiles(
  a: CompareSide,
  b: CompareSide,
  limit: number,
  lang: Language = english,
): Promise<CompareResult> {
  const [x, y] = await Promise.all([
    analyze(a.name, a.bytes, { decodeOnly: true }),
    analyze(b.name, b.bytes, { decodeOnly: true }),
  ]);
  const sizes = { formatA: x.format.id, formatB: y.format.id, sizeA: a.bytes.length, sizeB: b.bytes.length };
  if (x.format.id !== y.format.id) {
    const whole = (length: number) => ({ offset: 0, length });
    const format: Difference = {
      kind: 'changed',
      path: 'format',
      // The formats are told apart by id; their names are only shown.
      a: render(x.format.displayName, lang),
      b: render(y.format.displayName, lang),
      spanA: whole(a.bytes.length),
      spanB: whole(b.bytes.length),
    };
    const counts = { ...zeroCounts(), changed: 1 };
    return { ...sizes, total: 1, differences: [format], counts, groups: {}, pictures: [] };
  }
  const r = diffTrees(
    { root: x.decoded.root, bytes: a.bytes },
    { root: y.decoded.root, bytes: b.bytes },
    { limit, spans: true, lang },
  );
  const pairs = pairPictures(
    await listPictures(x.format, x.decoded, a.bytes, a.siblings),
    await listPictures(y.format, y.decoded, b.bytes, b.siblings),
    x.decoded.root,
    lang,
  );
  const pictures = pairs.map((c): ComparePicture => {
    if (!c.comparable) return c.info;
    const image = downsampled(c, VIEW_SIDE);
    return { ...c.info, image };
  });
  return { ...sizes, total: r.total, differences: r.differences, counts: r.counts, groups: r.groups, pictures };
}
