// The language model tools as VS Code registers them: every agent tool under its VS Code name, and a tool that
// changes a file asks the user first (VS Code shows prepareInvocation's confirmation before it runs the tool).
import { describe, expect, it, vi } from 'vitest';

const registered = new Map<string, { prepareInvocation(o: { input: object }): { confirmationMessages?: object } }>();

vi.mock('vscode', async () => ({
  ...(await import('./fake-l10n')),
  lm: { registerTool: (name: string, tool: never) => (registered.set(name, tool), { dispose() {} }) },
  workspace: { workspaceFolders: [] },
  MarkdownString: class {
    constructor(readonly value: string) {}
  },
  Uri: { joinPath: () => ({ fsPath: '/x' }) },
  // A VS Code before 1.101: no MCP server definitions.
  McpStdioServerDefinition: undefined,
}));

await import('./node-host');
const { registerAgentTools } = await import('../../extension/agent-tools');
const { agentTools } = await import('../../src/agent/tools');

describe('language model tools', () => {
  registerAgentTools({ active: undefined } as never, {} as never);

  it('are registered under their VS Code names', () => {
    expect([...registered.keys()]).toEqual(agentTools.map((t) => `hexatlas_${t.name}`));
  });

  it('ask before changing a file, and only then', () => {
    for (const t of agentTools) {
      const prepared = registered.get(`hexatlas_${t.name}`)!.prepareInvocation({ input: { path: 'maps/a.smf' } });
      if (t.writes)
        expect(prepared.confirmationMessages, t.name).toMatchObject({ title: expect.stringMatching(/\?$/) });
      else expect(prepared.confirmationMessages, t.name).toBeUndefined();
    }
    const fix = registered.get('hexatlas_fix')!.prepareInvocation({ input: { path: 'maps/a.smf' } });
    expect(JSON.stringify(fix)).toMatch(/maps\/a\.smf.*unsaved edit/);
  });
});
