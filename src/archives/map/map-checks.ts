// The settings checked against the map the engine loads: start positions on the map, and the height range
// mapinfo.lua puts in place of the header's.
import { DiagnosticSink } from '../../core/diagnostics';
import type { SmfHeader } from '../../formats/smf/model';
import { archiveRules } from '../rules';
import { Unknown } from './lua-values';
import { MapSettings, Setting } from './map-settings';
import { msg, joined } from '../../l10n/text';

/** Elmos per heightmap square (SQUARE_SIZE in the engine's GlobalConstants.h). */
const SQUARE_SIZE = 8;

function notChecked(sink: DiagnosticSink, v: Unknown, what: string): void {
  sink.report(archiveRules.mapInfoNotChecked, v.range[0], v.range[1] - v.range[0], msg`${what} not checked: ${v.why}`);
}

export function checkStartPositions(settings: MapSettings, header: SmfHeader, sink: DiagnosticSink): void {
  if (settings.startPositions instanceof Unknown) {
    notChecked(sink, settings.startPositions, 'start positions');
    return;
  }
  const width = header.mapx * SQUARE_SIZE;
  const depth = header.mapy * SQUARE_SIZE;
  for (const p of settings.startPositions) {
    const axis = (v: Setting<number>, name: string, max: number) => {
      if (v instanceof Unknown) return notChecked(sink, v, `team ${p.team} startPos.${name}`);
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
