// INCL: include references to sub-modules, each with its parameters and (from v6) the site transform.
import { StructBuilder } from '../../../core/builder';
import { quote } from '../../../core/text';
import { Eu7Context } from '../context';
import { count, records, sid, sids, stringText, transform } from '../fields';
import { IncludeRecord } from '../layout';
import type { ChunkRead } from './index';
import { counted } from '../../../core/translatable';

export function readIncl(s: StructBuilder, ctx: Eu7Context): ChunkRead {
  const includes: IncludeRecord[] = [];
  const n = records(s, ctx, 'Include', 16, (r) => {
    const sourceLine = r.u32('source_line');
    const sourcePath = sid(r, ctx, 'source_path');
    const binaryPath = sid(r, ctx, 'binary_path');
    const parameters = sids(r, ctx, 'parameters', count(r, ctx, 'param_count', 4));
    const siteTransform = ctx.version >= 6 ? transform(r, 'site_transform') : undefined;
    includes.push({ sourceLine, sourcePath, binaryPath, parameters, siteTransform });
    return quote(stringText(ctx, binaryPath));
  });
  return { summary: counted(n, 'include'), body: { kind: 'includes', includes } };
}
