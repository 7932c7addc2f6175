// The fixed facts of the Blotter layout (Logic World Wiki, Blotter File Format/v7).
import { encodeLatin1 } from '../../core/text';

export const HEADER_MAGIC = encodeLatin1('Logic World save');
export const FOOTER_MAGIC = encodeLatin1('redstone sux lol');
export const MAGIC_SIZE = 16;

/** Format versions this reader understands; v5 and v6 differ from v7 only in pegs and positions. */
export const SUPPORTED_VERSIONS = [5, 6, 7] as const;

import { msg, type Text } from '../../core/translatable';

export const enum SaveType {
  World = 1,
  Subassembly = 2,
}

export function saveTypeName(t: number): Text {
  return t === SaveType.World ? msg`world` : t === SaveType.Subassembly ? msg`subassembly` : msg`unknown`;
}

/** v5 stores positions as f32 metres; later versions as i32 millimetres. */
export function positionsInMetres(version: number): boolean {
  return version <= 5;
}

// Component record: u32 address, u32 parent, u16 numeric id, 3 x position, 4 x f32 rotation, then the peg lists.
export const COMPONENT = {
  address: 0,
  parent: 4,
  numericId: 8,
  position: 10,
  rotation: 22,
  inputCount: 38,
  /** Smallest record: no pegs, custom data length only. */
  minSize: 38 + 4 + 4 + 4,
} as const;

// Wire record: two peg addresses (u8 type, u32 component, i32 index), i32 circuit state, f32 rotation.
export const PEG = { type: 0, component: 1, index: 5, size: 9 } as const;
export const WIRE = { pegA: 0, pegB: 9, stateId: 18, rotation: 22, size: 26 } as const;

export const enum PegKind {
  Invalid = 0,
  Input = 1,
  Output = 2,
}

/** v7 writes 1 = input, 2 = output; v5/v6 write a bool "is input" (1 input, 0 output). */
export function pegKindOf(version: number, typeByte: number): PegKind {
  if (version >= 7) return typeByte === 1 ? PegKind.Input : typeByte === 2 ? PegKind.Output : PegKind.Invalid;
  return typeByte === 1 ? PegKind.Input : typeByte === 0 ? PegKind.Output : PegKind.Invalid;
}

export function pegTypeByte(version: number, kind: PegKind.Input | PegKind.Output): number {
  if (version >= 7) return kind;
  return kind === PegKind.Input ? 1 : 0;
}

export function pegKindName(kind: PegKind): Text {
  return kind === PegKind.Input ? msg`input` : kind === PegKind.Output ? msg`output` : msg`invalid`;
}

/** Custom data length -1 means null (no custom data at all), distinct from 0 (empty). */
export const NULL_CUSTOM_DATA = -1;
