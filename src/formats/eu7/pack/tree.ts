// The tree of one PACK section, built only when the section is opened: header, mesh and texture lists, chunk table,
// then each chunk's records as lazy arrays indexed by a fast scan. Instances link to their PROT record and solo
// records to their mesh and texture list entries.
import { StructBuilder } from '../../../core/builder';
import { Cursor } from '../../../core/cursor';
import { LazyNode } from '../../../core/lazy';
import { IndexedArrayNode, NodeLink, Reading, SpanNode, container, tile } from '../../../core/node';
import { quote } from '../../../core/text';
import { tolerate } from '../../../core/tolerate';
import { Eu7Context } from '../context';
import { sid, sids, slimNode, stringText } from '../fields';
import { lights, modelRecord, placement } from '../chunks/modl';
import { sectionPlace } from '../chunks/pidx';
import { RecordKind, Run, SectionLayout, chunkEntrySize, headerFits, sectionFormatNames, sectionRuns } from './layout';
import { indexRecords } from './records';
import { PackSections } from './sections';
import { sectionContext } from './windows';
import { counted, msg, type Text } from '../../../core/translatable';

const NONE16 = 0xffff;
const recordType: Record<RecordKind, string> = {
  model: 'Model',
  solo: 'SoloModel',
  inst8: 'Instance',
  inst13: 'Instance',
};

export function sectionNode(ctx: Eu7Context, pack: PackSections, i: number, l: SectionLayout): SpanNode {
  const { row, column, models } = pack.index;
  const name = `section (${row[i]}, ${column[i]})`;
  return new LazyNode(
    {
      name,
      type: `PackSection ${sectionFormatNames[l.format]}`,
      offset: l.start,
      length: l.end - l.start,
      display: msg`${sectionPlace(row[i], column[i])}: ${counted(models[i], 'model')}`,
    },
    () => sectionChildren(sectionContext(ctx.quiet(), pack, l), l),
  );
}

function sectionChildren(ctx: Eu7Context, l: SectionLayout): SpanNode[] {
  const parts: SpanNode[] = [];
  if (l.format > 0) {
    const h = new StructBuilder(new Cursor(ctx.bytes, l.start, l.end), 'header', 'SectionHeader');
    tolerate(ctx.diags, { start: l.start, end: l.end, what: msg`section header` }, () => header(h, ctx, l));
    const counts = msg`${sectionFormatNames[l.format]}: ${l.solo} solo + ${counted(l.inst, 'instance')}`;
    parts.push(h.done(counts, h.c.pos < l.headerEnd));
  }
  if (headerFits(l)) parts.push(...runNodes(ctx, l));
  return tile(parts, l.start, l.end);
}

function header(h: StructBuilder, ctx: Eu7Context, l: SectionLayout): void {
  h.u8('section_format', { show: (f) => sectionFormatNames[f] });
  h.u32('solo_count');
  h.u32('inst_count');
  if (l.meshListAt >= 0) sids(h, ctx, 'meshes', h.u32('mesh_count'));
  if (l.textureListAt >= 0) sids(h, ctx, 'textures', h.u32('texture_count'));
  if (l.format < 3) return;
  const n = h.u32('chunk_count');
  const wide = chunkEntrySize(l.format) === 12;
  h.array('chunk_table', 'ChunkEntry', n, (e) => {
    if (wide) {
      e.u32('solo_count');
      e.u32('inst_count');
    } else e.u32('model_count');
    e.c.need(4);
    const target = l.start + ctx.view.getUint32(e.c.pos, true);
    e.u32('byte_offset', {
      show: (o) => msg`+${o} in section`,
      // A damaged offset past the section links nowhere (the rules report it).
      links: target <= l.end ? [{ label: msg`chunk start`, offset: target, length: 0 }] : undefined,
    });
  });
}

/** Nodes for the record runs; runs of one chunk are grouped under a chunk node. */
function runNodes(ctx: Eu7Context, l: SectionLayout): SpanNode[] {
  const out: SpanNode[] = [];
  let pos = l.headerEnd;
  let chunk: SpanNode[] = [];
  let chunkIndex = -1;
  const closeChunk = () => {
    if (chunk.length > 0 && chunkIndex >= 0) {
      const start = chunk[0].offset;
      const end = Math.max(...chunk.map((c) => c.offset + c.length));
      out.push(
        container({ name: `chunk ${chunkIndex}`, type: 'PackChunk', kind: 'struct', offset: start, end }, chunk),
      );
    } else out.push(...chunk);
    chunk = [];
  };
  for (const run of sectionRuns(ctx.view, l)) {
    if (run.chunk !== chunkIndex) closeChunk();
    chunkIndex = run.chunk;
    const at = run.at >= 0 ? run.at : pos;
    if (at < l.start || at > l.end) continue;
    const node = runNode(ctx, l, run, at);
    pos = node.offset + node.length;
    chunk.push(node);
  }
  closeChunk();
  return out;
}

function runNode(ctx: Eu7Context, l: SectionLayout, run: Run, at: number): SpanNode {
  const offsets = indexRecords(ctx.view, run.kind, at, run.count, l.end);
  const n = offsets.length - 1;
  const label = run.kind === 'inst8' || run.kind === 'inst13' ? 'instances' : 'models';
  const node = new IndexedArrayNode(
    label,
    `${recordType[run.kind]}[${run.count}]`,
    offsets,
    (i, p, len) => {
      const r = new StructBuilder(new Cursor(ctx.bytes, p, p + len), `[${i}]`, recordType[run.kind]);
      const summary = tolerate(ctx.diags, { start: p, end: p + len, what: msg`record` }, () =>
        record(r, ctx, l, run.kind),
      );
      return r.done(summary);
    },
    label === 'instances' ? counted(run.count, 'instance') : counted(run.count, 'model'),
  );
  if (n < run.count) node.partial = true;
  return node;
}

function record(r: StructBuilder, ctx: Eu7Context, l: SectionLayout, kind: RecordKind): Reading {
  if (kind === 'model') return modelRecord(r, ctx);
  if (kind === 'solo') return soloRecord(r, ctx, l);
  return instRecord(r, ctx, kind === 'inst13');
}

function soloRecord(r: StructBuilder, ctx: Eu7Context, l: SectionLayout): string {
  slimNode(r, ctx);
  r.u8('is_terrain');
  r.u8('transition');
  placement(r);
  const mesh = listIndex(r, ctx, 'mesh_index', l.meshListAt, l.meshCount);
  listIndex(r, ctx, 'texture_index', l.textureListAt, l.textureCount);
  lights(r, ctx);
  cellId(r);
  return mesh;
}

/** A u16 index into the section's mesh or texture list, shown as the string it selects. */
function listIndex(r: StructBuilder, ctx: Eu7Context, name: string, listAt: number, count: number): string {
  let text = '';
  let link: NodeLink[] | undefined;
  const at = r.c.pos;
  const i = ctx.view.getUint16(Math.min(at, ctx.bytes.length - 2), true);
  if (i !== NONE16 && i < count && listAt >= 0) {
    const id = ctx.view.getUint32(listAt + 4 * i, true);
    text = quote(stringText(ctx, id));
    link = [{ label: `${name === 'mesh_index' ? 'meshes' : 'textures'}[${i}]`, offset: listAt + 4 * i, length: 4 }];
  }
  r.u16(name, {
    show: (v) =>
      v === NONE16 ? msg`none` : v < count ? `[${v}] ${text}` : msg`${v} (outside the ${count}-entry list)`,
    links: link,
  });
  return text;
}

function cellId(r: StructBuilder): void {
  r.u8('cell_id', {
    show: (c) => (c < 16 ? msg`250 m cell row ${c >> 2}, column ${c & 3}` : msg`${c} (outside 0..15)`),
  });
}

function instRecord(r: StructBuilder, ctx: Eu7Context, withCell: boolean): Text {
  const at = r.c.pos;
  const id = ctx.view.getUint32(Math.min(at, ctx.bytes.length - 4), true);
  const proto = ctx.prot.records?.[id];
  r.u32('proto_id', {
    show: (v) => (proto ? msg`PROT[${v}] ${proto.display ?? ''}` : msg`${v} (no such prototype)`),
    links: proto ? [{ label: `PROT[${id}]`, offset: proto.offset, length: proto.length }] : undefined,
  });
  placement(r);
  sid(r, ctx, 'name');
  if (withCell) cellId(r);
  return proto ? msg`PROT[${id}] ${proto.display ?? ''}` : msg`proto ${id}`;
}
