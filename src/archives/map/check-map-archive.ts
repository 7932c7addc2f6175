// A map archive checked the way the engine loads it: entries it cannot unpack, the archive scanner's choice of
// map file, mapinfo.lua (or the .smd), then every .smf validated with its tile files taken from the archive.
import { analyze } from '../../analysis';
import { Diagnostic, DiagnosticSink } from '../../core/diagnostics';
import { smfModelOf, smfRules } from '../../formats/smf';
import { quote } from '../../core/text';
import { ArchiveEntry } from '../archive';
import { TileFileRenames, archiveSiblings, siblingCandidates } from '../archive-siblings';
import { unreadableCoders } from '../methods';
import { ArchiveReader } from '../reader';
import { archiveRules } from '../rules';
import { isSolidListing } from '../seven-zip';
import { extensionOf } from '../vfs-path';
import { checkHeightOverride, checkStartPositions, tileFileRenames } from './map-checks';
import { MapSettings } from './map-settings';
import { mapInfoSettings, smdSettings } from './settings-source';
import { msg, render } from '../../core/translatable';

export interface InnerFile {
  /** Path inside the archive. */
  path: string;
  format: string;
  size: number;
  diagnostics: Diagnostic[];
}

export interface MapArchiveReport {
  /** Diagnostics of the archive as a whole, on its header bytes. */
  diagnostics: Diagnostic[];
  inner: InnerFile[];
}

/** Bytes an archive-level diagnostic points at: 7z's signature header, zip's first local header. */
function headerLength(reader: ArchiveReader): number {
  const { kind, size } = reader.archive;
  return Math.min(size, kind === 'sd7' ? 32 : kind === 'sdz' ? 30 : 0);
}

const latin1 = new TextDecoder('latin1');

/**
 * In an archive the tile file cannot turn up later beside the map: the missing-file warning becomes an error,
 * naming the file looked for (the name read in place of the stored one, when mapinfo.lua renames it). A tile file
 * that is in the archive but could not be read is reported as that, with the reason (`reader` knows it).
 */
export function tileFileErrors(
  path: string,
  smf: Uint8Array,
  diagnostics: Diagnostic[],
  renames?: TileFileRenames,
  reader?: ArchiveReader,
): Diagnostic[] {
  return diagnostics.map((d) => {
    if (d.code !== smfRules.smtMissing.code) return d;
    const stored = latin1.decode(smf.subarray(d.offset, d.offset + d.length));
    const name = renames?.get(stored.toLowerCase()) ?? stored;
    const candidates = [...new Set(siblingCandidates(path, name))];
    const found = reader && candidates.map((p) => reader.find(p)).find((e) => e !== undefined);
    const unread = found && reader.unread.get(found);
    if (found && unread) {
      const rule = unread.rule === 'budget' ? archiveRules.budgetExceeded : archiveRules.entryUnreadable;
      const text = msg`tile file ${quote(found.path)} is in the archive but was not read: ${unread.message}`;
      return {
        code: rule.code,
        severity: rule.severity,
        offset: d.offset,
        length: d.length,
        message: render(text),
        text,
      };
    }
    const tried = candidates.map((p) => quote(p)).join(' and ');
    const instead = name === stored ? '' : ` (in place of ${quote(stored)})`;
    return {
      code: archiveRules.tileFileMissing.code,
      severity: archiveRules.tileFileMissing.severity,
      offset: d.offset,
      length: d.length,
      message: `tile file ${quote(name)}${instead} is not in the archive (looked for ${tried})`,
    };
  });
}

export async function checkMapArchive(reader: ArchiveReader): Promise<MapArchiveReport> {
  const { archive } = reader;
  const sink = new DiagnosticSink(Math.max(archive.size, 1));
  const head = headerLength(reader);
  const inner: InnerFile[] = [];
  /** An entry's own bytes in the directory where the archive says where they are, else the archive's header. */
  const rangeOf = (e: ArchiveEntry): [number, number] => (e.record ? [e.record.offset, e.record.length] : [0, head]);

  if (archive.kind === 'sd7' && isSolidListing(archive.entries))
    sink.report(archiveRules.solid, 0, head, msg`several files share a compressed block (solid archive)`);

  const smfs = archive.entries.filter((e) => extensionOf(e.path) === 'smf');
  const mapInfo = reader.find('mapinfo.lua');
  const wanted = archive.entries.filter((e) => ['smf', 'smt', 'smd'].includes(extensionOf(e.path)) || e === mapInfo);
  const usable: ArchiveEntry[] = [];
  for (const e of wanted) {
    const bad = unreadableCoders(archive.kind, e);
    if (bad.length > 0) {
      sink.report(archiveRules.method, 0, head, msg`${quote(e.path)} is packed with ${bad.join(', ')}`);
      continue;
    }
    const refused = reader.refusal(e);
    if (refused) {
      const rule = refused.rule === 'size' ? archiveRules.entryTooLarge : archiveRules.ratio;
      sink.report(rule, 0, head, msg`${quote(e.path)} ${refused.message}`);
      continue;
    }
    usable.push(e);
  }
  for (const e of archive.duplicates ?? [])
    sink.report(archiveRules.duplicateEntry, ...rangeOf(e), msg`${quote(e.path)} repeats an earlier entry's path`);
  await reader.preload(usable);
  const usableSet = new Set(usable);
  const bytesOf = async (e: ArchiveEntry | undefined): Promise<Uint8Array | undefined> => {
    if (!e || !usableSet.has(e)) return undefined;
    const b = await reader.read(e);
    if (b instanceof Uint8Array) return b;
    const rule = reader.unread.get(e)?.rule === 'budget' ? archiveRules.budgetExceeded : archiveRules.entryUnreadable;
    sink.report(rule, ...rangeOf(e), msg`${quote(e.path)}: ${b}`);
    return undefined;
  };

  // The archive scanner's choice: mapinfo.lua's mapfile, else the first .smf in archive order.
  let settings: MapSettings | undefined;
  let settingsFile: InnerFile | undefined;
  let settingsSink: DiagnosticSink | undefined;
  const mapInfoBytes = await bytesOf(mapInfo);
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
    const smdBytes = await bytesOf(smd);
    if (smd && smdBytes) {
      settingsSink = new DiagnosticSink(smdBytes.length);
      settings = smdSettings(smdBytes, smd.path, settingsSink);
      settingsFile = { path: smd.path, format: 'smd', size: smdBytes.length, diagnostics: [] };
    }
  }

  for (const e of smfs) {
    const smf = await bytesOf(e);
    if (!smf) continue;
    // mapinfo.lua's settings apply to the map the engine loads, its tile file names among them.
    const renames =
      e === loaded && settings && settingsSink ? await tileFileRenames(settings, e.path, smf, settingsSink) : undefined;
    const a = await analyze(e.path, smf, { siblings: archiveSiblings(reader, e.path, renames) });
    inner.push({
      path: e.path,
      format: a.format.id,
      size: smf.length,
      diagnostics: tileFileErrors(e.path, smf, a.diagnostics, renames, reader),
    });
    const header = smfModelOf(a)?.header;
    if (e === loaded && header && settings && settingsSink) {
      checkStartPositions(settings, header, settingsSink);
      checkHeightOverride(settings, header, settingsSink);
    }
  }
  if (settingsFile && settingsSink) {
    settingsFile.diagnostics = sortDiagnostics(settingsSink.finish());
    inner.unshift(settingsFile);
  }
  return { diagnostics: sortDiagnostics(sink.finish()), inner };
}

function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return list.sort((a, b) => a.offset - b.offset || a.code.localeCompare(b.code));
}
