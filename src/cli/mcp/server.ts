// The agent tools (src/agent/) as a Model Context Protocol server over stdio, with the protocol's own SDK. Every
// call answers with the tool's JSON as text (and as structured content); a refusal is an error result the model
// reads, never a crash of the server.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { AnalysedFiles, type AgentSurface } from '../../agent/files';
import { agentTools, runTool } from '../../agent/tools';
import { render, type Language } from '../../core/translatable';
import { version } from '../package-info';

export function mcpServer(surface: AgentSurface, lang: Language): Server {
  const server = new Server({ name: 'hex-atlas', version }, { capabilities: { tools: {} } });
  const files = new AnalysedFiles(surface);
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: agentTools.map((t) => ({
      name: t.name,
      title: render(t.title, lang),
      description: t.description,
      inputSchema: t.inputSchema as { type: 'object' },
      annotations: {
        title: render(t.title, lang),
        readOnlyHint: !t.writes,
        destructiveHint: false,
        openWorldHint: false,
      },
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    try {
      const result = await runTool(request.params.name, request.params.arguments ?? {}, { files, lang });
      if ('refusal' in result) return { isError: true, content: [{ type: 'text', text: result.refusal }] };
      const answer = result.answer as Record<string, unknown>;
      return { content: [{ type: 'text', text: JSON.stringify(answer) }], structuredContent: answer };
    } catch (e) {
      return { isError: true, content: [{ type: 'text', text: `internal error: ${(e as Error).message}` }] };
    }
  });
  return server;
}

/** Serves on this process's stdin and stdout until the client closes them. */
export async function serveStdio(server: Server): Promise<void> {
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = resolve;
    process.stdin.once('end', () => void transport.close());
  });
  await server.connect(transport);
  await closed;
}
