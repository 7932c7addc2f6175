// One agent tool, defined once for both surfaces (VS Code's language model tools and the CLI's MCP server): its
// name, what a model is told about it, the JSON schema of its arguments, and what it answers.
import type { Language, Text } from '../core/translatable';
import type { ToolInput } from './arguments';
import type { AnalysedFiles } from './files';

export interface ToolContext {
  files: AnalysedFiles;
  /** The language of values' readings and messages in the answer. */
  lang: Language;
}

export interface AgentTool {
  /** snake_case, as MCP clients list it; VS Code's id is `hexatlas_<name>`. */
  name: string;
  /** A short title for people (tool pickers, confirmations). */
  title: Text;
  /** Written for a model: what it answers, when to use it, how to page, what it may change. */
  description: string;
  inputSchema: Record<string, unknown>;
  /** True when the tool changes a file (asks first in VS Code; needs --allow-writes in the MCP server). */
  writes: boolean;
  /** A JSON-able answer, bounded in size; throws ToolRefusal for a request it will not serve. */
  run(input: ToolInput, context: ToolContext): Promise<object>;
}

/** The path argument every tool takes, described once. */
export const pathProperty = {
  type: 'string',
  description:
    'The file: a path relative to the workspace (or the server root), or absolute inside it. ' +
    'A map archive entry is ARCHIVE!inner/path (e.g. maps/x.sd7!maps/x.smf).',
};
