// Determined repairs of a Logic World save, each the model changed and re-encoded: a count set to the one the file
// determines (decode already read the save with it; see count-search.ts), or a wire to a missing component removed.
import { Diagnostic } from '../../core/diagnostics';
import { BlotterDecoded } from './decode';
import { encodeBlotter, wiresWithout } from './encode';
import { WIRE } from './layout';
import { BlotterModel } from './model';
import { blotterRules } from './rules';
import { withoutUnusedTypes } from './unused-types';

export function fixBlotter(decoded: BlotterDecoded, _bytes: Uint8Array, d: Diagnostic): Uint8Array | undefined {
  const m = decoded.model;
  const at = decoded.index?.fields;
  const value = d.fix?.value;
  if (!m || !d.fix) return undefined;
  // The encoder writes both magic texts as the format fixes them.
  if (d.code === blotterRules.badMagic.code || d.code === blotterRules.badFooter.code) return encodeBlotter(m);
  if (d.code === blotterRules.wireComponentMissing.code && typeof value === 'number') return withoutWire(m, value);
  if (d.code === blotterRules.unusedComponentType.code && decoded.index) return withoutUnusedTypes(m, decoded.index);
  if (!at || d.code !== blotterRules.countWrong.code || typeof value !== 'number') return undefined;
  const field = d.offset === at.componentCount ? 'componentCount' : d.offset === at.wireCount ? 'wireCount' : undefined;
  return field ? encodeBlotter({ ...m, [field]: value }) : undefined;
}

/** The save with wire `w` taken out of the wire records and the wire count. */
function withoutWire(m: BlotterModel, w: number): Uint8Array | undefined {
  if (!(w >= 0 && w < m.wireCount && (w + 1) * WIRE.size <= m.wires.length)) return undefined;
  return encodeBlotter({ ...m, wireCount: m.wireCount - 1 }, wiresWithout(m.wires, w));
}
