// The agent tools as package.json's `languageModelTools` (written there by the build): in VS Code the path may be
// left out to mean the file in the active Hex Atlas editor, and `#hexatlas` in a chat points at it.
import type { AgentTool } from './tool';
import { agentTools, vscodeToolName } from './tools';

/** The tool a chat's `#hexatlas` names. */
const referencedTool = 'describe';

/** package.nls key of a tool's title (shown in VS Code's tool pickers), in every language the catalogues have. */
function nlsKey(t: AgentTool): string {
  return `languageModelTools.${t.name}`;
}

/** The tools' titles for package.nls.json: the English key of each title, to be looked up in each catalogue. */
export function languageModelToolTitles(): Record<string, string> {
  return Object.fromEntries(agentTools.map((t) => [nlsKey(t), t.title.key]));
}

export function languageModelTools(): object[] {
  return agentTools.map((t) => {
    const schema = t.inputSchema as { properties: Record<string, object>; required: string[] };
    return {
      name: vscodeToolName(t),
      displayName: `%${nlsKey(t)}%`,
      modelDescription: `${t.description} In VS Code, leave out "path" for the file in the active Hex Atlas editor.`,
      userDescription: `%${nlsKey(t)}%`,
      toolReferenceName: t.name === referencedTool ? 'hexatlas' : vscodeToolName(t),
      canBeReferencedInPrompt: true,
      icon: '$(file-binary)',
      tags: ['hex-atlas', 'binary', t.writes ? 'writes' : 'reads'],
      inputSchema: { ...schema, required: schema.required.filter((r) => r !== 'path') },
    };
  });
}
