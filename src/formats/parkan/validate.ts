// The whole-file rules of Land.msh and Land.map, run on the index decode.ts built.
import { Diagnostic, DiagnosticSink } from '../../core/diagnostics';
import type { Decoded, ValidateOptions } from '../../core/format';
import type { NResIndex, NResModel } from './decode';
import { validateMap } from './map/validate';
import { validateMsh } from './msh/validate';

export async function validateNRes(
  decoded: Decoded<NResModel, NResIndex>,
  bytes: Uint8Array,
  options: ValidateOptions,
): Promise<Diagnostic[]> {
  const diags = new DiagnosticSink(bytes.length);
  const ix = decoded.index;
  if (ix?.msh) validateMsh(bytes, ix.msh, diags, options.shouldStop);
  if (ix?.map) validateMap(ix.map, diags, options.shouldStop);
  return diags.finish();
}
