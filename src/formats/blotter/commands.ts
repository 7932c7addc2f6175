// Logic World's switch commands: "Set Switch States from Bits…" on the component that holds the selected byte (from
// the palette), "Load Data into Switches…" and "Read Switches as Data…" on the components the row or the selection
// covers (the tree's menu offers them on a component that holds switches).
import type { CommandArgs, CommandSpec } from '../../core/format-command';
import { counted, joined, msg, verbatim } from '../../core/translatable';
import type { BlotterModel } from './model';
import type { SaveIndex } from './save-index';
import { componentAddressAt, switchStateEdits } from './switch-bits';
import { loadSwitchData, readSwitchData } from './switch-data';
import { holdsSwitches } from './switch-holders';
import { LAYOUT_CHOICES, layoutOf, type SwitchData } from './switch-layout';

type SwitchCommand = CommandSpec<BlotterModel, SaveIndex>;

/** A file larger than this is refused before it is read: it is far more than any board holds. */
const maxFileBytes = 16 << 20;

const setSwitchStates: SwitchCommand = {
  id: 'hexAtlas.setSwitchStates',
  title: msg`Set Switch States from Bits…`,
  args: [
    {
      name: 'bits',
      kind: 'text',
      prompt: joined(
        msg`The switches on the selected component, in file order: hex 0x… (one digit per 4 switches), binary 0b… or `,
        msg`plain 0/1 digits (one per switch). Bit 0, the rightmost digit, is the first switch.`,
      ),
      placeholder: '0b1011 or 0xB',
    },
  ],
  run(decoded, { offset }, args) {
    const bits = String(args.bits);
    const address = componentAddressAt(decoded, offset);
    if (address === undefined)
      return {
        error: msg`byte ${`0x${offset.toString(16)}`} is not inside a component: select a board or one of its fields`,
      };
    const r = switchStateEdits(decoded, address, bits);
    if ('error' in r) return r;
    return { edits: r.edits, label: msg`Set ${counted(r.edits.length, 'switch', 'switches')} to ${bits.trim()}` };
  },
};

const layoutArg = {
  name: 'layout',
  kind: 'choice',
  label: msg`bit order and the corner the first row starts from`,
  choices: LAYOUT_CHOICES,
  remember: true,
} as const;

const from = (source: string) => (args: CommandArgs) => args.source === source;

const loadSwitches: SwitchCommand = {
  id: 'hexAtlas.loadSwitchData',
  title: msg`Load Data into Switches…`,
  appliesTo: holdsSwitches,
  menu: '2_edit@5',
  args: [
    {
      name: 'source',
      kind: 'choice',
      label: msg`the data`,
      choices: [
        { value: 'file', label: msg`Bytes of a File…` },
        { value: 'hex', label: msg`Hex Bytes…`, description: verbatim('DE AD BE EF') },
        {
          value: 'number',
          label: msg`A Number…`,
          description: msg`decimal, 0x… or 0b…: the switches as one binary number`,
        },
      ],
    },
    layoutArg,
    { name: 'file', kind: 'file', maxBytes: maxFileBytes, when: from('file') },
    { name: 'hex', kind: 'hex', label: msg`hex bytes`, placeholder: 'DE AD BE EF', when: from('hex') },
    {
      name: 'number',
      kind: 'number',
      label: msg`a number`,
      placeholder: msg`1234, 0x4D2 or 0b10011010010`,
      when: from('number'),
    },
  ],
  run(decoded, { offset, length }, args) {
    const bytes = args.file ?? args.hex;
    const data: SwitchData = bytes instanceof Uint8Array ? { bytes } : { number: String(args.number) };
    const r = loadSwitchData(decoded, offset, length, data, layoutOf(String(args.layout)));
    if ('error' in r) return r;
    const label = msg`Load data into ${counted(r.edits.length, 'switch', 'switches')}`;
    return { edits: r.edits, label, show: r.summary };
  },
};

const readSwitches: SwitchCommand = {
  id: 'hexAtlas.readSwitchData',
  title: msg`Read Switches as Data…`,
  appliesTo: holdsSwitches,
  menu: '2_edit@6',
  args: [layoutArg],
  run(decoded, { offset, length }, args) {
    const r = readSwitchData(decoded, offset, length, layoutOf(String(args.layout)));
    return 'error' in r ? r : { show: r.summary, copy: r.bytes };
  },
};

export const blotterCommands: SwitchCommand[] = [setSwitchStates, loadSwitches, readSwitches];
