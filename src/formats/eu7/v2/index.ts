// MaSzyna EU07 EU7v2 scenery (`.eu7v2`, magic EU7C, container version 1): sim modules, reusable modules, their
// prototypes, instances, geometry and simulation records. The successor of EU7B, second codec of the eu7 family.
import { Cursor } from '../../../core/cursor';
import { DiagnosticSink } from '../../../core/diagnostics';
import { FormatCodec } from '../../../core/format';
import { decodeEu7v2 } from './decode';
import { decodeEu7v2Paged } from './paged';
import { encodeEu7v2 } from './encode';
import { fixEu7v2 } from './fix';
import { Eu7v2Index, Eu7v2Model } from './model';
import { eu7v2RuleList, eu7v2Rules } from './rules';
import { checkSourceTimes } from '../common/source-links';
import { goToSource } from '../common/go-to-source';
import { eu7v2PictureHooks } from './pictures';
import { validateEu7v2 } from './validate';
import { MAGIC } from './layout';
import { msg } from '../../../core/translatable';

export const eu7v2Format: FormatCodec<Eu7v2Model, Eu7v2Index> = {
  id: 'eu7v2',
  displayName: msg`MaSzyna EU07 EU7v2 scenery`,
  patterns: ['*.eu7v2'],
  sniff: (bytes) => new Cursor(bytes).matches(MAGIC),
  decode: decodeEu7v2,
  decodePaged: decodeEu7v2Paged,
  async validate(decoded, bytes, options) {
    if (!decoded.index) return [];
    const diags = new DiagnosticSink(bytes.length);
    validateEu7v2(decoded.index, diags, options);
    const { siblings, shouldStop } = options;
    await checkSourceTimes(decoded.root, bytes, siblings, diags, eu7v2Rules.sourceNewer, shouldStop);
    return diags.finish();
  },
  encode: encodeEu7v2,
  fix: fixEu7v2,
  commands: [goToSource],
  pictures: eu7v2PictureHooks,
  rules: eu7v2RuleList,
};
