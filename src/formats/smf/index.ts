// Spring RTS maps: the .smf map file and the .smt tile files it names, as two codecs of one family.
import { Cursor } from '../../core/cursor';
import { AnyCodec, Decoded, FormatCodec, FormatFamily } from '../../core/format';
import { encodeLatin1 } from '../../core/text';
import { generateSmf, generateSmfVariants } from './generate';
import { SMF_MAGIC, SMT_MAGIC } from './layout';
import { SmfModel, SmtModel } from './model';
import { smfRules, smtRules } from './rules';
import { decodeSmf } from './decode';
import { decodeSmfPaged } from './paged';
import { encodeSmf } from './encode';
import { fixSmf, fixSmfFromModel } from './fix';
import { smfEdits } from './edit';
import { validateSmf } from './validate';
import { decodeSmt, encodeSmt, validateSmt } from './smt';
import { smfPictureHooks, smtPictureHooks } from './pictures';
import { msg } from '../../core/translatable';

// The magics as bytes, for the sniffers' prefix compare.
const smfMagic = encodeLatin1(SMF_MAGIC);
const smtMagic = encodeLatin1(SMT_MAGIC);

export const smfFormat: FormatCodec<SmfModel, SmfModel> = {
  id: 'smf',
  displayName: msg`Spring map (SMF)`,
  patterns: ['*.smf'],
  sniff: (bytes) => new Cursor(bytes).matches(smfMagic),
  decode: (bytes) => decodeSmf(bytes),
  decodePaged: (source) => decodeSmfPaged(source),
  validate: validateSmf,
  encode: encodeSmf,
  fix: fixSmf,
  fixFromModel: fixSmfFromModel,
  structureEdits: smfEdits,
  pictures: smfPictureHooks,
  rules: Object.values(smfRules),
};

export const smtFormat: FormatCodec<SmtModel, undefined> = {
  id: 'smt',
  displayName: msg`Spring tile file (SMT)`,
  patterns: ['*.smt'],
  sniff: (bytes) => new Cursor(bytes).matches(smtMagic),
  decode: (bytes) => decodeSmt(bytes),
  validate: validateSmt,
  encode: encodeSmt,
  pictures: smtPictureHooks,
  rules: Object.values(smtRules),
};

export const smfFamily: FormatFamily = {
  id: 'smf',
  displayName: msg`Spring RTS maps`,
  codecs: [smfFormat, smtFormat],
  generate: generateSmf,
  variants: generateSmfVariants,
};

/**
 * The map of an analysis read as a Spring map, else undefined: the map archive checks (src/archives/map/) read its
 * header and tile file names.
 */
export function smfModelOf(a: { format: AnyCodec; decoded: Decoded }): SmfModel | undefined {
  return a.format === smfFormat ? (a.decoded.model as SmfModel | undefined) : undefined;
}

export type { SmfHeader, SmfModel } from './model';
export { generateSmf, smfRules };
export { checkStartGround, mainClassGround, type StartPoint } from './start-ground';
export { GAMES, gameOf, type Game } from './move-classes';
export { checkMetalBalance, DEFAULT_METAL_TOLERANCE } from './metal-balance';
export { DEFAULT_EXTRACTOR_RADIUS } from './metal-spots';
export { insideArea, type MapContext } from './map-context';
export { smfPictures } from './pictures';
