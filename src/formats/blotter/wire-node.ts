// Wire records (fixed 26 bytes) as a lazy array; each end resolved to the component and peg it connects, with links.
import { StructBuilder } from '../../core/builder';
import { cursorOver } from '../../core/source-window';
import { LazyRecordNode } from '../../core/lazy';
import { NodeLink, SpanNode, StrideArrayNode } from '../../core/node';
import { addressText } from './display';
import { componentLabel, componentLink, stateText } from './component-node';
import { PegKind, WIRE, pegKindName, pegKindOf } from './layout';
import { SaveIndex } from './save-index';
import { counted, msg, type Text } from '../../core/translatable';

export function wiresNode(save: SaveIndex): StrideArrayNode {
  return new StrideArrayNode(
    'wires',
    `Wire[${save.wireCount}]`,
    save.wiresAt,
    save.wireCount,
    WIRE.size,
    (i, at) => new LazyRecordNode(`[${i}]`, 'Wire', at, WIRE.size, () => readWire(save, i, at)),
    counted(save.wireCount, 'wire'),
  );
}

function readWire(save: SaveIndex, i: number, at: number): SpanNode {
  const s = new StructBuilder(cursorOver(save.source, at, WIRE.size), `[${i}]`, 'Wire');
  const a = readPeg(s, save, 'a');
  const b = readPeg(s, save, 'b');
  s.i32('stateId', { show: (id) => stateText(save, id) });
  s.f32('rotation');
  return s.done(msg`${a} — ${b}`);
}

/** u8 peg type, u32 component address, i32 peg index; returns "output 0 of C-12 MHG.Switch". */
function readPeg(s: StructBuilder, save: SaveIndex, name: string): Text {
  let text: Text | undefined;
  s.struct(
    name,
    'PegAddress',
    (p) => {
      const kind = pegKindOf(save.formatVersion, p.c.bytes[p.c.pos - p.c.base]);
      p.u8('type', { show: (v) => msg`${v} (${pegKindName(kind)})` });
      const address = p.c.view.getUint32(p.c.pos - p.c.base, true);
      const target = save.components.find(address);
      p.u32('component', {
        show: () => (target < 0 ? msg`${addressText(address)} (missing)` : componentLabel(save, target)),
        links: target < 0 ? undefined : [componentLink(save, target)],
      });
      const index = p.c.view.getInt32(p.c.pos - p.c.base, true);
      const pegAt = target < 0 ? -1 : save.components.pegStateAt(target, kind, index);
      const pegName = msg`${pegKindName(kind)} ${index}`;
      p.i32('index', {
        show: () =>
          pegAt < 0 ? msg`${pegName} (no such peg)` : msg`${pegName}: ${stateText(save, save.components.i32(pegAt))}`,
        links: pegAt < 0 ? undefined : [pegLink(save, target, kind, index, pegAt)],
      });
      text = msg`${pegName} of ${target < 0 ? addressText(address) : componentLabel(save, target)}`;
    },
    () => text,
  );
  return text ?? msg`${name}`;
}

function pegLink(save: SaveIndex, component: number, kind: PegKind, index: number, at: number): NodeLink {
  const label = msg`${pegKindName(kind)} ${index} of ${componentLabel(save, component)}`;
  return { label, offset: at, length: 4 };
}
