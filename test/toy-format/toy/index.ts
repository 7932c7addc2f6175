// A toy format that lives entirely in this folder: a family of one codec, registered with one line
// (`registerFamily(toyFamily)`), the way CONTRIBUTING.md's "Adding a format" walks through.
import { Cursor } from '../../../src/core/cursor';
import type { FormatCodec, FormatFamily } from '../../../src/core/format';
import { TOY_MAGIC, decodeToy, type ToyModel } from './decode';
import { encodeToy } from './encode';
import { setToyValue } from './commands';
import { toyPictures } from './pictures';
import { toyRules } from './rules';
import { msg } from '../../../src/core/translatable';

export const toyFormat: FormatCodec<ToyModel, ToyModel> = {
  id: 'toy',
  displayName: msg`Toy grid`,
  patterns: ['*.toy'],
  sniff: (bytes) => new Cursor(bytes).matches(TOY_MAGIC),
  decode: decodeToy,
  validate: async () => [],
  encode: encodeToy,
  rules: Object.values(toyRules),
  pictures: toyPictures,
  commands: [setToyValue],
};

/** A width x height grid whose cells count up from 0, written by the toy's own encoder. */
export function toyFile(width: number, height: number): Uint8Array {
  const cells = Uint8Array.from({ length: width * height }, (_, i) => i & 0xff);
  return encodeToy({ width, height, cells, trailing: new Uint8Array(0) });
}

export const toyFamily: FormatFamily = {
  id: 'toy',
  displayName: msg`Toy grids`,
  codecs: [toyFormat],
  generate: (scale) => [{ name: 'grid.toy', bytes: toyFile(4 * scale, 3 * scale) }],
};
