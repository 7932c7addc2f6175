// Determined repairs of a Logic World save: the model with the count set, re-encoded (decode already read the save
// with the count the file determines; see count-search.ts).
import { Diagnostic } from '../../core/diagnostics';
import { BlotterDecoded } from './decode';
import { encodeBlotter } from './encode';
import { blotterRules } from './rules';

export function fixBlotter(decoded: BlotterDecoded, _bytes: Uint8Array, d: Diagnostic): Uint8Array | undefined {
  const m = decoded.model;
  const at = decoded.index?.fields;
  const value = d.fix?.value;
  if (!m || !d.fix) return undefined;
  // The encoder writes both magic texts as the format fixes them.
  if (d.code === blotterRules.badMagic.code || d.code === blotterRules.badFooter.code) return encodeBlotter(m);
  if (!at || d.code !== blotterRules.countWrong.code || typeof value !== 'number') return undefined;
  const field = d.offset === at.componentCount ? 'componentCount' : d.offset === at.wireCount ? 'wireCount' : undefined;
  return field ? encodeBlotter({ ...m, [field]: value }) : undefined;
}
