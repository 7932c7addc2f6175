// The two tools that change a file: apply the repairs the file determines, and set one field's value. Where the
// change goes is the surface's: VS Code makes it an unsaved, undoable edit of the open document after the user
// confirms; the MCP server writes a new file (`out`) only when started with --allow-writes.
import { applyFixes } from '../fix/apply';
import { nodeAt } from '../core/tree';
import { resolveFieldPath } from '../editor/field-paths';
import { encodeScalar } from '../editor/scalar-edit';
import { objectSchema, pathArg, stringArg } from './arguments';
import { ToolRefusal } from './files';
import { diagnosticRow } from './rows';
import { pathProperty, type AgentTool } from './tool';
import { msg } from '../core/translatable';

const outProperty = {
  type: 'string',
  description: 'MCP server only: the new file to write (inside the roots; the input file is never overwritten).',
};

export const fixTool: AgentTool = {
  name: 'fix',
  title: msg`Apply determined repairs`,
  description:
    'Apply every repair the file itself determines (the problems `validate` lists with a `fix`), one after the ' +
    'other, and say what was fixed and which errors remain. CHANGES THE FILE: in VS Code as an unsaved, undoable ' +
    'edit of the open document, after the user confirms; in the MCP server only when it was started with ' +
    '--allow-writes, written to `out`, never over the input.',
  inputSchema: objectSchema({ path: pathProperty, out: outProperty }, ['path']),
  writes: true,
  async run(input, { files, lang }) {
    const writes = files.surface.writes;
    if (!writes) throw new ToolRefusal(files.surface.writeRefusal);
    const { file } = await files.open(pathArg(input));
    const result = await applyFixes(file.path, file.bytes, { siblings: file.siblings });
    const root = result.analysis.decoded.root;
    const remaining = result.analysis.diagnostics.filter((d) => d.severity === 'error');
    const where = result.applied.length
      ? await writes.whole(file.path, result.bytes, `Fix ${result.applied.length}`, stringArg(input, 'out', true))
      : undefined;
    return {
      fixed: result.applied.map((f) => ({ code: f.code, offset: f.offset, length: f.length, fix: f.title })),
      written: where,
      errorsRemaining: remaining.length,
      errors: remaining.slice(0, 20).map((d) => diagnosticRow(root, d, lang)),
    };
  },
};

export const editValueTool: AgentTool = {
  name: 'edit_value',
  title: msg`Set a field's value`,
  description:
    'Set one fixed-size number field (u8…u64, i8…i64, f16, f32, f64, bool) to a new value, in place: nothing else ' +
    'in the file moves. Give the field path from `tree`/`at_offset`. CHANGES THE FILE: in VS Code as an unsaved, ' +
    'undoable edit of the open document, after the user confirms; in the MCP server only with --allow-writes, ' +
    'written to `out`, never over the input. Run `validate` afterwards.',
  inputSchema: objectSchema(
    {
      path: pathProperty,
      fieldPath: { type: 'string', description: 'The field to set, e.g. "header.mapx".' },
      value: { type: 'string', description: 'The new value as text: "1024", "-3", "0x1F", "0.5", "true".' },
      out: outProperty,
    },
    ['path', 'fieldPath', 'value'],
  ),
  writes: true,
  async run(input, { files }) {
    const writes = files.surface.writes;
    if (!writes) throw new ToolRefusal(files.surface.writeRefusal);
    const { file, analysis } = await files.open(pathArg(input));
    const root = analysis.decoded.root;
    const asked = stringArg(input, 'fieldPath');
    const path = resolveFieldPath(root, asked);
    const node = path && nodeAt(root, path);
    if (!node) throw new ToolRefusal(`no field "${asked}" in this file`);
    const value = stringArg(input, 'value');
    const bytes = encodeScalar(node.type, value);
    if (typeof bytes === 'string') throw new ToolRefusal(bytes);
    if (bytes.length !== node.length)
      throw new ToolRefusal(`${asked} is ${node.length} bytes, a ${node.type} is ${bytes.length}`);
    const label = `Set ${asked} to ${value}`;
    const where = await writes.range(file.path, node.offset, bytes, label, stringArg(input, 'out', true));
    return { fieldPath: asked, type: node.type, offset: node.offset, length: node.length, value, written: where };
  },
};
