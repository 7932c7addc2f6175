// One tight pass over the component records to find where each starts (they vary in size): the only work decode
// does per component. A record that cannot be read ends the pass with a diagnostic on its exact bytes.
import { DiagnosticSink, coreRules } from '../../core/diagnostics';
import { COMPONENT, NULL_CUSTOM_DATA } from './layout';
import { blotterRules } from './rules';

export interface ComponentScan {
  /** count + 1 record offsets (the last is the end of the last complete record). */
  offsets: Uint32Array;
  /** Records read completely. */
  count: number;
  /** True when all the stored records were read. */
  complete: boolean;
}

/** Index up to `count` records from `start`, never past `end`. `count` must already be non-negative. */
export function scanComponents(
  bytes: Uint8Array, start: number, end: number, count: number, diags: DiagnosticSink, shouldStop?: () => boolean,
): ComponentScan {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fitting = Math.min(count, Math.floor((end - start) / COMPONENT.minSize));
  const offsets = new Uint32Array(fitting + 1);
  let at = start;
  const stop = (i: number, complete = false): ComponentScan => {
    offsets[i] = at;
    return { offsets: i === fitting ? offsets : offsets.subarray(0, i + 1), count: i, complete };
  };
  const truncated = (i: number, from: number, what: string): ComponentScan => {
    diags.report(coreRules.truncated, from, end - from, `component ${i}: ${what} runs past the end of the data`);
    return stop(i);
  };
  for (let i = 0; i < count; i++) {
    if ((i & 0xffff) === 0 && i > 0 && shouldStop?.()) return stop(i);
    offsets[i] = at;
    if (i >= fitting || end - at < COMPONENT.minSize) return truncated(i, at, 'record');
    const inputCountAt = at + COMPONENT.inputCount;
    const inputs = view.getInt32(inputCountAt, true);
    if (inputs < 0) return negative(i, inputCountAt, 'input count');
    if (inputs > (end - inputCountAt - 12) / 4) return truncated(i, inputCountAt + 4, 'input pegs');
    const outputCountAt = inputCountAt + 4 + 4 * inputs;
    const outputs = view.getInt32(outputCountAt, true);
    if (outputs < 0) return negative(i, outputCountAt, 'output count');
    if (outputs > (end - outputCountAt - 8) / 4) return truncated(i, outputCountAt + 4, 'output pegs');
    const customAt = outputCountAt + 4 + 4 * outputs;
    const custom = view.getInt32(customAt, true);
    if (custom < NULL_CUSTOM_DATA) {
      diags.report(blotterRules.customDataLength, customAt, 4, `component ${i}: custom data length ${custom}`);
      return stop(i);
    }
    const size = custom === NULL_CUSTOM_DATA ? 0 : custom;
    if (size > end - customAt - 4) return truncated(i, customAt + 4, 'custom data');
    at = customAt + 4 + size;
  }
  return stop(count, true);

  function negative(i: number, at: number, what: string): ComponentScan {
    diags.report(blotterRules.negativeCount, at, 4, `component ${i}: ${what} ${view.getInt32(at, true)}`);
    return stop(i);
  }
}
