// "Set Switch States from Bits" is worked out where the decoded save is kept (the parse worker): the component that
// holds the selected byte, then the on-byte edits for the switches on it.
import type { Analysis } from '../analysis';
import { blotterFormat } from '../formats/blotter';
import type { BlotterDecoded } from '../formats/blotter/decode';
import { componentAddressAt, switchStateEdits, type SwitchEditsResult } from '../formats/blotter/switch-bits';

/** The edits that set the switches of the component holding byte `offset` to `bits`, or why there are none. */
export function switchEditsAt(
  a: Pick<Analysis, 'format' | 'decoded'>,
  offset: number,
  bits: string,
): SwitchEditsResult {
  if (a.format.id !== blotterFormat.id)
    return { error: `switch states are set in Logic World saves; this file is read as ${a.format.displayName}` };
  const decoded = a.decoded as BlotterDecoded;
  const address = componentAddressAt(decoded, offset);
  if (address === undefined)
    return { error: `byte 0x${offset.toString(16)} is not inside a component: select a board or one of its fields` };
  return switchStateEdits(decoded, address, bits);
}
