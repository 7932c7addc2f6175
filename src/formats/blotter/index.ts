// Logic World saves ("Blotter"): worlds (.logicworld), subassemblies (.lwsubassembly, .partialworld).
import { FormatCodec } from '../../core/format';
import { Cursor } from '../../core/cursor';
import { matchesPattern } from '../../core/glob';
import { decodeBlotter } from './decode';
import { encodeBlotter } from './encode';
import { generateBlotter } from './generate';
import { HEADER_MAGIC } from './layout';
import { BlotterModel } from './model';
import { blotterRuleList } from './rules';
import { validateBlotter } from './validate';
import { blotterEdits } from './edit';

const patterns = ['*.logicworld', '*.lwsubassembly', '*.partialworld'];

export const blotterFormat: FormatCodec<BlotterModel> = {
  id: 'blotter',
  displayName: 'Logic World save (Blotter)',
  patterns,
  sniff: (bytes, fileName) =>
    new Cursor(bytes).matches(HEADER_MAGIC) || (!!fileName && patterns.some((p) => matchesPattern(fileName, p))),
  decode: decodeBlotter,
  validate: validateBlotter,
  encode: encodeBlotter,
  rules: blotterRuleList,
  generate: generateBlotter,
  edits: blotterEdits,
};
