// Parkan: Iron Strategy terrain: NRes archives (Land.msh, Land.map) and BuildDat.lst.
import { Cursor } from '../../core/cursor';
import { FormatCodec, FormatFamily } from '../../core/format';
import { buildDatCodec } from './builddat';
import { NResIndex, NResModel, decodeNRes } from './decode';
import { generateParkan, generateParkanVariants } from './generate';
import { NRES_MAGIC } from './nres/layout';
import { encodeNRes } from './nres/encode';
import { fixNRes } from './nres/fix';
import { nresEdits } from './nres/edit';
import { decodeNResPaged } from './paged';
import { parkanPictureHooks } from './pictures';
import { mapRules, mshRules, nresRules } from './rules';
import { validateNRes } from './validate';
import { msg } from '../../core/translatable';

/** The `nres` codec: any NRes archive by its magic; Land.msh and Land.map payloads by their terrain meaning. */
export const nresCodec: FormatCodec<NResModel, NResIndex> = {
  id: 'nres',
  displayName: msg`Parkan NRes archive`,
  patterns: ['**/Land.msh', '**/Land.map'],
  sniff: (bytes) => new Cursor(bytes).matches(NRES_MAGIC),
  decode: decodeNRes,
  decodePaged: decodeNResPaged,
  validate: validateNRes,
  encode: (model) => encodeNRes(model.archive),
  fix: fixNRes,
  structureEdits: nresEdits<NResModel, NResIndex>(),
  pictures: parkanPictureHooks,
  rules: [...Object.values(nresRules), ...Object.values(mshRules), ...Object.values(mapRules)],
};

export const parkanFamily: FormatFamily = {
  id: 'parkan',
  displayName: msg`Parkan: Iron Strategy terrain`,
  codecs: [nresCodec, buildDatCodec],
  generate: generateParkan,
  variants: generateParkanVariants,
};

export { buildDatCodec, generateParkan };
