// A map archive checked the way the engine loads it: entries it cannot unpack, the archive scanner's choice of
// map file, mapinfo.lua (or the .smd), then every .smf validated with its tile files taken from the archive.
import { DiagnosticSink } from '../../core/diagnostics';
import {
  DEFAULT_EXTRACTOR_RADIUS,
  DEFAULT_METAL_TOLERANCE,
  checkMetalBalance,
  checkStartGround,
  mainClassGround,
  smfModelOf,
  type Game,
  type SmfModel,
} from '../../formats/smf';
import { readInfoFile } from '../info-file';
import { Unknown } from './lua-values';
import { checkStartBoxes } from './start-box-checks';
import { readStartBoxes } from './start-boxes';
import { MAP_INFO, START_BOXES } from './map-context';
import { quote } from '../../core/text';
import { ArchiveEntry } from '../archive';
import { ArchiveCheck, InnerFile, sortDiagnostics } from '../archive-check';
import { ArchiveReader } from '../reader';
import { archiveRules } from '../rules';
import { extensionOf } from '../vfs-path';
import { checkHeightOverride, checkStartPositions, startPoints, tileFileRenames } from './map-checks';
import { MapSettings } from './map-settings';
import { mapInfoSettings, smdSettings } from './settings-source';
import { msg } from '../../core/translatable';

export interface MapArchiveReport {
  /** Diagnostics of the archive as a whole, on its header bytes. */
  diagnostics: InnerFile['diagnostics'];
  inner: InnerFile[];
}

export { GAMES, gameOf, type Game } from '../../formats/smf';

export interface MapCheckOptions {
  /** The game whose movement classes the start positions are checked for (default Beyond All Reason). */
  game?: Game;
  /** How much less metal (percent of the richest start's) the poorest start may have (default 10). */
  metalTolerance?: number;
}

export async function checkMapArchive(reader: ArchiveReader, options: MapCheckOptions = {}): Promise<MapArchiveReport> {
  const { archive } = reader;
  const check = new ArchiveCheck(reader);
  const { sink, head } = check;
  const inner: InnerFile[] = [];

  const smfs = archive.entries.filter((e) => extensionOf(e.path) === 'smf');
  const mapInfo = reader.find(MAP_INFO);
  const startBoxes = reader.find(START_BOXES);
  const wanted = archive.entries.filter(
    (e) => ['smf', 'smt', 'smd'].includes(extensionOf(e.path)) || e === mapInfo || e === startBoxes,
  );
  check.screen(wanted);
  await check.preload(wanted);

  // The archive scanner's choice: mapinfo.lua's mapfile, else the first .smf in archive order.
  let settings: MapSettings | undefined;
  let settingsFile: InnerFile | undefined;
  let settingsSink: DiagnosticSink | undefined;
  const mapInfoBytes = await check.bytesOf(mapInfo);
  if (mapInfo && mapInfoBytes) {
    settingsSink = new DiagnosticSink(mapInfoBytes.length);
    settings = mapInfoSettings(mapInfoBytes, settingsSink);
    settingsFile = { path: mapInfo.path, format: 'mapinfo', size: mapInfoBytes.length, diagnostics: [] };
  }
  let loaded: ArchiveEntry | undefined;
  const named = settings?.mapFile;
  if (named && 'value' in named) {
    loaded = reader.find(named.value);
    if (!loaded)
      settingsSink!.report(
        archiveRules.mapFileMissing,
        named.range[0],
        named.range[1] - named.range[0],
        msg`mapfile ${quote(named.value)} is not in the archive`,
      );
    else
      sink.report(archiveRules.mapFile, 0, head, msg`the engine loads ${quote(loaded.path)} (mapinfo.lua's mapfile)`);
  } else if (smfs.length > 0) {
    loaded = smfs[0];
    sink.report(
      archiveRules.mapFile,
      0,
      head,
      msg`the engine loads ${quote(loaded.path)} (the first .smf in the archive)`,
    );
  }
  const names = smfs.map((e) => quote(e.path)).join(', ');
  if (smfs.length === 0) sink.report(archiveRules.noMap, 0, head, msg`no entry ends in .smf`);
  else if (smfs.length > 1)
    sink.report(
      archiveRules.severalMaps,
      0,
      head,
      loaded
        ? msg`${smfs.length} .smf files (${names}); the engine loads ${quote(loaded.path)}`
        : msg`${smfs.length} .smf files (${names}); the engine loads none of them`,
    );

  if (!mapInfo) {
    sink.report(archiveRules.noMapInfo, 0, head, msg`no mapinfo.lua at the root of the archive`);
    const base = loaded?.path.replace(/\.smf$/i, '.smd');
    const smd = (base && reader.find(base)) || archive.entries.find((e) => extensionOf(e.path) === 'smd');
    const smdBytes = await check.bytesOf(smd);
    if (smd && smdBytes) {
      settingsSink = new DiagnosticSink(smdBytes.length);
      settings = smdSettings(smdBytes, smd.path, settingsSink);
      settingsFile = { path: smd.path, format: 'smd', size: smdBytes.length, diagnostics: [] };
    }
  }

  for (const e of smfs) {
    const smf = await check.bytesOf(e);
    if (!smf) continue;
    // mapinfo.lua's settings apply to the map the engine loads, its tile file names among them.
    const renames =
      e === loaded && settings && settingsSink ? await tileFileRenames(settings, e.path, smf, settingsSink) : undefined;
    const { analysis, file } = await check.validate(e, smf, renames);
    inner.push(file);
    const model = smfModelOf(analysis);
    if (e === loaded && model && settings && settingsSink) {
      checkStartPositions(settings, model.header, settingsSink);
      checkHeightOverride(settings, model.header, settingsSink);
      const ground = new DiagnosticSink(smf.length);
      checkStartGround(model, startPoints(settings), options.game ?? 'bar', ground);
      const radius = settings.extractorRadius;
      if (!(radius instanceof Unknown))
        checkMetalBalance(
          model,
          startPoints(settings),
          {
            extractorRadius: radius?.value ?? DEFAULT_EXTRACTOR_RADIUS,
            tolerance: options.metalTolerance ?? DEFAULT_METAL_TOLERANCE,
          },
          ground,
        );
      file.diagnostics = sortDiagnostics([...file.diagnostics, ...ground.finish()]);
    }
    if (e === loaded && model && startBoxes) {
      const boxesFile = await startBoxesFile(check, startBoxes, model, settings, settingsSink, options.game ?? 'bar');
      if (boxesFile) inner.push(boxesFile);
    }
  }
  if (settingsFile && settingsSink) {
    settingsFile.diagnostics = sortDiagnostics(settingsSink.finish());
    inner.unshift(settingsFile);
  }
  return { diagnostics: check.finish(), inner };
}

/** mapconfig/map_startboxes.lua read and checked against the map the engine loads and mapinfo.lua's starts. */
async function startBoxesFile(
  check: ArchiveCheck,
  entry: ArchiveEntry,
  model: SmfModel,
  settings: MapSettings | undefined,
  mapInfoSink: DiagnosticSink | undefined,
  game: Game,
): Promise<InnerFile | undefined> {
  const bytes = await check.bytesOf(entry);
  if (!bytes) return undefined;
  const sink = new DiagnosticSink(bytes.length);
  const info = readInfoFile(bytes, START_BOXES, startBoxRules, sink);
  const boxes = info && readStartBoxes(info.table);
  if (boxes instanceof Unknown)
    sink.report(
      archiveRules.mapInfoNotChecked,
      boxes.range[0],
      boxes.range[1] - boxes.range[0],
      msg`start boxes not checked: ${boxes.why}`,
    );
  else if (boxes) checkStartBoxes(boxes, model.header, settings, mainClassGround(model, game), sink, mapInfoSink);
  return { path: entry.path, format: 'startboxes', size: bytes.length, diagnostics: sortDiagnostics(sink.finish()) };
}

const startBoxRules = { syntax: archiveRules.mapInfoSyntax, notChecked: archiveRules.mapInfoNotChecked };
