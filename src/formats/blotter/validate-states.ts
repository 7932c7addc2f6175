// Whole-file rules over the circuit-state block, against the state ids the pegs and wires use.
import { DiagnosticSink } from '../../core/diagnostics';
import { CircuitStates } from './circuit-states';
import { blotterRules as R } from './rules';
import { StateUse } from './state-use';
import { msg } from '../../core/translatable';

export function validateStates(states: CircuitStates, diags: DiagnosticSink, use: StateUse): void {
  if (states.isWorld) validateWorldBits(states, diags, use.max);
  else validateOnList(states, diags, use);
}

/** The block reaches the highest state used, and the bits after it in the last byte are zero. */
function validateWorldBits(states: CircuitStates, diags: DiagnosticSink, maxUsed: number): void {
  const { countAt, dataAt, count } = states.block;
  if (maxUsed >= states.worldStateCount) {
    diags.report(
      R.statesTooShort,
      countAt,
      4,
      msg`state ${maxUsed} is used but the block holds ${count} bytes; it needs ${(maxUsed >>> 3) + 1}`,
    );
    return;
  }
  if (count === 0) return;
  const lastByte = count - 1;
  const firstPaddingBit = Math.max(0, maxUsed + 1 - lastByte * 8);
  const padding = (0xff << firstPaddingBit) & 0xff;
  if (states.bytes[dataAt + lastByte] & padding) {
    diags.report(
      R.statePadding,
      dataAt + lastByte,
      1,
      msg`bits of states ${lastByte * 8 + firstPaddingBit}–${lastByte * 8 + 7} are set but no peg or wire uses them`,
    );
  }
}

/** ON ids are non-negative, listed once, and used by some peg or wire. */
function validateOnList(states: CircuitStates, diags: DiagnosticSink, use: StateUse): void {
  const at = states.block.dataAt;
  for (let k = 0; k < states.block.count; k++) {
    const id = states.onId(k);
    const first = use.onIndex!.get(id >>> 0);
    if (id < 0) diags.report(R.stateIdNegative, at + 4 * k, 4, msg`ON state id ${id}`);
    else if (first !== k)
      diags.report(R.onStateDuplicate, at + 4 * k, 4, msg`state ${id} is listed again`, [
        { offset: at + 4 * first, length: 4, message: msg`first listed` },
      ]);
    else if (!use.used[k])
      diags.report(R.onStateUnused, at + 4 * k, 4, msg`state ${id} is ON but no peg or wire uses it`);
  }
}
