// MaSzyna EU07 scenery (`.eu7`, EU7B versions 4-9): modules, terrain files and root scenarios with PACK sections.
import { DiagnosticSink } from '../../core/diagnostics';
import { FormatCodec } from '../../core/format';
import { decodeEu7 } from './decode';
import { generateEu7 } from './generate';
import { encodeEu7 } from './encode';
import { eu7Edits } from './edit';
import { Eu7Model } from './model';
import { validateEu7 } from './validate';
import { eu7RuleList } from './rules';
import { MAGIC } from './writer';
import { Cursor } from '../../core/cursor';

export { eu7v2Format } from './v2';

export const eu7Format: FormatCodec<Eu7Model> = {
  id: 'eu7',
  displayName: 'MaSzyna EU07 scenery',
  patterns: ['*.eu7'],
  sniff: (bytes) => new Cursor(bytes).matches(MAGIC),
  decode: decodeEu7,
  async validate(decoded, bytes, options = {}) {
    const state = decoded.model?.state;
    if (!state) return [];
    const diags = new DiagnosticSink(bytes.length);
    validateEu7(state, diags, options);
    return diags.finish();
  },
  encode: encodeEu7,
  rules: eu7RuleList,
  generate: generateEu7,
  edits: eu7Edits,
};
