// MaSzyna EU07 scenery (`.eu7`, EU7B versions 4-9): modules, terrain files and root scenarios with PACK sections.
import { DiagnosticSink } from '../../core/diagnostics';
import { FormatCodec } from '../../core/format';
import { MAGIC, decodeEu7 } from './decode';
import { generateEu7 } from './generate';
import { Eu7Model, encodeEu7 } from './model';
import { validatePack } from './pack/validate';
import { eu7RuleList } from './rules';

export const eu7Format: FormatCodec<Eu7Model> = {
  id: 'eu7',
  displayName: 'MaSzyna EU07 scenery',
  patterns: ['*.eu7'],
  sniff: (bytes) => MAGIC.every((b, i) => bytes[i] === b),
  decode: decodeEu7,
  async validate(decoded, _bytes, options) {
    const state = decoded.model?.state;
    if (!state?.pack) return [];
    const ctx = state.ctx.withSink(new DiagnosticSink(state.ctx.bytes.length), options);
    validatePack(ctx, state.pack);
    return ctx.diags.finish();
  },
  encode: encodeEu7,
  rules: eu7RuleList,
  generate: generateEu7,
};
