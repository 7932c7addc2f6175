// `hex-atlas coverage`: the share of a file's bytes the tree explains.
import { analyze } from '../../analysis';
import { coverage } from '../../core/tree';
import { files } from '../args';
import { Command, usageExit } from '../command';
import { readInput } from '../archive-input';

export const coverageCommand: Command = {
  name: 'coverage',
  summary: 'the share of bytes the tree explains (the rest are gap or opaque nodes)',
  usage: '<file|ARCHIVE!inner/path>',
  options: [],
  exitCodes: [[0, 'printed'], usageExit],
  async run(args, { out }) {
    const [file] = files(args);
    const { bytes } = await readInput(file);
    const a = await analyze(file, bytes, { decodeOnly: true });
    const c = coverage(a.decoded.root);
    const pct = c.total === 0 ? 100 : (100 * c.explained) / c.total;
    out(`${pct.toFixed(1)}% of ${c.total} bytes explained`);
    return 0;
  },
};
