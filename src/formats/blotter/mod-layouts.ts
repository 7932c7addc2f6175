// Custom data layouts of common mods' components, from the mods' own source. A mod's data interface is written by
// the game's serializer (see custom-data-spec.ts); a component that overrides SerializeCustomData writes its own.
import { CustomDataLayout, FieldSpec, layout } from './custom-data-spec';
import { msg } from '../../core/translatable';

const CHEESE = 'cheese3660/CheeseUtilMod';
const RAM_SOURCE =
  `${CHEESE} cheeseutil/src/shared/IRamData.cs { Data, State, ClientIncomingData }; ` +
  'cheeseutil/src/server/RAM8BitBase.cs and RAM16BitBase.cs (Data: the memory, raw deflate)';
const RAM_RESIZABLE_SOURCE =
  `${CHEESE} cheeseutil/src/shared/IRamResizeableData.cs { Data, state, ClientIncomingData, bitWidth, ` +
  'addressWidth }; cheeseutil/src/server/RamResizable.cs (Data: the memory, raw deflate, ceil(bitWidth / 8) bytes ' +
  'a word)';
const HEX_SOURCE = `${CHEESE} cheeseutil/src/client/HexDisplayResizable.cs (IData { color, size })`;
const HUNTA_MEMORY_SOURCE =
  'HuntaBadday/HuntaBaddayCPUmod HuntaBaddayCPUmod/src/shared/IRamData.cs { Data, State, ClientIncomingData }; ' +
  'HuntaBaddayCPUmod/src/server/Memory16x16.cs (Data: 65,536 u16 words, raw deflate)';
const HUNTA_BUFFER_SOURCE =
  'HuntaBadday/HuntaBaddayCPUmod HuntaBaddayCPUmod/src/server/Buffers/Buffer8_sw.cs (SerializeCustomData: ' +
  '65,536 bytes of memory, two u16 pointers and three flags, raw deflate)';

/** IRamData (both mods name it so): byte arrays ClientIncomingData and Data (the memory), then the State byte. */
function ramData(source: string, addressBits: number, bits: number): CustomDataLayout {
  return layout('RamData', 'documented', source, [
    { name: 'clientIncomingData', shape: 'bytes' },
    { name: 'data', shape: 'bytes', words: { bits, addressBits } },
    { name: 'state', shape: 'u8' },
  ]);
}

const RAM_RESIZABLE_FIELDS: FieldSpec[] = [
  { name: 'addressWidth', shape: 'i32' },
  { name: 'bitWidth', shape: 'i32' },
  { name: 'clientIncomingData', shape: 'bytes' },
  { name: 'data', shape: 'bytes', words: { bits: 'bitWidth', addressBits: 'addressWidth' } },
  { name: 'state', shape: 'u8' },
];
// Mixed-case property names: their order depends on how the serializer compares names, which no public source says.
const RAM_RESIZABLE = layout(
  'RamResizableData',
  'guessed',
  msg`${RAM_RESIZABLE_SOURCE}; order of mixed-case names guessed`,
  RAM_RESIZABLE_FIELDS,
);

const HEX_RESIZABLE = layout('HexDisplayData', 'documented', HEX_SOURCE, [
  { name: 'color', shape: 'color' },
  { name: 'size', shape: 'i32', unit: 'squares' },
]);

const BUFFER8_SW = layout('BufferData', 'documented', HUNTA_BUFFER_SOURCE, [
  { name: 'state', shape: 'rest', words: { bits: 8, addressBits: 16 } },
]);

/** The fixed RAMs, by address and word width, as the mod names them (e.g. Ram8aX16b). */
const CHEESE_RAMS: [string, CustomDataLayout][] = [4, 8, 16].flatMap((a) =>
  [8, 16].map((b): [string, CustomDataLayout] => [`CheeseUtilMod.Ram${a}aX${b}b`, ramData(RAM_SOURCE, a, b)]),
);

/** Layout by component text id. */
export const MOD_LAYOUTS: readonly [string, CustomDataLayout][] = [
  ...CHEESE_RAMS,
  ['CheeseUtilMod.RamResizable', RAM_RESIZABLE],
  ['CheeseUtilMod.HexResizable', HEX_RESIZABLE],
  ['HuntaBaddayCPUmod.Memory16x16', ramData(HUNTA_MEMORY_SOURCE, 16, 16)],
  ['HuntaBaddayCPUmod.Buffer8_sw', BUFFER8_SW],
];
