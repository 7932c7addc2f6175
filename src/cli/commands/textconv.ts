// `hex-atlas textconv`: a decoded file as stable `field.path = value` lines, for git's textconv diff driver.
import { analyze } from '../../analysis';
import { dumpTree } from '../../diff/dump';
import { files } from '../args';
import { Command, usageExit } from '../command';
import { ArchiveReader } from '../../archives/reader';
import { openArchiveOrFail, readInput, resolveInput } from '../../input/archive-input';
import { Out } from '../../input/io';
import { msg, joined } from '../../core/translatable';
import { render } from '../../core/translatable';

export const textconvCommand: Command = {
  name: 'textconv',
  summary: msg`print a file as stable \`field.path = value\` lines for git diff`,
  usage: '<file|ARCHIVE|ARCHIVE!inner/path>',
  details: [
    joined(
      msg`Records are named by their natural key where the format has one (a component's address, `,
      msg`an archive entry's name, a record's name), so an insertion changes only its own `,
      msg`lines. Bulk arrays and byte runs are printed as their size and SHA-1; unkeyed record lists `,
      msg`that would take over 4,096 lines, and pictures' pixel blocks of any length, as their count `,
      msg`and one SHA-1 line per 4,096 records. A map `,
      msg`archive is one line per entry: its size and the SHA-1 of its bytes (not how it is packed). `,
      msg`Use as a git diff driver:`,
    ),
    { code: 'echo "*.smf diff=hexatlas" >> .gitattributes' },
    { code: 'git config diff.hexatlas.textconv "hex-atlas textconv"' },
  ],
  options: [],
  exitCodes: [[0, msg`printed`], usageExit],
  async run(args, { out }) {
    const [file] = files(args);
    // Loaded here, not imported: loading node:crypto would cost every other command's run about 10 ms of CPU.
    const { createHash } = process.getBuiltinModule('node:crypto');
    const sha1 = (b: Uint8Array): string => `sha1:${createHash('sha1').update(b).digest('hex')}`;
    const input = resolveInput(file);
    if (input.kind === 'archive') return archiveLines(await openArchiveOrFail(file), sha1, out);
    const { bytes } = await readInput(input);
    const a = await analyze(file, bytes, { decodeOnly: true });
    out(`format = ${a.format.id}${a.decoded.version ? ` (${render(a.decoded.version)})` : ''}`);
    dumpTree(a.decoded.root, bytes, sha1, out);
    return 0;
  },
};

/** One `entries["path"] = size, sha1` line per entry, read in one pass; entries beyond the bounds say so. */
async function archiveLines(reader: ArchiveReader, sha1: (b: Uint8Array) => string, out: Out): Promise<number> {
  try {
    out(`format = ${reader.archive.kind}`);
    await reader.preload(reader.entries);
    for (const e of reader.entries) {
      const bytes = await reader.read(e);
      const content = bytes instanceof Uint8Array ? sha1(bytes) : `not read: ${render(bytes)}`;
      out(`entries[${JSON.stringify(e.path)}] = ${e.size} bytes, ${content}`);
    }
    return 0;
  } finally {
    reader.close();
  }
}
