// The toy format's one rule. A real format cites its engine's source or its upstream specification here.
import { rule } from '../../../src/core/diagnostics';

export const toyRules = {
  cellsShort: rule(
    'toy.cells-short',
    'error',
    'Fewer cells than the header says',
    'The header gives width x height one-byte cells, but the file ends before the last of them.',
    'test/toy-format/toy/decode.ts',
  ),
};
