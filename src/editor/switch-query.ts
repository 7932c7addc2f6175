// Logic World's switch commands are worked out where the decoded save is kept (the parse worker): "Set Switch States
// from Bits" on the component that holds the selected byte, "Load Data into Switches" and "Read Switches as Data" on
// the components the selection covers.
import type { Analysis } from '../analysis';
import { blotterFormat } from '../formats/blotter';
import type { BlotterDecoded } from '../formats/blotter/decode';
import { componentAddressAt, switchStateEdits, type SwitchEditsResult } from '../formats/blotter/switch-bits';
import {
  loadSwitchData,
  readSwitchData,
  type SwitchData,
  type SwitchLayout,
  type SwitchLoad,
  type SwitchRead,
} from '../formats/blotter/switch-data';
import { msg, type Text } from '../core/translatable';

type Decoded = Pick<Analysis, 'format' | 'decoded'>;

/** The decoded save, or why the file has no switches to work on. */
function save(a: Decoded): BlotterDecoded | { error: Text } {
  if (a.format.id !== blotterFormat.id)
    return { error: msg`switch states are set in Logic World saves; this file is read as ${a.format.displayName}` };
  return a.decoded as BlotterDecoded;
}

/** The edits that set the switches of the component holding byte `offset` to `bits`, or why there are none. */
export function switchEditsAt(a: Decoded, offset: number, bits: string): SwitchEditsResult {
  const decoded = save(a);
  if ('error' in decoded) return decoded;
  const address = componentAddressAt(decoded, offset);
  if (address === undefined)
    return {
      error: msg`byte ${`0x${offset.toString(16)}`} is not inside a component: select a board or one of its fields`,
    };
  return switchStateEdits(decoded, address, bits);
}

export function switchLoadAt(
  a: Decoded,
  offset: number,
  length: number,
  data: SwitchData,
  layout: SwitchLayout,
): SwitchLoad {
  const decoded = save(a);
  return 'error' in decoded ? decoded : loadSwitchData(decoded, offset, length, data, layout);
}

export function switchReadAt(a: Decoded, offset: number, length: number, layout: SwitchLayout): SwitchRead {
  const decoded = save(a);
  return 'error' in decoded ? decoded : readSwitchData(decoded, offset, length, layout);
}
