// Logic World saves ("Blotter"): worlds (.logicworld), subassemblies (.lwsubassembly, .partialworld).
import { FormatCodec, FormatFamily } from '../../core/format';
import { Cursor } from '../../core/cursor';
import { matchesPattern } from '../../core/glob';
import { decodeBlotter } from './decode';
import { decodeBlotterPaged } from './paged';
import { encodeBlotter } from './encode';
import { fixBlotter } from './fix';
import { findBlotterRecord } from './find-record';
import { generateBlotter, generateBlotterVariants } from './generate';
import { HEADER_MAGIC } from './layout';
import { BlotterModel } from './model';
import { blotterRuleList } from './rules';
import { SaveIndex } from './save-index';
import { validateBlotter } from './validate';
import { blotterEdits } from './edit';
import { blotterPictureHooks } from './pictures';
import { blotterCommands } from './commands';
import { msg } from '../../core/translatable';

const patterns = ['*.logicworld', '*.lwsubassembly', '*.partialworld'];

export const blotterFormat: FormatCodec<BlotterModel, SaveIndex> = {
  id: 'blotter',
  displayName: msg`Logic World save (Blotter)`,
  patterns,
  sniff: (bytes, fileName) =>
    new Cursor(bytes).matches(HEADER_MAGIC) || (!!fileName && patterns.some((p) => matchesPattern(fileName, p))),
  decode: decodeBlotter,
  decodePaged: decodeBlotterPaged,
  validate: validateBlotter,
  encode: encodeBlotter,
  fix: fixBlotter,
  structureEdits: blotterEdits,
  findRecord: findBlotterRecord,
  commands: blotterCommands,
  pictures: blotterPictureHooks,
  rules: blotterRuleList,
};

export const blotterFamily: FormatFamily = {
  id: 'blotter',
  displayName: msg`Logic World saves`,
  codecs: [blotterFormat],
  generate: generateBlotter,
  variants: generateBlotterVariants,
};
