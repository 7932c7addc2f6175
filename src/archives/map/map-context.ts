// What a map's archive says about the map, for its pictures: mapinfo.lua's start positions and extractor radius and
// the boxes of mapconfig/map_startboxes.lua, read without running them as the checks read them. Read through the
// map's siblings (`atRoot`), so the CLI's archive entries, `.sdd` folders and the editor's archive entries alike.
// What cannot be read or evaluated is left out: the checks report it, the pictures only draw what is known.
import { DiagnosticSink } from '../../core/diagnostics';
import type { SiblingFiles } from '../../core/format';
import { DEFAULT_EXTRACTOR_RADIUS, type MapContext } from '../../formats/smf';
import { readInfoFile } from '../info-file';
import { archiveRules } from '../rules';
import { Unknown } from './lua-values';
import { startPoints } from './map-checks';
import { settingsFromLua } from './map-settings';
import { readStartBoxes } from './start-boxes';

export const MAP_INFO = 'mapinfo.lua';
export const START_BOXES = 'mapconfig/map_startboxes.lua';

const rules = { syntax: archiveRules.mapInfoSyntax, notChecked: archiveRules.mapInfoNotChecked };

/** The table a Lua file returns, or undefined when absent or unreadable (its diagnostics are the checks' to give). */
async function luaTable(siblings: SiblingFiles, path: string) {
  const bytes = await siblings.atRoot?.(path);
  return bytes && readInfoFile(bytes, path, rules, new DiagnosticSink(bytes.length))?.table;
}

/** The map's context from its archive, or undefined when the map is in no archive or it has neither file. */
export async function readMapContext(siblings: SiblingFiles): Promise<MapContext | undefined> {
  if (!siblings.atRoot) return undefined;
  const [info, boxesTable] = await Promise.all([luaTable(siblings, MAP_INFO), luaTable(siblings, START_BOXES)]);
  if (!info && !boxesTable) return undefined;
  const settings = info && settingsFromLua(info);
  const radius = settings?.extractorRadius;
  const boxes = boxesTable && readStartBoxes(boxesTable);
  return {
    starts: settings ? startPoints(settings) : [],
    boxes: boxes && !(boxes instanceof Unknown) ? boxes : [],
    extractorRadius: radius && 'value' in radius ? radius.value : DEFAULT_EXTRACTOR_RADIUS,
  };
}
