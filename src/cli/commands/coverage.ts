// `hex-atlas coverage`: the share of a file's bytes the tree explains.
import { analyze } from '../../analysis';
import { coverage } from '../../core/tree';
import { files } from '../args';
import { Command, sayer, usageExit } from '../command';
import { readInput, resolveInput } from '../../input/archive-input';
import { msg, counted } from '../../core/translatable';

export const coverageCommand: Command = {
  name: 'coverage',
  summary: msg`the share of bytes the tree explains (the rest are gap or opaque nodes)`,
  usage: '<file|ARCHIVE!inner/path>',
  options: [],
  exitCodes: [[0, msg`printed`], usageExit],
  async run(args, io) {
    const [file] = files(args);
    const { bytes } = await readInput(resolveInput(file));
    const a = await analyze(file, bytes, { decodeOnly: true });
    const c = coverage(a.decoded.root);
    const pct = c.total === 0 ? 100 : (100 * c.explained) / c.total;
    io.out(sayer(io)(msg`${pct.toFixed(1)}% of ${counted(c.total, 'byte')} explained`));
    return 0;
  },
};
