// The toy's own command: "Set Toy Value…" on a cell (the tree's menu offers it on a cell's row, the palette on the
// selected byte) asks for a number and writes it into the cell as one undoable edit. Declared here and nowhere else.
import type { CommandSpec } from '../../../src/core/format-command';
import { msg } from '../../../src/core/translatable';
import { HEADER_SIZE, type ToyModel } from './decode';

export const setToyValue: CommandSpec<ToyModel, ToyModel> = {
  id: 'hexAtlas.setToyValue',
  title: msg`Set Toy Value…`,
  appliesTo: ({ model }, node) => !!model && node.length === 1 && node.offset >= HEADER_SIZE && node.childCount === 0,
  menu: '2_edit@9',
  args: [{ name: 'value', kind: 'number', label: msg`the cell's new value`, prompt: msg`0 to 255` }],
  run({ model }, { offset }, args) {
    const cell = offset - HEADER_SIZE;
    if (!model || cell < 0 || cell >= model.cells.length) return { error: msg`select a cell` };
    const value = Number(String(args.value).replace(/[\s_]/g, ''));
    if (!(value >= 0 && value <= 255)) return { error: msg`${String(args.value)} does not fit in a cell (0 to 255)` };
    return { edits: [{ offset, bytes: Uint8Array.of(value) }], label: msg`Set cell ${cell} to ${value}` };
  },
};
