// Where the map's settings come from: mapinfo.lua at the archive's root (evaluated without running it), or else
// the .smd beside the map the engine loads. Diagnostics about the text land on its bytes (read as latin-1, so a
// character offset is a byte offset).
import { DiagnosticSink } from '../../core/diagnostics';
import { archiveRules } from '../rules';
import { readInfoFile, reportMissingKey } from '../info-file';
import { MapSettings, settingsFromLua, settingsFromSmd } from './map-settings';
import { parseTdf } from './tdf';
import { msg } from '../../core/translatable';

const latin1 = new TextDecoder('latin1');

const mapInfoRules = { syntax: archiveRules.mapInfoSyntax, notChecked: archiveRules.mapInfoNotChecked };

export function mapInfoSettings(bytes: Uint8Array, sink: DiagnosticSink): MapSettings | undefined {
  const info = readInfoFile(bytes, 'mapinfo.lua', mapInfoRules, sink);
  if (!info) return undefined;
  const settings = settingsFromLua(info.table);
  if (settings.name === undefined) reportMissingKey(sink, archiveRules.mapInfoRequired, 'mapinfo.lua', info, 'name');
  if (settings.mapFile === undefined)
    reportMissingKey(sink, archiveRules.mapFileAbsent, 'mapinfo.lua', info, 'mapfile');
  if (settings.modType === undefined)
    reportMissingKey(sink, archiveRules.mapInfoRequired, 'mapinfo.lua', info, 'modtype');
  return settings;
}

export function smdSettings(bytes: Uint8Array, path: string, sink: DiagnosticSink): MapSettings {
  const { root, error } = parseTdf(latin1.decode(bytes));
  if (error) sink.report(archiveRules.smdSyntax, error.offset, 1, msg`${path}: ${error.message}`);
  return settingsFromSmd(root);
}
