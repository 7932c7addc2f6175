// `hex-atlas diff`: structural differences of two files by field path.
import { analyze } from '../../analysis';
import { diffTrees } from '../../diff/diff';
import { differenceText } from '../../diff/render';
import { files, intFlag } from '../args';
import { Command } from '../command';
import { readInput } from '../archive-input';

export const diffCommand: Command = {
  name: 'diff',
  summary: 'list structural differences of two files by field path',
  usage: '<a> <b> [--json] [--limit N]   (each a file or ARCHIVE!inner/path)',
  details: [
    'Changed values read `header.mapid: 812 -> 813`; added and removed records `+ path: record` and `- path: record`.',
    'Records are matched by their natural key where the format has one (Logic World component address, NRes entry',
    'name, EU7 record name), otherwise by position after the equal records at both ends; bulk arrays are compared',
    'element by element, with the count and the first differing elements.',
  ],
  options: [
    { name: 'json', help: 'JSON: { equal, total, differences }' },
    { name: 'limit', value: 'N', help: 'list at most N differences (default 1000; all are counted)' },
  ],
  exitCodes: [
    [0, 'the files are structurally equal'],
    [1, 'they differ'],
    [2, 'usage error or unreadable file'],
  ],
  async run(args, { out }) {
    const [fileA, fileB] = files(args, 2);
    const limit = intFlag(args, 'limit', 1000);
    const [{ bytes: bytesA }, { bytes: bytesB }] = await Promise.all([readInput(fileA), readInput(fileB)]);
    const [a, b] = await Promise.all([
      analyze(fileA, bytesA, { decodeOnly: true }),
      analyze(fileB, bytesB, { decodeOnly: true }),
    ]);
    const result =
      a.format.id === b.format.id
        ? diffTrees({ root: a.decoded.root, bytes: bytesA }, { root: b.decoded.root, bytes: bytesB }, { limit })
        : { total: 1, differences: [{ kind: 'changed' as const, path: 'format', a: a.format.id, b: b.format.id }] };
    if (args.flags.has('json')) {
      out(JSON.stringify({ equal: result.total === 0, total: result.total, differences: result.differences }, null, 2));
    } else {
      for (const d of result.differences) out(differenceText(d));
      if (result.total > result.differences.length)
        out(`… ${result.total - result.differences.length} more differences (--limit)`);
    }
    return result.total === 0 ? 0 : 1;
  },
};
