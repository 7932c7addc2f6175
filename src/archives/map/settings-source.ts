// Where the map's settings come from: mapinfo.lua at the archive's root (evaluated without running it), or else
// the .smd beside the map the engine loads. Diagnostics about the text land on its bytes (read as latin-1, so a
// character offset is a byte offset).
import { DiagnosticSink } from '../../core/diagnostics';
import { archiveRules } from '../rules';
import { LuaSyntaxError, MAX_STEPS, evaluateLua } from './lua-eval';
import { LuaTable, Unknown } from './lua-values';
import { MapSettings, settingsFromLua, settingsFromSmd } from './map-settings';
import { parseTdf } from './tdf';
import { msg, counted, joined } from '../../core/translatable';

const latin1 = new TextDecoder('latin1');

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** A real mapinfo.lua is a few KiB; past this it is not parsed (parsing keeps a tree of every token). */
const MAX_MAPINFO_BYTES = 1 << 20;

export function mapInfoSettings(bytes: Uint8Array, sink: DiagnosticSink): MapSettings | undefined {
  // Windows editors save "UTF-8" with a byte order mark; Lua 5.1 loads a buffer as it is and stops at it.
  if (UTF8_BOM.every((b, i) => bytes[i] === b)) {
    sink.report(
      archiveRules.mapInfoSyntax,
      0,
      UTF8_BOM.length,
      joined(
        msg`mapinfo.lua starts with a UTF-8 byte order mark (EF BB BF), which Lua 5.1 reads as an unexpected symbol; `,
        msg`save it as UTF-8 without BOM`,
      ),
    );
    return undefined;
  }
  if (bytes.length > MAX_MAPINFO_BYTES) {
    sink.report(
      archiveRules.mapInfoNotChecked,
      0,
      bytes.length,
      msg`mapinfo.lua is ${bytes.length} bytes; more than ${MAX_MAPINFO_BYTES} are not read`,
    );
    return undefined;
  }
  const text = latin1.decode(bytes);
  let result;
  try {
    result = evaluateLua(text);
  } catch (e) {
    if (e instanceof LuaSyntaxError)
      sink.report(archiveRules.mapInfoSyntax, e.offset, 1, msg`mapinfo.lua: ${e.message}`);
    // Nesting deep enough to exhaust the parser's stack: a hostile file, not one the checks can read.
    else sink.report(archiveRules.mapInfoNotChecked, 0, bytes.length, msg`mapinfo.lua not read: ${String(e)}`);
    return undefined;
  }
  if (result.exhausted) {
    const [start, end] = result.exhausted;
    sink.report(
      archiveRules.mapInfoNotChecked,
      start,
      end - start,
      msg`mapinfo.lua takes more than ${MAX_STEPS} steps to evaluate; evaluation stopped here`,
    );
  }
  if (result.skipped.length > 0) {
    const [start, end] = result.skipped[0];
    sink.report(
      archiveRules.mapInfoNotChecked,
      start,
      end - start,
      joined(
        msg`${counted(result.skipped.length, 'top-level statement')} not evaluated (calls, branches, loops); `,
        msg`the checks take the values as the rest of the file writes them`,
      ),
    );
  }
  const returned = result.returned;
  if (!(returned instanceof LuaTable)) {
    const [start, end] = returned instanceof Unknown ? returned.range : (result.returnRange ?? [0, bytes.length]);
    const why = returned instanceof Unknown ? returned.why : 'it returns no table';
    sink.report(archiveRules.mapInfoNotChecked, start, end - start, msg`what mapinfo.lua returns is not known: ${why}`);
    return undefined;
  }
  const settings = settingsFromLua(returned);
  const [start, end] = result.returnRange!;
  for (const [key, v] of [
    ['name', settings.name],
    ['modtype', settings.modType],
  ] as const) {
    if (v === undefined)
      sink.report(archiveRules.mapInfoRequired, start, end - start, msg`the table mapinfo.lua returns has no ${key}`);
  }
  return settings;
}

export function smdSettings(bytes: Uint8Array, path: string, sink: DiagnosticSink): MapSettings {
  const { root, error } = parseTdf(latin1.decode(bytes));
  if (error) sink.report(archiveRules.smdSyntax, error.offset, 1, msg`${path}: ${error.message}`);
  return settingsFromSmd(root);
}
