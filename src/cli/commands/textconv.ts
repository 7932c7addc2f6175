// `hex-atlas textconv`: a decoded file as stable `field.path = value` lines, for git's textconv diff driver.
import { analyze } from '../../analysis';
import { dumpTree } from '../../diff/dump';
import { files } from '../args';
import { Command, usageExit } from '../command';
import { readInput } from '../archive-input';

export const textconvCommand: Command = {
  name: 'textconv',
  summary: 'print a file as stable `field.path = value` lines for git diff',
  usage: '<file|ARCHIVE!inner/path>',
  details: [
    'Records are named by their natural key where the format has one (a Logic World component address, an NRes',
    'entry name, an EU7 record name), so an insertion changes only its own lines. Bulk arrays and byte runs are',
    'printed as their size and SHA-1; unkeyed record lists that would take over 4,096 lines as their count and',
    'one SHA-1 line per 4,096 records. Use as a git diff driver:',
    '  echo "*.smf diff=hexatlas" >> .gitattributes',
    '  git config diff.hexatlas.textconv "hex-atlas textconv"',
  ],
  options: [],
  exitCodes: [[0, 'printed'], usageExit],
  async run(args, { out }) {
    const [file] = files(args);
    const { bytes } = await readInput(file);
    const a = await analyze(file, bytes, { decodeOnly: true });
    out(`format = ${a.format.id}${a.decoded.version ? ` (${a.decoded.version})` : ''}`);
    // Loaded here, not imported: loading node:crypto would cost every other command's run about 10 ms of CPU.
    const { createHash } = process.getBuiltinModule('node:crypto');
    const sha1 = (b: Uint8Array): string => `sha1:${createHash('sha1').update(b).digest('hex')}`;
    dumpTree(a.decoded.root, bytes, sha1, out);
    return 0;
  },
};
