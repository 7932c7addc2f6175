// The tools that read one file's structure: what it is, a page of a node's children, the field at a byte, and raw
// bytes. Each answer is one page and says how to ask for the next.
import { hexDigits } from '../core/numbers';
import { nodeAt, pathAt } from '../core/tree';
import { resolveFieldPath } from '../editor/field-paths';
import { intArg, objectSchema, pathArg, stringArg } from './arguments';
import { ToolRefusal } from './files';
import { diagnosticRow, nodeRow } from './rows';
import { pathProperty, type AgentTool } from './tool';
import { msg, render } from '../core/translatable';
import { families } from '../formats/index';

/** Children listed per page unless the agent asks for fewer; never more than `maxPage`. */
const defaultPage = 50;
const maxPage = 200;
/** Bytes `read_bytes` returns at most in one answer. */
export const maxReadBytes = 4096;

const fieldPathProperty = {
  type: 'string',
  description:
    'A field path as `tree` and `at_offset` return it (e.g. "header.mapx", "components[12].position"); "" is the root.',
};

function hexText(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => hexDigits(b, 2)).join(' ');
}

/** Printable ASCII as itself, anything else as a dot (as a hex editor's text column shows it). */
function asciiText(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : '.')).join('');
}

export const describeTool: AgentTool = {
  name: 'describe',
  title: msg`Describe a file`,
  /** The formats named from the registry, so a format added there is named here too. */
  get description() {
    const formats = families.map((f) => render(f.displayName)).join(', ');
    return (
      `Identify a game binary file (${formats}) and summarise it: ` +
      'format, version, size, its top-level sections with byte ranges, and how many problems ' +
      '(errors, warnings, infos) validation finds. Start here, then use `tree` to go down into a section. Reads only.'
    );
  },
  inputSchema: objectSchema({ path: pathProperty }, ['path']),
  writes: false,
  async run(input, { files, lang }) {
    const { file, analysis } = await files.open(pathArg(input));
    const root = analysis.decoded.root;
    const counts = { error: 0, warning: 0, info: 0 };
    for (const d of analysis.diagnostics) counts[d.severity]++;
    const shown = Math.min(root.childCount, defaultPage);
    const sections = [];
    for (let i = 0; i < shown; i++) sections.push(nodeRow(root, [i], root.child(i), lang));
    return {
      path: file.path,
      format: analysis.format.id,
      formatName: render(analysis.format.displayName, lang),
      version: analysis.decoded.version && render(analysis.decoded.version, lang),
      size: file.bytes.length,
      sections,
      moreSections: root.childCount - shown || undefined,
      problems: counts,
      next: "Call `tree` with a section's fieldPath for its children, `validate` for the problems.",
    };
  },
};

export const treeTool: AgentTool = {
  name: 'tree',
  title: msg`List a node's children`,
  description:
    "List the children of one node of a file's structure tree, one page at a time: each with its field path, " +
    'type, byte offset and length, raw value and its meaning in game units. Arrays of a million records are ' +
    'paged: pass `start` (the `nextStart` of the previous answer) for the next page. Reads only.',
  inputSchema: objectSchema(
    {
      path: pathProperty,
      fieldPath: fieldPathProperty,
      start: { type: 'integer', minimum: 0, description: 'Index of the first child to list (default 0).' },
      limit: {
        type: 'integer',
        minimum: 1,
        maximum: maxPage,
        description: `Children per page (default ${defaultPage}).`,
      },
    },
    ['path'],
  ),
  writes: false,
  async run(input, { files, lang }) {
    const { analysis } = await files.open(pathArg(input));
    const root = analysis.decoded.root;
    const asked = stringArg(input, 'fieldPath', true) ?? '';
    const path = asked ? resolveFieldPath(root, asked) : [];
    if (!path) throw new ToolRefusal(`no field "${asked}" in this file: list its parent with \`tree\``);
    const node = nodeAt(root, path)!;
    const start = intArg(input, 'start', 0);
    const limit = intArg(input, 'limit', defaultPage, 1, maxPage);
    const end = Math.min(node.childCount, start + limit);
    const children = [];
    for (let i = start; i < end; i++) children.push(nodeRow(root, [...path, i], node.child(i), lang));
    return {
      node: nodeRow(root, path, node, lang),
      total: node.childCount,
      start,
      children,
      nextStart: end < node.childCount ? end : undefined,
    };
  },
};

export const atOffsetTool: AgentTool = {
  name: 'at_offset',
  title: msg`Field at a byte offset`,
  description:
    'Which field owns a byte offset of a file: its field path, byte range, type, value and meaning, the chain of ' +
    'enclosing nodes, its first bytes in hex, and the problems reported on it. The same as hovering a byte in the ' +
    'Hex Atlas editor. Reads only.',
  inputSchema: objectSchema(
    {
      path: pathProperty,
      offset: { type: 'integer', minimum: 0, description: 'Byte offset in the file (decimal, or "0x…" as a string).' },
    },
    ['path', 'offset'],
  ),
  writes: false,
  async run(input, { files, lang }) {
    const { file, analysis } = await files.open(pathArg(input));
    const offset = intArg(input, 'offset', 0);
    if (offset >= file.bytes.length)
      throw new ToolRefusal(`offset ${offset} is past the end (${file.bytes.length} bytes)`);
    const root = analysis.decoded.root;
    const path = pathAt(root, offset);
    const node = nodeAt(root, path)!;
    const within = (d: { offset: number; length: number }): boolean =>
      d.offset <= offset && offset < d.offset + Math.max(1, d.length);
    return {
      field: nodeRow(root, path, node, lang),
      enclosing: path.slice(0, -1).map((_, depth) => {
        const p = path.slice(0, depth + 1);
        const n = nodeAt(root, p)!;
        return { fieldPath: nodeRow(root, p, n, lang).fieldPath, type: n.type, offset: n.offset, length: n.length };
      }),
      bytes: hexText(file.bytes.subarray(node.offset, node.offset + Math.min(node.length, 32))),
      problems: analysis.diagnostics
        .filter(within)
        .slice(0, 10)
        .map((d) => diagnosticRow(root, d, lang)),
    };
  },
};

export const readBytesTool: AgentTool = {
  name: 'read_bytes',
  title: msg`Read bytes`,
  description:
    `Raw bytes of a file's range as hex pairs and as ASCII text (at most ${maxReadBytes} bytes per call; ` +
    'pass `offset` = `nextOffset` for more). Prefer `at_offset` and `tree`, which say what the bytes mean. Reads only.',
  inputSchema: objectSchema(
    {
      path: pathProperty,
      offset: { type: 'integer', minimum: 0, description: 'First byte (default 0).' },
      length: { type: 'integer', minimum: 1, maximum: maxReadBytes, description: 'Bytes to read (default 256).' },
    },
    ['path'],
  ),
  writes: false,
  async run(input, { files }) {
    const { file } = await files.open(pathArg(input));
    const offset = Math.min(intArg(input, 'offset', 0), file.bytes.length);
    const length = intArg(input, 'length', 256, 1, maxReadBytes);
    const bytes = file.bytes.subarray(offset, offset + length);
    const end = offset + bytes.length;
    return {
      offset,
      length: bytes.length,
      size: file.bytes.length,
      hex: hexText(bytes),
      ascii: asciiText(bytes),
      nextOffset: end < file.bytes.length ? end : undefined,
    };
  },
};
