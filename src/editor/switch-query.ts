// Logic World's switch commands are worked out where the decoded save is kept (the parse worker), by the codec's
// `commands` (src/core/commands.ts); a file whose format has none is told which format it was read as.
import type { Analysis } from '../analysis';
import type { SwitchData, SwitchEditsResult, SwitchLayout, SwitchLoad, SwitchRead } from '../core/switches';
import { msg } from '../core/translatable';

type Decoded = Pick<Analysis, 'format' | 'decoded'>;

const notSwitches = (a: Decoded) => ({
  error: msg`switch states are set in Logic World saves; this file is read as ${a.format.displayName}`,
});

/** The edits that set the switches of the component holding byte `offset` to `bits`, or why there are none. */
export function switchEditsAt(a: Decoded, offset: number, bits: string): SwitchEditsResult {
  const edits = a.format.commands?.switchEdits;
  return edits ? edits(a.decoded, offset, bits) : notSwitches(a);
}

export function switchLoadAt(
  a: Decoded,
  offset: number,
  length: number,
  data: SwitchData,
  layout: SwitchLayout,
): SwitchLoad {
  const load = a.format.commands?.switchLoad;
  return load ? load(a.decoded, offset, length, data, layout) : notSwitches(a);
}

export function switchReadAt(a: Decoded, offset: number, length: number, layout: SwitchLayout): SwitchRead {
  const read = a.format.commands?.switchRead;
  return read ? read(a.decoded, offset, length, layout) : notSwitches(a);
}
