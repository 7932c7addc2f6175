// Logic World's switch commands, answered in the parse worker: "Set Switch States from Bits" on the component that
// holds the selected byte, "Load Data into Switches" and "Read Switches as Data" on the components the selection
// covers.
import type { FormatCommands } from '../../core/commands';
import { msg } from '../../core/translatable';
import type { BlotterModel } from './model';
import type { SaveIndex } from './save-index';
import { componentAddressAt, switchStateEdits } from './switch-bits';
import { loadSwitchData, readSwitchData } from './switch-data';

export const blotterCommands: FormatCommands<BlotterModel, SaveIndex> = {
  switchEdits(decoded, offset, bits) {
    const address = componentAddressAt(decoded, offset);
    if (address === undefined)
      return {
        error: msg`byte ${`0x${offset.toString(16)}`} is not inside a component: select a board or one of its fields`,
      };
    return switchStateEdits(decoded, address, bits);
  },
  switchLoad: loadSwitchData,
  switchRead: readSwitchData,
};
