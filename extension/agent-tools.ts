// The agent tools as VS Code language model tools (agent mode calls them; `#hexatlas` points a chat at the active
// file), and `hex-atlas mcp` offered to VS Code's MCP support where the running VS Code has it. The tools are
// declared in package.json by the build (src/agent/manifest.ts); here each is given its code.
import * as vscode from 'vscode';
import { AnalysedFiles } from '../src/agent/files';
import { agentTools, runTool, vscodeToolName } from '../src/agent/tools';
import type { AgentTool } from '../src/agent/tool';
import { WorkspaceFiles } from './agent-files';
import { say, userLanguage } from './language';
import type { HexAtlasEditorProvider } from './provider';
import { platform } from './platform';

export function registerAgentTools(editors: HexAtlasEditorProvider, extensionUri: vscode.Uri): vscode.Disposable[] {
  const files = new AnalysedFiles(new WorkspaceFiles(editors));
  const tools = agentTools.map((tool) =>
    vscode.lm.registerTool<Record<string, unknown>>(vscodeToolName(tool), {
      prepareInvocation: (options) => invocation(tool, options.input),
      async invoke(options) {
        const result = await runTool(tool.name, options.input, { files, lang: userLanguage() });
        // A refusal reaches the model as the tool's error, in words it can act on.
        if ('refusal' in result) throw new Error(result.refusal);
        return new vscode.LanguageModelToolResult([new vscode.LanguageModelTextPart(JSON.stringify(result.answer))]);
      },
    }),
  );
  return [...tools, ...registerMcpServer(extensionUri)];
}

/** What the user sees while a tool runs; a tool that changes a file asks first. */
function invocation(tool: AgentTool, input: Record<string, unknown>): vscode.PreparedToolInvocation {
  const file = typeof input.path === 'string' && input.path ? input.path : vscode.l10n.t("the active editor's file");
  const invocationMessage = vscode.l10n.t('Hex Atlas: {0} ({1})', say(tool.title), file);
  if (!tool.writes) return { invocationMessage };
  return {
    invocationMessage,
    confirmationMessages: {
      title: vscode.l10n.t('Hex Atlas: {0}?', say(tool.title)),
      message: new vscode.MarkdownString(
        vscode.l10n.t(
          'The agent asks to change {0} ({1}). The change becomes an unsaved edit of the open editor: ' +
            'you can undo it, and nothing is written to disk until you save.',
          file,
          JSON.stringify(input),
        ),
      ),
    },
  };
}

/** The MCP server definition API is in VS Code from 1.101; an older VS Code gets the language model tools alone. */
interface McpApi {
  registerMcpServerDefinitionProvider?(id: string, provider: object): vscode.Disposable;
}
interface McpServerClass {
  new (label: string, command: string, args: string[], env?: Record<string, string>): object;
}

function registerMcpServer(extensionUri: vscode.Uri): vscode.Disposable[] {
  const api = vscode.lm as unknown as McpApi;
  const Definition = (vscode as unknown as { McpStdioServerDefinition?: McpServerClass }).McpStdioServerDefinition;
  // The server is the CLI run by the extension host's own Node: the web build has none.
  const node = platform().nodeExecutable;
  if (!api.registerMcpServerDefinitionProvider || !Definition || !node) return [];
  const cli = vscode.Uri.joinPath(extensionUri, 'bin', 'hex-atlas.js').fsPath;
  const roots = (vscode.workspace.workspaceFolders ?? [])
    .filter((f) => f.uri.scheme === 'file')
    .map((f) => f.uri.fsPath);
  try {
    return [
      api.registerMcpServerDefinitionProvider('hexAtlas.mcp', {
        provideMcpServerDefinitions: () =>
          // The extension host's own Node runs the CLI: nothing else needs to be installed.
          [new Definition('Hex Atlas', node, [cli, 'mcp', ...roots], { ELECTRON_RUN_AS_NODE: '1' })],
      }),
    ];
  } catch {
    // A VS Code where the API is still a proposal refuses it: the language model tools serve there.
    return [];
  }
}
