// INCL: include references to sub-modules, each with its parameters and (from v6) the site transform.
import { StructBuilder } from '../../../core/builder';
import { quote } from '../../../core/text';
import { Eu7Context } from '../context';
import { count, records, sid, sids, stringText, transform } from '../fields';

export function readIncl(s: StructBuilder, ctx: Eu7Context): string {
  const n = records(s, ctx, 'Include', 16, (r) => {
    r.u32('source_line');
    sid(r, ctx, 'source_path');
    const binary = sid(r, ctx, 'binary_path');
    const params = count(r, ctx, 'param_count', 4);
    sids(r, ctx, 'parameters', params);
    if (ctx.version >= 6) transform(r, 'site_transform');
    return quote(stringText(ctx, binary));
  });
  return `${n} includes`;
}
