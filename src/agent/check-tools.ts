// The tools that search and judge: a file's problems, bytes/text/records in it, and the structural diff of two.
import { diffTrees } from '../diff/diff';
import { textReport } from '../diff/report';
import { hexPairs } from '../core/hex-pairs';
import { nodeAt, pathAt } from '../core/tree';
import { searchBytes } from '../editor/byte-search';
import { maxRecordWalk, walkNodes } from '../editor/find-record';
import { bufferSource } from '../core/byte-source';
import { intArg, objectSchema, pathArg, stringArg } from './arguments';
import { ToolRefusal } from './files';
import { diagnosticRow, nodeRow } from './rows';
import { pathProperty, type AgentTool } from './tool';
import { msg } from '../core/translatable';

const defaultProblems = 50;
const maxProblems = 200;
const defaultMatches = 20;
const maxMatches = 100;
/** Lines of the diff report per section (the CLI's default is 10). */
const diffLines = 10;

const severities = ['error', 'warning', 'info'] as const;

export const validateTool: AgentTool = {
  name: 'validate',
  title: msg`Validate a file`,
  description:
    'The problems Hex Atlas finds in a file, as the game engine would meet them, sorted by offset: each with its ' +
    "stable code (documented rule), severity, byte range, field path, message, the rule's explanation (the root " +
    'cause), related places, and the title of the repair when the file determines one (apply it with `fix`). ' +
    'Paged: pass `start` = `nextStart`. Filter with `severity`. Reads only.',
  inputSchema: objectSchema(
    {
      path: pathProperty,
      severity: { type: 'string', enum: [...severities], description: 'Only problems of this severity.' },
      start: { type: 'integer', minimum: 0, description: 'Index of the first problem to list (default 0).' },
      limit: {
        type: 'integer',
        minimum: 1,
        maximum: maxProblems,
        description: `Problems per page (default ${defaultProblems}).`,
      },
    },
    ['path'],
  ),
  writes: false,
  async run(input, { files, lang }) {
    const { analysis } = await files.open(pathArg(input));
    const severity = stringArg(input, 'severity', true);
    if (severity !== undefined && !(severities as readonly string[]).includes(severity))
      throw new ToolRefusal(`"severity" is one of ${severities.join(', ')}`);
    const all = severity ? analysis.diagnostics.filter((d) => d.severity === severity) : analysis.diagnostics;
    const counts = { error: 0, warning: 0, info: 0 };
    for (const d of analysis.diagnostics) counts[d.severity]++;
    const start = intArg(input, 'start', 0);
    const end = Math.min(all.length, start + intArg(input, 'limit', defaultProblems, 1, maxProblems));
    const root = analysis.decoded.root;
    return {
      counts,
      total: all.length,
      start,
      problems: all.slice(start, end).map((d) => diagnosticRow(root, d, lang)),
      nextStart: end < all.length ? end : undefined,
    };
  },
};

export const findTool: AgentTool = {
  name: 'find',
  title: msg`Find in a file`,
  description:
    'Find in a file, one of: `hex` (a byte pattern, e.g. "53 4D 46"), `text` (exact, case-sensitive ASCII/UTF-8 ' +
    'bytes) or `record` (records whose key, name or type contains the words, case-insensitive: an address such ' +
    'as "C-12", a record or entry name, a type name). Each match has its byte range and field path. ' +
    'Paged: pass `from` = `nextFrom`. Reads only.',
  inputSchema: objectSchema(
    {
      path: pathProperty,
      hex: { type: 'string', description: 'Bytes as hex pairs.' },
      text: { type: 'string', description: 'Text, matched byte for byte.' },
      record: { type: 'string', description: "Words in a record's key, name or type." },
      from: {
        type: 'integer',
        minimum: 0,
        description: 'Byte offset (hex, text) or node number (record) to go on from.',
      },
      limit: {
        type: 'integer',
        minimum: 1,
        maximum: maxMatches,
        description: `Matches per page (default ${defaultMatches}).`,
      },
    },
    ['path'],
  ),
  writes: false,
  async run(input, { files, lang }) {
    const { file, analysis } = await files.open(pathArg(input));
    const root = analysis.decoded.root;
    const asked = (['hex', 'text', 'record'] as const).filter((k) => stringArg(input, k, true) !== undefined);
    if (asked.length !== 1) throw new ToolRefusal('give exactly one of "hex", "text" or "record"');
    const from = intArg(input, 'from', 0);
    const limit = intArg(input, 'limit', defaultMatches, 1, maxMatches);
    if (asked[0] === 'record') {
      const words = stringArg(input, 'record').toLowerCase();
      const matches = [];
      let seen = 0;
      let nextFrom: number | undefined;
      for (const at of walkNodes(root, from + maxRecordWalk)) {
        if (!at) {
          nextFrom = seen;
          break;
        }
        if (seen++ < from) continue;
        const n = at.node;
        if (![n.key, n.name, n.type, n.recordKind].some((t) => t?.toLowerCase().includes(words))) continue;
        if (matches.length === limit) {
          nextFrom = seen - 1;
          break;
        }
        matches.push(nodeRow(root, at.path, n, lang));
      }
      return { matches, nextFrom };
    }
    const pattern =
      asked[0] === 'hex' ? hexPairs(stringArg(input, 'hex')) : new TextEncoder().encode(stringArg(input, 'text'));
    if (!pattern?.length) throw new ToolRefusal('"hex" must be pairs of hex digits, e.g. "53 4D 46"');
    const source = bufferSource(file.bytes);
    const matches = [];
    let at = from;
    for (;;) {
      const hit = searchBytes(source, pattern, at, false);
      if (hit < 0) return { matches, nextFrom: undefined };
      if (matches.length === limit) return { matches, nextFrom: hit };
      const path = pathAt(root, hit);
      matches.push({ offset: hit, length: pattern.length, field: nodeRow(root, path, nodeAt(root, path)!, lang) });
      at = hit + 1;
    }
  },
};

export const diffTool: AgentTool = {
  name: 'diff',
  title: msg`Structural diff of two files`,
  description:
    'Compare two files of the same format by structure, as `hex-atlas diff` prints it: differences grouped by ' +
    'section with exact counts, changed values as "path: old -> new", added/removed/moved records by key. ' +
    'Reads only.',
  inputSchema: objectSchema(
    {
      a: { ...pathProperty, description: 'The first (older) file. ' + pathProperty.description },
      b: { ...pathProperty, description: 'The second (newer) file.' },
    },
    ['a', 'b'],
  ),
  writes: false,
  async run(input, { files, lang }) {
    const [a, b] = [await files.open(stringArg(input, 'a')), await files.open(stringArg(input, 'b'))];
    if (a.analysis.format.id !== b.analysis.format.id)
      return { equal: false, total: 1, lines: [`format: ${a.analysis.format.id} -> ${b.analysis.format.id}`] };
    const result = diffTrees(
      { root: a.analysis.decoded.root, bytes: a.file.bytes },
      { root: b.analysis.decoded.root, bytes: b.file.bytes },
      { limit: diffLines, lang },
    );
    return {
      equal: result.total === 0,
      total: result.total,
      counts: result.counts,
      lines: textReport(result, diffLines, lang),
    };
  },
};
