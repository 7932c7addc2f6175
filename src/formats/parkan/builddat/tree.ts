// BuildDat.lst as a tree: sections of lines, each line covering its bytes and line break, with the category
// (and its mask), the count and each unit path as fields.
import { BasicNode, SpanNode, container, field, gap, opaque } from '../../../core/node';
import { counted, msg } from '../../../core/translatable';
import { hex } from '../../../core/numbers';
import { quote } from '../../../core/text';
import { CATEGORY_MASKS } from './categories';
import { Line } from './lines';
import { BuildDat, PathLine, Section } from './decode';

export function buildDatTree(size: number, doc: BuildDat): BasicNode {
  const parts = doc.items.map((item) => (item.kind === 'section' ? sectionNode(item.section) : plainLine(item.line)));
  const sections = doc.items.filter((i) => i.kind === 'section').length;
  return container(
    {
      name: 'BuildDat.lst',
      type: 'BuildDat',
      kind: 'struct',
      offset: 0,
      end: size,
      display: counted(sections, 'section'),
    },
    parts,
  );
}

function sectionNode(s: Section): SpanNode {
  const paths = new Map<Line, PathLine>(s.paths.map((p) => [p.line, p]));
  const children = s.lines.map((line) =>
    line === s.header ? headerNode(s) : paths.has(line) ? pathNode(paths.get(line)!) : plainLine(line),
  );
  const last = s.lines[s.lines.length - 1];
  return container(
    {
      name: s.category.text,
      type: 'Section',
      kind: 'struct',
      offset: s.header.start,
      end: last.next,
      display: msg`${s.paths.length} of ${s.declared ?? '?'} paths`,
    },
    children,
  );
}

function headerNode(s: Section): SpanNode {
  const mask = CATEGORY_MASKS.get(s.category.text);
  const parts: SpanNode[] = [
    field(
      'category',
      'name',
      s.category.start,
      s.category.end - s.category.start,
      s.category.text,
      mask === undefined ? msg`${s.category.text} (unknown category)` : msg`${s.category.text}, mask ${hex(mask, 8)}`,
    ),
  ];
  if (s.count)
    parts.push(field('count', 'count', s.count.start, s.count.end - s.count.start, s.declared ?? s.count.text));
  const lastField = s.count ?? s.category;
  if (lastField.end < s.header.textStart + s.header.text.length) {
    parts.push(opaque('extra fields', lastField.end, s.header.textStart + s.header.text.length - lastField.end));
  }
  return lineNode(s.header, 'header', 'SectionHeader', parts);
}

function pathNode(p: PathLine): SpanNode {
  const parts = [
    p.path === undefined
      ? opaque('text', p.token.start, p.token.end - p.token.start, undefined, msg`not a quoted path`)
      : field('path', 'string', p.token.start, p.token.end - p.token.start, p.path, quote(p.path)),
  ];
  return lineNode(p.line, `line ${p.line.number}`, 'UnitPath', parts);
}

function plainLine(line: Line): SpanNode {
  if (line.text === '') return gap(line.start, line.next - line.start, msg`blank line ${line.number}`);
  if (line.text.startsWith('//'))
    return lineNode(line, `line ${line.number}`, 'Comment', [
      field('comment', 'comment', line.textStart, line.text.length, line.text),
    ]);
  return lineNode(line, `line ${line.number}`, 'Line', [opaque('text', line.textStart, line.text.length)]);
}

/** A line's node over its bytes and line break; whitespace around the parts shows as gaps. */
function lineNode(line: Line, name: string, type: string, parts: SpanNode[]): SpanNode {
  return container(
    { name, type, kind: 'struct', offset: line.start, end: line.next, display: msg`line ${line.number}` },
    parts,
  );
}
