// MaSzyna EU07 scenery (`.eu7`, EU7B versions 4-9): modules, terrain files and root scenarios with PACK sections.
import { eu7Edits } from './edit';
import { Cursor } from '../../core/cursor';
import { FormatCodec, FormatFamily } from '../../core/format';
import { Eu7Index, decodeEu7 } from './decode';
import { encodeEu7 } from './encode';
import { decodeEu7Paged } from './paged';
import { fixEu7, fixEu7InPlace } from './fix';
import { generateEu7, generateEu7Variants } from './generate';
import { Eu7Model } from './model';
import { eu7RuleList } from './rules';
import { validateEu7 } from './validate';
import { goToSource } from './common/go-to-source';
import { eu7PictureHooks } from './pictures';
import { eu7v2Format } from './v2';
import { generateEu7v2 } from './v2/generate';
import { MAGIC } from './layout';
import { msg } from '../../core/translatable';

export const eu7Format: FormatCodec<Eu7Model, Eu7Index> = {
  id: 'eu7',
  displayName: msg`MaSzyna EU07 scenery`,
  patterns: ['*.eu7'],
  sniff: (bytes) => new Cursor(bytes).matches(MAGIC),
  decode: decodeEu7,
  decodePaged: decodeEu7Paged,
  validate: validateEu7,
  commands: [goToSource],
  pictures: eu7PictureHooks,
  encode: encodeEu7,
  fix: fixEu7,
  fixFromModel: fixEu7InPlace,
  rules: eu7RuleList,
  structureEdits: eu7Edits,
};

export const eu7Family: FormatFamily = {
  id: 'eu7',
  displayName: msg`MaSzyna EU07 scenery`,
  codecs: [eu7Format, eu7v2Format],
  generate: (scale) => [...generateEu7(scale), ...generateEu7v2(scale)],
  variants: generateEu7Variants,
};
