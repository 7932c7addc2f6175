// `hex-atlas mcp`: the agent tools as an MCP server on stdin/stdout, reading only under the folders it is given.
import { Command } from '../command';
import { realRoots, RootFiles } from '../mcp/root-files';
import { english, joined, msg } from '../../core/translatable';

export const mcpCommand: Command = {
  name: 'mcp',
  summary: msg`serve the agent tools (describe, tree, validate, …) as an MCP server over stdio`,
  usage: '[--root DIR] [DIR...] [--allow-writes]',
  details: [
    joined(
      msg`A Model Context Protocol server for AI agents: the tools describe, tree, at_offset, read_bytes, `,
      msg`validate, find, diff, fix and edit_value over the same codecs as the other commands. Only files `,
      msg`under the given folders (default: the working folder) are read, by real path. fix and edit_value `,
      msg`refuse unless --allow-writes is given, and then write only a new file inside the folders.`,
    ),
  ],
  options: [
    { name: 'root', value: 'DIR', help: msg`a folder the tools may read (also as plain arguments)` },
    { name: 'allow-writes', help: msg`let fix and edit_value write new files inside the folders` },
  ],
  exitCodes: [
    [0, msg`the client closed the connection`],
    [2, msg`usage error or unreadable folder`],
  ],
  async run(args, { lang }) {
    const root = args.flags.get('root');
    const folders = [...(typeof root === 'string' ? [root] : []), ...args.positional];
    const roots = await realRoots(folders.length ? folders : [process.cwd()]);
    const surface = new RootFiles(roots, args.flags.has('allow-writes'));
    // Loaded only here: the protocol's SDK is most of the CLI's size and no other command needs it.
    const { mcpServer, serveStdio } = await import('../mcp/server');
    await serveStdio(mcpServer(surface, lang?.machine ?? english));
    return 0;
  },
};
