// What the agent tools read and write, whichever surface serves them: the CLI's MCP server reads files under its
// roots, VS Code reads its open Hex Atlas documents and the workspace. A file is decoded once and kept while the
// agent keeps asking about it (a conversation asks several questions of one file in a row).
import { analyze, type Analysis } from '../analysis';
import type { SiblingFiles } from '../core/format';

export interface AgentFile {
  /** The path as the surface names it in answers. */
  path: string;
  bytes: Uint8Array;
  siblings?: SiblingFiles;
}

/** A request the tools cannot answer (a path outside the roots, a write not allowed): said to the agent as is. */
export class ToolRefusal extends Error {}

/** Where edited bytes go: an unsaved edit of an open document (VS Code) or a new file (the CLI's `--out`). */
export interface AgentWrites {
  /** Replaces `bytes.length` bytes at `offset`; returns where the change went, in words. */
  range(path: string, offset: number, bytes: Uint8Array, label: string, out?: string): Promise<string>;
  /** Replaces the whole file. */
  whole(path: string, bytes: Uint8Array, label: string, out?: string): Promise<string>;
}

export interface AgentSurface {
  read(path: string): Promise<AgentFile>;
  /** Absent where the surface was not allowed to write: the write tools refuse. */
  writes?: AgentWrites;
  /** What a write tool says when `writes` is absent. */
  writeRefusal: string;
}

/** The last few files a surface read, each with the stamp (size and time, or document version) it was read at. */
export class RecentFiles {
  private readonly files = new Map<string, { stamp: string; file: Promise<AgentFile> }>();

  constructor(private readonly keep = 4) {}

  /** The file read at `stamp`: the same bytes as last time when the stamp is unchanged, so no analysis is redone. */
  remember(key: string, stamp: string, load: () => Promise<AgentFile>): Promise<AgentFile> {
    const known = this.files.get(key);
    if (known?.stamp === stamp) return known.file;
    const file = load();
    this.files.delete(key);
    this.files.set(key, { stamp, file });
    file.catch(() => this.files.get(key)?.file === file && this.files.delete(key));
    // The oldest out first: a map of hundreds of MB is not kept for a question long past.
    while (this.files.size > this.keep) this.files.delete(this.files.keys().next().value!);
    return file;
  }
}

/** Files analysed lately, by path: the bytes are read again on each call, the analysis only when they changed. */
export class AnalysedFiles {
  private readonly recent = new Map<string, { bytes: Uint8Array; analysis: Promise<Analysis> }>();

  constructor(
    readonly surface: AgentSurface,
    private readonly keep = 4,
  ) {}

  async open(path: string): Promise<{ file: AgentFile; analysis: Analysis }> {
    const file = await this.surface.read(path);
    let entry = this.recent.get(file.path);
    if (!entry || entry.bytes !== file.bytes) {
      entry = { bytes: file.bytes, analysis: analyze(file.path, file.bytes, { siblings: file.siblings }) };
      this.recent.delete(file.path);
      this.recent.set(file.path, entry);
      while (this.recent.size > this.keep) this.recent.delete(this.recent.keys().next().value!);
    }
    return { file, analysis: await entry.analysis };
  }
}
