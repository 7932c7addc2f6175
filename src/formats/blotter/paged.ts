// Decoding a save read in pages (a file too large for the editor to hold): the component and wire records, nearly
// all of a large world, stay in the file and are read by the rows, checks and pictures that need them. The header,
// the circuit states and the footer are read into a buffer the size of the file whose record ranges are never
// written, so they cost no memory. A save whose sections do not lead plainly to the footer, or that decodes with an
// error, is left to the whole-file decode, which reports it exactly.
import { StructBuilder } from '../../core/builder';
import type { ByteSource } from '../../core/byte-source';
import { Cursor } from '../../core/cursor';
import { DiagnosticSink } from '../../core/diagnostics';
import type { DecodeOptions, PagedDecoding } from '../../core/format';
import { heldBytes } from '../../core/held-range';
import { scanComponents } from './component-scan';
import { ComponentTypes } from './component-types';
import { endsWithFooterAt } from './count-search';
import { decodeSave } from './decode';
import { WIRE } from './layout';
import type { BlotterModel } from './model';
import type { SaveIndex } from './save-index';
import { isSupportedVersion, readComponentIds, readMods, readSaveInfo, type SaveInfo } from './save-info';

/** Bytes of the file's start the header (save info, mods, component id map) must fit in: else not a plain save. */
const headLimit = 1 << 20;

export function decodeBlotterPaged(
  source: ByteSource,
  options: DecodeOptions = {},
): PagedDecoding<BlotterModel, SaveIndex> | undefined {
  const size = source.size;
  const head = readHead(source.read(0, Math.min(size, headLimit)), options.fileName);
  if (!head) return undefined;
  const { info, componentsAt } = head;
  const scan = scanComponents(source, componentsAt, size, info.componentCount, new DiagnosticSink(size));
  if (!scan.complete) return undefined;
  const wiresAt = scan.end;
  const wiresEnd = wiresAt + info.wireCount * WIRE.size;
  if (wiresEnd > size) return undefined;
  const held = heldBytes(source, [[componentsAt, wiresEnd]]);
  // The counts lead to the footer: the decoder then never looks for other counts in the records left out.
  if (!endsWithFooterAt(held, wiresEnd, info.saveType)) return undefined;
  const decoded = decodeSave(held, options, { source, scan });
  if (!decoded.model || decoded.diagnostics.some((d) => d.severity === 'error')) return undefined;
  return { decoded, held, editable: true };
}

/** The save info and where the components start, when the header reads without a finding of any kind. */
function readHead(bytes: Uint8Array, fileName?: string): { info: SaveInfo; componentsAt: number } | undefined {
  const diags = new DiagnosticSink(bytes.length);
  const c = new Cursor(bytes);
  const file = new StructBuilder(c, 'save', 'BlotterSave');
  try {
    const info = readSaveInfo(file, diags, fileName);
    if (!isSupportedVersion(info.formatVersion) || info.componentCount < 0 || info.wireCount < 0) return undefined;
    readMods(file, diags);
    readComponentIds(file, diags, new ComponentTypes());
    return diags.finish().length === 0 ? { info, componentsAt: c.pos } : undefined;
  } catch {
    return undefined;
  }
}
