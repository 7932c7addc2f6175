// Every Blotter rule, defined once. Severity follows the game: what it refuses to load is an error,
// what it loads anyway is a warning, info marks something worth a look.
import { rule } from '../../core/diagnostics';

// The format's published specification, and its author's notes on what changed in v6 and v7.
const WIKI = 'Logic World Wiki, Blotter File Format/v7';
const CHANGES = 'gist JimmyCushnie/bebea37a21acbb6e669589967f9512a2 (changes in Blotter v6 and v7)';
const BLOTTER_RS = 'agausmann/blotter.rs src/custom_data.rs';

export const blotterRules = {
  badMagic: rule(
    'blotter.bad-magic',
    'error',
    'Header is not "Logic World save"',
    'The first 16 bytes of every Blotter file spell "Logic World save". The game rejects a file without them as ' +
      'corrupt. ' +
      'When the rest of the save reads, the fix writes them.',
    `${WIKI}: Header`,
    { fixable: true },
  ),
  unsupportedVersion: rule(
    'blotter.unsupported-version',
    'error',
    'Unknown save format version',
    'The byte after the header is the save format version. Versions 5, 6 and 7 are known; the rest of a file with ' +
      'any other version is kept as opaque bytes.',
    `${WIKI}: Save Format Version; ${CHANGES}`,
  ),
  saveType: rule(
    'blotter.save-type',
    'error',
    'Save type is neither world (1) nor subassembly (2)',
    'Byte 0 means unknown/error and 3-255 are reserved. The circuit-state block cannot be read without knowing the ' +
      'type.',
    `${WIKI}: Save type`,
  ),
  saveTypeExtension: rule(
    'blotter.save-type-extension',
    'warning',
    'Save type does not match the file extension',
    '.logicworld files hold worlds (1); .lwsubassembly and .partialworld files hold subassemblies (2).',
    `${WIKI}: File types`,
  ),
  negativeCount: rule(
    'blotter.negative-count',
    'error',
    'A count or length is negative',
    'Counts and lengths are signed 32-bit ints that must not be negative (the only exception is a custom data length ' +
      'of -1, meaning null). The game cannot allocate a negative array and fails to load.',
    `${WIKI}: Data types`,
  ),
  countExceedsData: rule(
    'blotter.count-exceeds-data',
    'error',
    'A count needs more bytes than the file holds',
    'Even at the smallest record size the stored count would run past the end of the file.',
    `${WIKI}: Component and wire counts`,
  ),
  countWrong: rule(
    'blotter.count-wrong',
    'error',
    'Component or wire count does not lead to the footer',
    'The counts decide where the wires and the circuit states start, and the footer ends the file. With the stored ' +
      'counts the circuit states do not end at the footer, while exactly one other value of one count makes them ' +
      'end right before it. The save is read with that count (so one error instead of wires read from the middle ' +
      'of a component); the fix writes it into the header.',
    'JimmyCushnie/logicworld-save-format (Blotter: counts, then the records, then the footer)',
    { fixable: true },
  ),
  textNotUtf8: rule(
    'blotter.text-not-utf8',
    'warning',
    'Text is not valid UTF-8',
    'Mod ids and component text ids are UTF-8. Invalid bytes are replaced when the game reads them, so the id will ' +
      'not match the mod or component type it was meant to name.',
    `${WIKI}: Data types (string)`,
  ),
  duplicateNumericId: rule(
    'blotter.duplicate-numeric-id',
    'error',
    'Numeric component id mapped twice',
    'Each numeric id may appear once in the component id map; the game builds a dictionary from it and fails on a ' +
      'duplicate key.',
    `${WIKI}: Component IDs Map`,
  ),
  unusedComponentType: rule(
    'blotter.unused-component-type',
    'info',
    'Component type used by no component',
    'The component id map lists types that no component of the save uses; one finding, on the first, ' +
      'lists them. The game writes every type it had loaded, so a save from a modded game asks for mods it ' +
      'does not use (players install RemoveUnusedComponentsOnSave to avoid it). The fix drops every unused ' +
      'type from the map and closes the gaps: each numeric id above a dropped one goes down by the number ' +
      'of dropped ids below it, in the map and in every component.',
    `${WIKI}: Component IDs Map, Components`,
    { fixable: true },
  ),
  componentModMissing: rule(
    'blotter.component-mod-missing',
    'warning',
    "Component type of a mod not in the save's mod list",
    'A component type used by the save is named after a mod ("Mod.Type") that is not among the save\'s mod ' +
      'versions: the game cannot tell the player which mod to install to load it.',
    `${WIKI}: Mod Versions, Component IDs Map`,
  ),
  duplicateTextId: rule(
    'blotter.duplicate-text-id',
    'warning',
    'Text component id mapped twice',
    'Two numeric ids name the same component type. The game loads it, but one of the ids is redundant.',
    `${WIKI}: Component IDs Map`,
  ),
  customDataLength: rule(
    'blotter.custom-data-length',
    'error',
    'Custom data length below -1',
    'A custom data length is the byte count, or -1 for null. Anything lower cannot be read.',
    `${WIKI}: Components data (custom data); ${CHANGES}`,
  ),
  firstNotRoot: rule(
    'blotter.first-not-root',
    'error',
    'First component is not a root',
    'The first component must have parent address 0 (C-0) so every later component can find its parent.',
    `${WIKI}: Components data`,
  ),
  parentOrder: rule(
    'blotter.parent-order',
    'error',
    'Parent is listed after its child',
    "Every component's parent must appear earlier in the file; the game creates components in file order.",
    `${WIKI}: Components data`,
  ),
  parentMissing: rule(
    'blotter.parent-missing',
    'error',
    'Parent component does not exist',
    'The parent address names no component of this file.',
    `${WIKI}: Components data`,
  ),
  duplicateAddress: rule(
    'blotter.duplicate-address',
    'error',
    'Component address used twice',
    'Component addresses identify components (wires refer to them) and must be unique.',
    `${WIKI}: Components data (component address)`,
  ),
  addressZero: rule(
    'blotter.address-zero',
    'error',
    'Component address is 0',
    'Address 0 (C-0) means "no parent"; a component cannot have it.',
    `${WIKI}: Components data (component address)`,
  ),
  unknownComponentId: rule(
    'blotter.unknown-component-id',
    'error',
    'Component type not in the id map',
    "The component's numeric id has no entry in the component id map, so its type cannot be resolved.",
    `${WIKI}: Components data, Component IDs Map`,
  ),
  nonFinite: rule(
    'blotter.non-finite',
    'warning',
    'Position or rotation is NaN or infinite',
    'A component placed at a NaN or infinite position, or rotated by such a quaternion, cannot be shown in the world.',
    `${WIKI}: Components data`,
  ),
  rotationNotUnit: rule(
    'blotter.rotation-not-unit',
    'info',
    'Rotation quaternion is not of unit length',
    'Rotations are unit quaternions; a length far from 1 scales or skews the component when it is drawn.',
    `${WIKI}: Components data (rotation)`,
  ),
  pegType: rule(
    'blotter.peg-type',
    'error',
    'Wire peg type is invalid',
    'In v7 a peg type is 1 (input) or 2 (output); in v5/v6 it is a bool (1 input, 0 output). Any other value is ' +
      'invalid.',
    `${WIKI}: Peg address; ${CHANGES}`,
  ),
  wireComponentMissing: rule(
    'blotter.wire-component-missing',
    'error',
    'Wire connects to a component that does not exist',
    'The component address of a wire end names no component of this file, so the wire connects nothing there. ' +
      'When the wire is otherwise sound (valid peg types, the other end on a component of the file), the fix ' +
      'removes the wire record and counts one wire less; every other record stays as it is.',
    `${WIKI}: Wires data, Peg address`,
    { fixable: true },
  ),
  pegIndexRange: rule(
    'blotter.peg-index-range',
    'error',
    'Wire peg index out of range',
    "The peg index must be below the component's input count (input pegs) or output count (output pegs).",
    `${WIKI}: Wires data, Peg address`,
  ),
  wireSelfLoop: rule(
    'blotter.wire-self-loop',
    'warning',
    'Wire connects a peg to itself',
    'Both ends of the wire are the same peg; such a wire does nothing.',
    `${WIKI}: Wires data`,
  ),
  wireOutputToOutput: rule(
    'blotter.wire-output-to-output',
    'warning',
    'Wire connects two outputs',
    'Wires join an input to an input or an output; the game never draws one between two outputs.',
    `${WIKI}: Wires data`,
  ),
  stateIdNegative: rule(
    'blotter.state-id-negative',
    'error',
    'Circuit state id is negative',
    'Circuit state ids index the state block from 0 upwards.',
    `${WIKI}: Circuit states`,
  ),
  emptySubassembly: rule(
    'blotter.empty-subassembly',
    'error',
    'Subassembly has no components',
    'A world may be empty, but a subassembly must have at least one (root) component.',
    `${WIKI}: File types (subassembly files)`,
  ),
  statesTooShort: rule(
    'blotter.states-too-short',
    'error',
    'World state block does not cover every state id used',
    'A world lists the values of states 0 through the highest id any peg or wire uses, 8 per byte.',
    `${WIKI}: Circuit states (worlds)`,
  ),
  statePadding: rule(
    'blotter.state-padding',
    'warning',
    'Padding bits of the state block are set',
    "Bits after the highest state id used, in the block's last byte, are padding and are written as 0.",
    `${WIKI}: Circuit states (worlds)`,
  ),
  onStateUnused: rule(
    'blotter.on-state-unused',
    'info',
    'ON state id is not used by any peg or wire',
    'A subassembly lists the ON states its pegs and wires use; this id belongs to none of them.',
    `${WIKI}: Circuit states (subassemblies)`,
  ),
  onStateDuplicate: rule(
    'blotter.on-state-duplicate',
    'info',
    'ON state id listed twice',
    "The subassembly's list of ON states names the same id more than once.",
    `${WIKI}: Circuit states (subassemblies)`,
  ),
  badFooter: rule(
    'blotter.bad-footer',
    'error',
    'Footer is not "redstone sux lol"',
    'The last 16 bytes of every Blotter file spell "redstone sux lol". A different footer means the sections ' +
      'before it ' +
      'do not add up (or the file is damaged) and the game rejects it. When the sections before it end exactly 16 ' +
      'bytes before the end of the file, the fix writes the footer.',
    `${WIKI}: Footer`,
    { fixable: true },
  ),
  trailingBytes: rule(
    'blotter.trailing-bytes',
    'warning',
    'Bytes after the footer',
    'Nothing follows the footer in a file the game writes. The extra bytes are kept but mean nothing.',
    `${WIKI}: File structure, Footer`,
  ),
  customDataLayout: rule(
    'blotter.custom-data-layout',
    'warning',
    "Custom data does not fit its type's layout",
    "The component's type has a documented custom data layout for the game version that wrote the save, but the " +
      'stored bytes are not one record of it (too short, too long, or a text length that runs past them). The game ' +
      'reads custom data with a binary reader made ' +
      "for the type's data, so these bytes do not mean the settings they seem to; the rest of the save is unaffected.",
    `${BLOTTER_RS}; Logic World Wednesday of 2020-10-14 ("More Robust Save Loading", custom data)`,
  ),
  customDataUnknownLayout: rule(
    'blotter.custom-data-unknown-layout',
    'info',
    'Custom data layout unknown for this game version',
    "The component's custom data does not fit the layout Hex Atlas has for its type, but that layout is a guess " +
      '(no public source gives it for the game version that wrote the save), or there is none for this version. ' +
      'The bytes are shown raw; nothing says they are wrong. A documented layout that does not fit is ' +
      'blotter.custom-data-layout instead.',
    "The source of each layout, shown with the decoded data: skyjoe999/SkysLogicWorldMods (the game's data " +
      'interfaces), cheese3660/CheeseUtilMod, HuntaBadday/HuntaBaddayCPUmod',
  ),
  boardSizeZero: rule(
    'blotter.board-size-zero',
    'warning',
    'Circuit board is 0 squares wide or long',
    "A board's size counts squares in each direction, and the game makes boards 1 square or more. A board of size " +
      '0 loads but has no surface: nothing can be seen, clicked or placed on it.',
    BLOTTER_RS,
  ),
  toggleByte: rule(
    'blotter.toggle-byte',
    'warning',
    'Switch or button state byte is neither 0 nor 1',
    'The on (pressed) state is a bool byte. Like .NET BinaryReader.ReadBoolean, the game reads any byte other than ' +
      '0 as true, so the switch loads as ON and is written back as 1 when the game saves.',
    '.NET BinaryReader.ReadBoolean (any non-zero byte is true); switch and button layout checked on saved files',
  ),
} as const;

export const blotterRuleList = Object.values(blotterRules);
