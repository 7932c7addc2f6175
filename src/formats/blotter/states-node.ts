// The circuit-state block: a world's bit field (8 states per byte, least significant bit first) or a
// subassembly's list of ON state ids. Both are viewed in place; elements become nodes only when shown.
import { StructBuilder } from '../../core/builder';
import { DiagnosticSink } from '../../core/diagnostics';
import { StrideArrayNode, field, scalarArray } from '../../core/node';
import { onOff } from './display';
import { counted, listOf, msg, type Text } from '../../core/translatable';
import { readCount } from './fields';
import { SaveType } from './layout';
import { StateBlock } from './circuit-states';

export function readCircuitStates(
  file: StructBuilder,
  saveType: SaveType.World | SaveType.Subassembly,
  diags: DiagnosticSink,
): StateBlock {
  let block!: StateBlock;
  const world = saveType === SaveType.World;
  file.struct(
    'circuitStates',
    world ? 'WorldStates' : 'SubassemblyOnStates',
    (s) => {
      const countAt = s.c.pos;
      const count = readCount(s, world ? 'byteCount' : 'onCount', world ? 1 : 4, diags);
      const dataAt = s.c.pos;
      block = { saveType, countAt, dataAt, count };
      s.add(
        world
          ? stateBits(s.c.bytes, dataAt, count)
          : scalarArray('onStateIds', 'i32', s.c.bytes, dataAt, count, (id) => msg`state ${id}: ${onOff(true)}`),
      );
    },
    () =>
      block &&
      (world
        ? msg`${block.count * 8} states in ${counted(block.count, 'byte')}`
        : msg`${block.count} states ON, every other state OFF`),
  );
  return block;
}

function stateBits(bytes: Uint8Array, at: number, count: number): StrideArrayNode {
  return new StrideArrayNode('stateBits', `u8[${count}]`, at, count, 1, (i, offset) => {
    const v = bytes[offset];
    const states: Text[] = [];
    for (let bit = 0; bit < 8; bit++) states.push(onOff(((v >>> bit) & 1) === 1));
    return field(`[${i}]`, 'u8', offset, 1, v, msg`states ${i * 8}–${i * 8 + 7}: ${listOf(states, ' ')}`);
  });
}
