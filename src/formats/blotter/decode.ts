// Reading a Blotter save section by section, in file order. Each section is tolerant: a problem becomes a
// diagnostic on its bytes, and whatever could not be read is kept as one opaque run (the footer, when it is
// still at the end of the file, is shown on its own).
import { StructBuilder } from '../../core/builder';
import { bufferSource, type ByteSource } from '../../core/byte-source';
import { Cursor } from '../../core/cursor';
import { DiagnosticSink, coreRules } from '../../core/diagnostics';
import { DecodeOptions, Decoded } from '../../core/format';
import { tolerate } from '../../core/tolerate';
import { CircuitStates } from './circuit-states';
import { ComponentScan, scanComponents } from './component-scan';
import { ComponentListNode } from './component-node';
import { ComponentTable } from './component-table';
import { ComponentTypes } from './component-types';
import { hierarchyNode } from './hierarchy';
import { COMPONENT, FOOTER_MAGIC, MAGIC_SIZE, SaveType, WIRE, saveTypeName } from './layout';
import { BlotterModel } from './model';
import { blotterRules } from './rules';
import { correctCounts } from './count-search';
import { SaveIndex } from './save-index';
import { isSupportedVersion, readComponentIds, readMods, readSaveInfo } from './save-info';
import { readCircuitStates } from './states-node';
import { wiresNode } from './wire-node';
import { msg, joined, type Text } from '../../core/translatable';

/** The index is the save's component and wire tables; undefined when not even the component list could be located. */
export type BlotterDecoded = Decoded<BlotterModel, SaveIndex>;

export function decodeBlotter(bytes: Uint8Array, options: DecodeOptions = {}): BlotterDecoded {
  return decodeSave(bytes, options);
}

/**
 * The components as a file read in pages gives them: its records stay in `source` (zeros in `bytes`), already
 * indexed by one pass over the pages.
 */
export interface PagedRecords {
  source: ByteSource;
  scan: ComponentScan;
}

/** The save in `bytes`, or (`paged`) in the held bytes of a file read in pages and its records in the pages. */
export function decodeSave(bytes: Uint8Array, options: DecodeOptions, paged?: PagedRecords): BlotterDecoded {
  const source = paged?.source ?? bufferSource(bytes);
  const diags = new DiagnosticSink(bytes.length);
  const c = new Cursor(bytes);
  const file = new StructBuilder(c, 'save', 'BlotterSave');
  const section = <T>(what: Text, body: () => T): T | undefined =>
    tolerate(diags, { start: c.pos, end: c.end, what }, body);
  const finish = (version?: Text, save?: SaveIndex, model?: BlotterModel): BlotterDecoded => {
    keepRest(file);
    if (save)
      file.children.push(hierarchyNode(save, save.components.start(0), save.components.end - save.components.start(0)));
    const root = file.done(version ? msg`Logic World save, ${version}` : msg`Logic World save`);
    options.progress?.(1);
    return { root, model, index: save, diagnostics: diags.finish(), version };
  };

  // Save info, mod versions, component id map.
  const info = section(msg`save info`, () => readSaveInfo(file, diags, options.fileName));
  if (!info || !isSupportedVersion(info.formatVersion)) return finish();
  const version = msg`v${info.formatVersion} ${saveTypeName(info.saveType)}`;
  const mods = section(msg`mod versions`, () => readMods(file, diags));
  const types = new ComponentTypes();
  const componentIds = mods && section(msg`component id map`, () => readComponentIds(file, diags, types));
  if (!componentIds || info.componentCount < 0) return finish(version);

  // Components: one pass to index their offsets; nodes are made when shown. A count that does not lead to the
  // footer is replaced by the one that does, when the file determines it (count-search.ts).
  const componentsAt = c.pos;
  const first = new DiagnosticSink(bytes.length);
  let scan = paged?.scan ?? scanComponents(source, componentsAt, c.end, info.componentCount, first, options.shouldStop);
  const correction = correctCounts(bytes, componentsAt, scan.complete ? scan.end : undefined, info);
  const counts = { componentCount: info.componentCount, wireCount: info.wireCount };
  if (correction) {
    counts[correction.field] = correction.value;
    const wrong = info[correction.field];
    const value = correction.value;
    const components = correction.field === 'componentCount';
    diags.report(
      blotterRules.countWrong,
      info.fields[correction.field],
      4,
      components
        ? msg`component count ${wrong} does not lead to the footer; with ${value} the circuit states end just before it`
        : msg`wire count ${wrong} does not lead to the footer; with ${value} the circuit states end just before it`,
      undefined,
      { title: components ? msg`set the component count to ${value}` : msg`set the wire count to ${value}`, value },
    );
    if (correction.field === 'componentCount')
      scan = scanComponents(source, componentsAt, c.end, counts.componentCount, diags, options.shouldStop);
  } else {
    for (const d of first.finish()) diags.list.push(d);
  }
  if (!correction && !c.fits(info.componentCount, COMPONENT.minSize)) {
    diags.report(
      blotterRules.countExceedsData,
      info.fields.componentCount,
      4,
      joined(
        msg`${info.componentCount} components need at least ${info.componentCount * COMPONENT.minSize} bytes, `,
        msg`${c.remaining} left`,
      ),
    );
  }
  const save: SaveIndex = {
    bytes,
    source,
    formatVersion: info.formatVersion,
    gameVersion: info.gameVersion,
    saveType: info.saveType,
    fields: info.fields,
    types,
    components: new ComponentTable(source, scan),
    wiresAt: 0,
    wireCount: 0,
  };
  file.add(new ComponentListNode(save));
  options.progress?.(0.5);
  if (!scan.complete || counts.wireCount < 0) return finish(version, save);

  // Wires: fixed-size records.
  save.wiresAt = c.pos;
  save.wireCount = Math.min(counts.wireCount, Math.floor(c.remaining / WIRE.size));
  file.add(wiresNode(save));
  if (save.wireCount < counts.wireCount) {
    diags.report(
      blotterRules.countExceedsData,
      info.fields.wireCount,
      4,
      msg`${info.wireCount} wires need ${info.wireCount * WIRE.size} bytes, ${c.end - save.wiresAt} left`,
    );
    diags.report(
      coreRules.truncated,
      c.pos,
      c.remaining,
      msg`wire ${save.wireCount} of ${info.wireCount} runs past the end of the data`,
    );
    return finish(version, save);
  }
  const wiresEnd = c.pos;

  // Circuit states: their layout depends on the save type.
  if (info.saveType !== SaveType.World && info.saveType !== SaveType.Subassembly) return finish(version, save);
  const block = section(msg`circuit states`, () =>
    readCircuitStates(file, info.saveType as SaveType.World | SaveType.Subassembly, diags),
  );
  if (!block) return finish(version, save);
  save.states = new CircuitStates(bytes, block);
  const statesEnd = c.pos;

  // Footer, and anything after it.
  const footerRead = section(msg`footer`, () => {
    const at = c.pos;
    // Rewriting it is determined when the sections before it end exactly where the footer ends the file.
    if (!file.magic('footer', FOOTER_MAGIC))
      diags.report(
        blotterRules.badFooter,
        at,
        MAGIC_SIZE,
        undefined,
        undefined,
        at + MAGIC_SIZE === bytes.length ? { title: msg`write "redstone sux lol"` } : undefined,
      );
    return true;
  });
  if (!footerRead) return finish(version, save);
  const trailingAt = c.pos;
  if (c.remaining > 0) {
    diags.report(blotterRules.trailingBytes, trailingAt, c.remaining, msg`${c.remaining} bytes after the footer`);
    file.opaque('afterFooter', c.remaining, msg`bytes after the footer`);
  }
  return finish(version, save, {
    formatVersion: info.formatVersion,
    gameVersion: info.gameVersion,
    saveType: info.saveType,
    componentCount: info.componentCount,
    wireCount: info.wireCount,
    mods: mods!,
    componentIds,
    components: bytes.subarray(componentsAt, save.wiresAt),
    wires: bytes.subarray(save.wiresAt, wiresEnd),
    states: bytes.subarray(block.dataAt, statesEnd),
    trailing: bytes.subarray(trailingAt),
  });
}

/** What decoding could not reach stays visible as opaque bytes; a footer still at the end is shown as such. */
function keepRest(file: StructBuilder): void {
  const c = file.c;
  if (c.remaining === 0) return;
  const footerAt = c.end - MAGIC_SIZE;
  const footerIntact = footerAt >= c.pos && new Cursor(c.bytes, footerAt).matches(FOOTER_MAGIC);
  if (footerIntact && footerAt > c.pos)
    file.opaque('undecoded', footerAt - c.pos, msg`not decoded (see the diagnostics)`);
  if (footerIntact) file.magic('footer', FOOTER_MAGIC);
  else file.opaque('undecoded', c.remaining, msg`not decoded (see the diagnostics)`);
}
