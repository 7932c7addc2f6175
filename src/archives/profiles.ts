// Publishing profiles: the checks a community's publishing pipeline refuses a map for, applied in one place so a
// map repository's CI and the editor give the pipeline's verdict. A profile turns the findings those checks make
// into errors and names the game whose movement classes the map is checked for.
import type { Diagnostic } from '../core/diagnostics';
import type { Game } from '../formats/smf';
import { archiveRules } from './rules';

export interface Profile {
  game: Game;
  /** Codes the pipeline refuses a map for. */
  refused: ReadonlySet<string>;
}

export const PROFILES: Record<string, Profile> = {
  // beyond-all-reason/maps-metadata scripts/js/src: check_archive_not_solid.ts, check_uses_mapinfo_lua.ts,
  // check_startpos.ts (with its out-of-bounds TODO), check_startboxes.ts (boxes with invalid coordinates).
  bar: {
    game: 'bar',
    refused: new Set(
      [archiveRules.solid, archiveRules.noMapInfo, archiveRules.startOutside, archiveRules.startBoxOutside].map(
        (r) => r.code,
      ),
    ),
  },
};

/** The diagnostics as the profile judges them: what the pipeline refuses becomes an error. */
export function underProfile(list: readonly Diagnostic[], profile: Profile): Diagnostic[] {
  return list.map((d) => (profile.refused.has(d.code) && d.severity !== 'error' ? { ...d, severity: 'error' } : d));
}
