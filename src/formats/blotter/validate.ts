// The whole-file rules: components, then wires, then the state block (which needs the state ids the first two use).
import { Diagnostic, DiagnosticSink } from '../../core/diagnostics';
import { ValidateOptions } from '../../core/format';
import { BlotterDecoded } from './decode';
import { PegCounts } from './peg-counts';
import { StateUse } from './state-use';
import { validateComponents } from './validate-components';
import { validateStates } from './validate-states';
import { validateWires } from './validate-wires';
import { validateTypeUse } from './unused-types';

export async function validateBlotter(
  decoded: BlotterDecoded,
  bytes: Uint8Array,
  options: ValidateOptions,
): Promise<Diagnostic[]> {
  const save = decoded.index;
  if (!save) return [];
  const diags = new DiagnosticSink(bytes.length);
  const use = new StateUse(save.states);
  const pegs = new PegCounts(save.components.count);
  const typesUsed = new Uint8Array(65536);
  const done =
    validateComponents(save, diags, use, pegs, typesUsed, options.shouldStop) &&
    validateWires(save, diags, use, pegs, options.shouldStop);
  if (done && save.states) validateStates(save.states, diags, use);
  if (done && decoded.model)
    validateTypeUse(
      save,
      decoded.model.mods.map((m) => m.id),
      typesUsed,
      diags,
    );
  return diags.finish();
}
