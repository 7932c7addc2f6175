// The agent tools, in the order a model meets them; both surfaces list exactly these.
import { diffTool, findTool, validateTool } from './check-tools';
import { ToolRefusal } from './files';
import { atOffsetTool, describeTool, readBytesTool, treeTool } from './read-tools';
import type { AgentTool, ToolContext } from './tool';
import { editValueTool, fixTool } from './write-tools';
import type { ToolInput } from './arguments';

export const agentTools: readonly AgentTool[] = [
  describeTool,
  treeTool,
  atOffsetTool,
  readBytesTool,
  validateTool,
  findTool,
  diffTool,
  fixTool,
  editValueTool,
];

/** VS Code's name of a tool: language model tool names share one namespace across extensions. */
export function vscodeToolName(tool: AgentTool): string {
  return `hexatlas_${tool.name}`;
}

/** Runs a tool by name: its answer, or a refusal's text (anything else is a fault the caller reports). */
export async function runTool(
  name: string,
  input: ToolInput,
  context: ToolContext,
): Promise<{ answer: object } | { refusal: string }> {
  const tool = agentTools.find((t) => t.name === name);
  if (!tool) return { refusal: `no tool "${name}"` };
  try {
    return { answer: await tool.run(input, context) };
  } catch (e) {
    if (e instanceof ToolRefusal) return { refusal: e.message };
    throw e;
  }
}
