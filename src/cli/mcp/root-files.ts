// The MCP server's files: only what lies under its roots, by real path, so neither `..` nor a symbolic link leads
// out. A file is read again only when its size or time changed, so the tools' analysis cache holds between calls.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { RecentFiles, ToolRefusal, type AgentFile, type AgentSurface, type AgentWrites } from '../../agent/files';
import { diskPath, givenName, readInput, resolveInput, type InputPath } from '../../input/archive-input';
import { FileError } from '../../input/io';
import { msg, render } from '../../core/translatable';

export class RootFiles implements AgentSurface {
  private readonly recent = new RecentFiles();
  readonly writes?: AgentWrites;
  readonly writeRefusal =
    'this MCP server was started without --allow-writes: it only reads. Ask the user to restart it with ' +
    '--allow-writes to let fix and edit_value write a new file.';

  /** `roots` are real paths (see `realRoots`). */
  constructor(
    private readonly roots: string[],
    allowWrites: boolean,
  ) {
    if (allowWrites)
      this.writes = {
        range: (asked, offset, bytes, _label, out) => this.writeRange(asked, offset, bytes, out),
        whole: (_asked, bytes, _label, out) => this.writeWhole(bytes, out),
      };
  }

  /** The real path of `asked` (relative to the first root), refused unless it lies under a root. */
  async inside(asked: string, mustExist = true): Promise<string> {
    const resolved = path.resolve(this.roots[0], asked);
    let real: string;
    try {
      real = mustExist
        ? await fs.realpath(resolved)
        : path.join(await fs.realpath(path.dirname(resolved)), path.basename(resolved));
    } catch {
      throw new ToolRefusal(`cannot read ${asked}: no such file under the server's roots`);
    }
    if (!this.roots.some((r) => real === r || real.startsWith(r + path.sep)))
      throw new ToolRefusal(`${asked} is outside the folders this server may read (${this.roots.join(', ')})`);
    return real;
  }

  async read(asked: string): Promise<AgentFile> {
    if (!asked) throw new ToolRefusal('"path" is required');
    const given = resolveInput(asked);
    const real = await this.inside(diskPath(given));
    const resolved: InputPath = given.kind === 'entry' ? { ...given, archive: real } : { ...given, path: real };
    const stat = await fs.stat(real);
    return this.recent.remember(givenName(resolved), `${stat.size}:${stat.mtimeMs}`, async () => {
      try {
        const input = await readInput(resolved);
        return { path: asked, bytes: input.bytes, siblings: input.siblings };
      } catch (e) {
        if (e instanceof FileError) throw new ToolRefusal(render(e.text));
        throw e;
      }
    });
  }

  /** Writes a new file: created exclusively, so neither an existing file nor a planted link is written through. */
  private async writeWhole(bytes: Uint8Array, out: string | undefined): Promise<string> {
    if (!out) throw new ToolRefusal('give "out": the new file to write (the input is never overwritten)');
    const target = await this.inside(out, false);
    try {
      await fs.writeFile(target, bytes, { flag: 'wx' });
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') throw new ToolRefusal(`${out} exists: give a new file name (nothing is overwritten)`);
      throw new ToolRefusal(`cannot write ${out}: ${code ?? String(e)}`);
    }
    return target;
  }

  private async writeRange(asked: string, offset: number, bytes: Uint8Array, out: string | undefined): Promise<string> {
    const copy = (await this.read(asked)).bytes.slice();
    copy.set(bytes, offset);
    return this.writeWhole(copy, out);
  }
}

/** The real paths of the folders given; one that cannot be read is a FileError (exit status 2). */
export function realRoots(folders: string[]): Promise<string[]> {
  return Promise.all(
    folders.map((f) =>
      fs.realpath(f).catch((e: NodeJS.ErrnoException) => {
        throw new FileError(msg`cannot read ${f}: ${e.code ?? String(e)}`);
      }),
    ),
  );
}
