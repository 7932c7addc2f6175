// The settings checked against the map the engine loads: start positions on the map, the height range
// mapinfo.lua puts in place of the header's, and the tile file names it puts in place of the map's.
import { analyze } from '../../analysis';
import { DiagnosticSink } from '../../core/diagnostics';
import { quote } from '../../core/text';
import { smfModelOf, type SmfHeader, type StartPoint } from '../../formats/smf';
import { TileFileRenames } from '../archive-siblings';
import { archiveRules } from '../rules';
import { Unknown } from './lua-values';
import { Located, MapSettings, Setting } from './map-settings';
import { msg, joined, type Text } from '../../core/translatable';

/** Elmos per heightmap square (SQUARE_SIZE in the engine's GlobalConstants.h). */
const SQUARE_SIZE = 8;

function notChecked(sink: DiagnosticSink, v: Unknown, what: Text | string): void {
  sink.report(archiveRules.mapInfoNotChecked, v.range[0], v.range[1] - v.range[0], msg`${what} not checked: ${v.why}`);
}

export function checkStartPositions(settings: MapSettings, header: SmfHeader, sink: DiagnosticSink): void {
  if (settings.startPositions instanceof Unknown) {
    notChecked(sink, settings.startPositions, msg`start positions`);
    return;
  }
  const width = header.mapx * SQUARE_SIZE;
  const depth = header.mapy * SQUARE_SIZE;
  for (const p of settings.startPositions) {
    const axis = (v: Setting<number>, name: string, max: number) => {
      if (v instanceof Unknown) return notChecked(sink, v, msg`team ${p.team} startPos.${name}`);
      if (v === undefined || (v.value >= 0 && v.value <= max)) return;
      sink.report(
        archiveRules.startOutside,
        v.range[0],
        v.range[1] - v.range[0],
        joined(
          msg`team ${p.team} starts at ${name} = ${v.value}, outside the map (0..${max} elmos: `,
          msg`${header.mapx}x${header.mapy} squares of ${SQUARE_SIZE})`,
        ),
      );
    };
    axis(p.x, 'x', width);
    axis(p.z, 'z', depth);
  }
}

/** The start positions whose both coordinates are known numbers. */
export function startPoints(settings: MapSettings): StartPoint[] {
  if (settings.startPositions instanceof Unknown) return [];
  const out: StartPoint[] = [];
  for (const { team, x, z } of settings.startPositions)
    if (x && z && !(x instanceof Unknown) && !(z instanceof Unknown)) out.push({ team, x: x.value, z: z.value });
  return out;
}

export function checkHeightOverride(settings: MapSettings, header: SmfHeader, sink: DiagnosticSink): void {
  for (const [v, key, stored] of [
    [settings.minHeight, 'minheight', header.minHeight],
    [settings.maxHeight, 'maxheight', header.maxHeight],
  ] as const) {
    if (v === undefined) continue;
    if (v instanceof Unknown) {
      notChecked(sink, v, `smf.${key}`);
      continue;
    }
    sink.report(
      archiveRules.heightOverride,
      v.range[0],
      v.range[1] - v.range[0],
      msg`smf.${key} = ${v.value} replaces the header's ${key === 'minheight' ? 'minHeight' : 'maxHeight'} ${stored}`,
    );
  }
}

/**
 * The names smf.smtFileName0, … put in place of the map's stored tile file names: all of them when there are as
 * many as the map has tile files, none otherwise (SMFGroundTextures LoadTiles). Undefined when none apply.
 */
export async function tileFileRenames(
  settings: MapSettings,
  mapPath: string,
  smf: Uint8Array,
  sink: DiagnosticSink,
): Promise<TileFileRenames | undefined> {
  const names = settings.tileFileNames;
  if (names.length === 0) return undefined;
  const stored = smfModelOf(await analyze(mapPath, smf, { decodeOnly: true }))?.tiles?.files;
  if (!stored) return undefined;
  const [start, end] = (names[0] as Exclude<Setting<string>, undefined>).range;
  if (names.length !== stored.length) {
    sink.report(
      archiveRules.tileFileOverrideIgnored,
      start,
      end - start,
      joined(
        msg`smf.smtFileName0..${names.length - 1} name ${names.length} tile files, the map has ${stored.length}: `,
        msg`the engine ignores them and reads the map's own names`,
      ),
    );
    return undefined;
  }
  const unknown = names.findIndex((n) => n instanceof Unknown);
  if (unknown >= 0) {
    notChecked(sink, names[unknown] as Unknown, `smf.smtFileName${unknown}`);
    return undefined;
  }
  const renames = new Map<string, string>();
  for (const [i, n] of (names as Located<string>[]).entries()) {
    sink.report(
      archiveRules.tileFileOverride,
      n.range[0],
      n.range[1] - n.range[0],
      msg`smf.smtFileName${i} = ${quote(n.value)} replaces the map's tile file ${quote(stored[i].name)}`,
    );
    renames.set(stored[i].name.toLowerCase(), n.value);
  }
  return renames;
}
