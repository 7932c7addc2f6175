// Spring RTS maps: the .smf map file and the .smt tile files it names, as two codecs of one family.
import { FormatCodec } from '../../core/format';
import { generateSmf } from './generate';
import { SMF_MAGIC, SMT_MAGIC } from './layout';
import { startsWithMagic } from './magic';
import { SmfModel, SmtModel } from './model';
import { smfRules, smtRules } from './rules';
import { decodeSmf } from './smf-decode';
import { encodeSmf } from './smf-encode';
import { smfEdits } from './edit';
import { validateSmf } from './smf-validate';
import { decodeSmt, encodeSmt, validateSmt } from './smt';

export const smfFormat: FormatCodec<SmfModel> = {
  id: 'smf',
  displayName: 'Spring map (SMF)',
  patterns: ['*.smf'],
  sniff: (bytes) => startsWithMagic(bytes, SMF_MAGIC),
  decode: (bytes) => decodeSmf(bytes),
  validate: validateSmf,
  encode: encodeSmf,
  edits: smfEdits,
  rules: Object.values(smfRules),
  generate: generateSmf,
};

export const smtFormat: FormatCodec<SmtModel> = {
  id: 'smt',
  displayName: 'Spring tile file (SMT)',
  patterns: ['*.smt'],
  sniff: (bytes) => startsWithMagic(bytes, SMT_MAGIC),
  decode: (bytes) => decodeSmt(bytes),
  validate: validateSmt,
  encode: encodeSmt,
  rules: Object.values(smtRules),
};

export { generateSmf };
