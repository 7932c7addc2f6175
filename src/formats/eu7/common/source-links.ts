// Include records remember where they came from: the line of the include in the scenery text this binary was
// compiled from (source_line) and the text of the included module (source_path), compiled to binary_path
// (MaSzyna-EU07/maszyna docs/eu7-format.md §12, §33; eu7v2-format.md, INCL). EU7B and EU7v2 show them alike in the
// tree (INCL > records > Include), so one reader serves both codecs: Go to Source, and the rule that a module's
// text was changed after its binary was compiled.
import { DiagnosticSink, Rule } from '../../../core/diagnostics';
import type { SiblingFiles } from '../../../core/format';
import type { SpanNode } from '../../../core/node';
import { utf8 } from '../../../core/text';
import { joined, msg } from '../../../core/translatable';

export interface SourceLink {
  /** Line of the include in the text this binary was compiled from (1 = the first line). */
  line: number;
  /** The included module's text and its binary, as stored ("eu7test\child.scm"). */
  sourcePath: string;
  binaryPath: string;
  /** The bytes of the record's source_path field (where the rule points). */
  sourceField: { offset: number; length: number };
}

/** The fields of an include record that say where it came from; no other EU7 record has fields of these names. */
export const SOURCE_FIELDS: ReadonlySet<string> = new Set(['source_line', 'source_path']);

/** Include records checked for newer sources at most: each costs a few folder listings. */
const MAX_CHECKED = 1000;

/** The source link of an Include record node, read from its fields and the STRS entries they link to. */
export function sourceLinkOf(
  record: SpanNode,
  read: (offset: number, length: number) => Uint8Array,
): SourceLink | undefined {
  if (record.type !== 'Include') return undefined;
  const fields = new Map<string, SpanNode>();
  for (let i = 0; i < record.childCount; i++) fields.set(record.child(i).name, record.child(i));
  const line = fields.get('source_line')?.value;
  const source = fields.get('source_path');
  if (typeof line !== 'number' || !source) return undefined;
  // A string id's link is its STRS entry: u32 length, then the text.
  const text = (n: SpanNode | undefined): string => {
    const entry = n?.links?.[0];
    return entry && entry.length >= 4 ? utf8(read(entry.offset + 4, entry.length - 4)) : '';
  };
  return {
    line,
    sourcePath: text(source),
    binaryPath: text(fields.get('binary_path')),
    sourceField: { offset: source.offset, length: source.length },
  };
}

/** The Include records of the file: the records of its top-level INCL chunks. */
export function* includeRecords(root: SpanNode): Generator<SpanNode> {
  for (let i = 0; i < root.childCount; i++) {
    const chunk = root.child(i);
    if (chunk.name !== 'INCL') continue;
    for (let k = 0; k < chunk.childCount; k++) {
      const records = chunk.child(k);
      if (records.name !== 'records') continue;
      for (let r = 0; r < records.childCount; r++) yield records.child(r);
    }
  }
}

/**
 * Reports `rule` on each include whose module text was changed after its binary was written: the engine loads
 * the binary, so the edit is not in the scenery until the binary is compiled again. Needs file times, which only
 * the host has (`siblings.modified`); without them nothing is checked.
 */
export async function checkSourceTimes(
  root: SpanNode,
  bytes: Uint8Array,
  siblings: SiblingFiles | undefined,
  diags: DiagnosticSink,
  rule: Rule,
  shouldStop?: () => boolean,
): Promise<void> {
  const modified = siblings?.modified;
  if (!modified) return;
  const times = new Map<string, Promise<number | undefined>>();
  const timeOf = (path: string) => {
    let t = times.get(path);
    if (!t) times.set(path, (t = modified.call(siblings, path)));
    return t;
  };
  let checked = 0;
  for (const record of includeRecords(root)) {
    if (checked++ === MAX_CHECKED || shouldStop?.()) return;
    const link = sourceLinkOf(record, (offset, length) => bytes.subarray(offset, offset + length));
    if (!link?.sourcePath || !link.binaryPath) continue;
    const [source, binary] = await Promise.all([timeOf(link.sourcePath), timeOf(link.binaryPath)]);
    if (source === undefined || binary === undefined || source <= binary) continue;
    diags.report(
      rule,
      link.sourceField.offset,
      link.sourceField.length,
      joined(
        msg`${link.sourcePath} was changed after ${link.binaryPath} was compiled from it `,
        msg`(${minutes(source - binary)} later)`,
      ),
    );
  }
}

function minutes(ms: number): string {
  const m = Math.round(ms / 60000);
  return m < 1 ? 'under a minute' : m < 120 ? `${m} min` : `${Math.round(m / 60)} h`;
}
