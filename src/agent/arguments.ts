// A tool's arguments as the agent sent them: checked against the few shapes the tools use, with the tool's bounds
// applied, so every answer stays small whatever the agent asks for.
import { ToolRefusal } from './files';

export type ToolInput = Record<string, unknown>;

export function stringArg(input: ToolInput, name: string): string;
export function stringArg(input: ToolInput, name: string, optional: true): string | undefined;
export function stringArg(input: ToolInput, name: string, optional = false): string | undefined {
  const v = input[name];
  if (v === undefined || v === null || v === '') {
    if (optional) return undefined;
    throw new ToolRefusal(`"${name}" is required`);
  }
  if (typeof v !== 'string') throw new ToolRefusal(`"${name}" must be a string`);
  return v;
}

/** The file a tool is about: "" when left out (VS Code then takes the active editor's, the CLI refuses). */
export function pathArg(input: ToolInput): string {
  return stringArg(input, 'path', true) ?? '';
}

/** An integer argument within [min, max], `fallback` when absent. Larger page sizes are cut to `max`, not refused. */
export function intArg(
  input: ToolInput,
  name: string,
  fallback: number,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const v = input[name];
  if (v === undefined || v === null) return fallback;
  const n = typeof v === 'string' && /^(0x[0-9a-f]+|\d+)$/i.test(v.trim()) ? Number(v.trim()) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min)
    throw new ToolRefusal(`"${name}" must be an integer of at least ${min}`);
  return Math.min(n, max);
}

/** The JSON schema of an object with these properties, the `required` ones listed. */
export function objectSchema(properties: Record<string, object>, required: string[] = []): Record<string, unknown> {
  return { type: 'object', properties, required, additionalProperties: false };
}
