// Component types nobody uses, and used types whose mod the save does not list: found from the id map and the
// numeric ids the component pass noted; the fix drops the unused types and renumbers what stays.
import { DiagnosticSink } from '../../core/diagnostics';
import { quote } from '../../core/text';
import { counted, msg } from '../../core/translatable';
import { encodeBlotter } from './encode';
import { COMPONENT } from './layout';
import { BlotterModel } from './model';
import { blotterRules } from './rules';
import { SaveIndex } from './save-index';

const utf8 = new TextDecoder();
/** Types named in the message; the rest are counted. */
const LISTED = 20;

/** "MHG.Switch" -> "MHG"; a text id without a dot names no mod. */
function modOf(textId: string): string | undefined {
  const dot = textId.indexOf('.');
  return dot > 0 ? textId.slice(0, dot) : undefined;
}

/** One byte per numeric id: 1 where a component has it. */
function usedIds(save: SaveIndex): Uint8Array {
  const used = new Uint8Array(65536);
  for (let i = 0; i < save.components.count; i++) used[save.components.numericId(i)] = 1;
  return used;
}

/** `used`: 1 at each numeric id a component has (noted by the component pass). */
export function validateTypeUse(
  save: SaveIndex,
  mods: readonly Uint8Array[],
  used: Uint8Array,
  diags: DiagnosticSink,
): void {
  const modNames = new Set(mods.map((m) => utf8.decode(m)));
  const { names, numericIds, offsets } = save.types;
  const unused = names.flatMap((_, e) => (used[numericIds[e]] ? [] : [e]));
  if (unused.length > 0) {
    const listed = unused
      .slice(0, LISTED)
      .map((e) => `${names[e]} (${numericIds[e]})`)
      .join(', ');
    const more = unused.length > LISTED ? ', …' : '';
    diags.report(
      blotterRules.unusedComponentType,
      offsets[unused[0]],
      2,
      msg`${counted(unused.length, 'component type')} used by no component: ${listed}${more}`,
      undefined,
      { title: msg`drop the component types no component uses and renumber the rest` },
    );
  }
  names.forEach((name, e) => {
    const mod = modOf(name);
    if (used[numericIds[e]] && mod !== undefined && !modNames.has(mod))
      diags.report(
        blotterRules.componentModMissing,
        offsets[e],
        2,
        msg`${quote(name)} is used, but mod ${quote(mod)} is not in the save's mod list`,
      );
  });
}

/** The save without unused component types: kept ids close the gaps the dropped ones leave. */
export function withoutUnusedTypes(m: BlotterModel, save: SaveIndex): Uint8Array | undefined {
  const used = usedIds(save);
  const dropped = m.componentIds.filter((c) => !used[c.numericId]).map((c) => c.numericId);
  if (dropped.length === 0) return undefined;
  const renumber = (id: number) => id - dropped.filter((d) => d < id).length;
  const components = m.components.slice();
  const view = new DataView(components.buffer);
  const start = save.components.start(0);
  for (let i = 0; i < save.components.count; i++) {
    const at = save.components.start(i) - start + COMPONENT.numericId;
    view.setUint16(at, renumber(view.getUint16(at, true)), true);
  }
  const componentIds = m.componentIds
    .filter((c) => used[c.numericId])
    .map((c) => ({ ...c, numericId: renumber(c.numericId) }));
  return encodeBlotter({ ...m, componentIds, components });
}
