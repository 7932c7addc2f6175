// The settings the checks need, from mapinfo.lua's returned table or from the old .smd's TDF sections. Each value
// is located in its file's text so a diagnostic lands on it; a value that could not be evaluated stays Unknown.
import { LuaTable, LuaValue, Range, Unknown } from './lua-values';
import { TdfSection } from './tdf';

export interface Located<T> {
  value: T;
  range: Range;
}

export type Setting<T> = Located<T> | Unknown | undefined;

export interface StartPosition {
  team: number;
  x: Setting<number>;
  z: Setting<number>;
  /** Where the team's entry is written (the range for a position with a coordinate missing). */
  range: Range;
}

export interface MapSettings {
  mapFile: Setting<string>;
  name: Setting<string>;
  modType: Setting<number>;
  minHeight: Setting<number>;
  maxHeight: Setting<number>;
  /** The radius (elmos) metal extractors take metal from: the metal spots' reach. */
  extractorRadius: Setting<number>;
  /** smf.smtFileName0, 1, … in order, up to the first number missing: names in place of the map's tile files. */
  tileFileNames: Setting<string>[];
  /** Unknown when the teams table itself could not be evaluated. */
  startPositions: StartPosition[] | Unknown;
}

function typed<T>(field: { value: LuaValue; range: Range } | undefined, type: 'number' | 'string'): Setting<T> {
  if (!field || field.value === null) return undefined;
  if (field.value instanceof Unknown) return field.value;
  return typeof field.value === type
    ? { value: field.value as T, range: field.range }
    : new Unknown(field.range, `is not a ${type}`);
}

function table(v: LuaValue | undefined): LuaTable | Unknown | undefined {
  return v instanceof LuaTable || v instanceof Unknown ? v : undefined;
}

export function settingsFromLua(root: LuaTable): MapSettings {
  const smf = table(root.get('smf')?.value);
  const smfField = (key: string): Setting<number> =>
    smf instanceof Unknown ? smf : smf ? typed<number>(smf.get(key), 'number') : undefined;
  const tileFileNames: Setting<string>[] = [];
  // The engine stops at the first number whose key is absent (MapInfo.cpp ReadSMF: KeyExists).
  for (let i = 0, name; smf instanceof LuaTable && (name = typed<string>(smf.get(`smtfilename${i}`), 'string')); i++)
    tileFileNames.push(name);
  const teams = table(root.get('teams')?.value);
  let startPositions: StartPosition[] | Unknown = [];
  if (teams instanceof Unknown) startPositions = teams;
  else if (teams)
    startPositions = teams.numbered().map((f) => {
      const team = table(f.value);
      const pos = team instanceof LuaTable ? table(team.get('startpos')?.value) : team;
      const coordinate = (k: string): Setting<number> =>
        pos instanceof Unknown ? pos : pos ? typed<number>(pos.get(k), 'number') : undefined;
      return { team: f.key as number, x: coordinate('x'), z: coordinate('z'), range: f.range };
    });
  return {
    mapFile: typed<string>(root.get('mapfile'), 'string'),
    name: typed<string>(root.get('name'), 'string'),
    modType: typed<number>(root.get('modtype'), 'number'),
    minHeight: smfField('minheight'),
    maxHeight: smfField('maxheight'),
    extractorRadius: typed<number>(root.get('extractorradius'), 'number'),
    tileFileNames,
    startPositions,
  };
}

function tdfString(section: TdfSection | undefined, key: string): Setting<string> {
  const v = section?.values.get(key);
  return v ? { value: v.text, range: v.range } : undefined;
}

function tdfNumber(section: TdfSection | undefined, key: string): Setting<number> {
  const v = section?.values.get(key);
  if (!v) return undefined;
  const n = Number(v.text);
  return Number.isFinite(n) && v.text !== '' ? { value: n, range: v.range } : new Unknown(v.range, 'is not a number');
}

/** The [MAP] section of an .smd: [TEAMn] StartPosX/StartPosZ and, where given, [SMF] minheight/maxheight. */
export function settingsFromSmd(root: TdfSection): MapSettings {
  const map = root.sections.get('map');
  const smf = map?.sections.get('smf');
  const startPositions: StartPosition[] = [];
  for (const [name, s] of map?.sections ?? []) {
    const m = /^team(\d+)$/.exec(name);
    if (!m) continue;
    const x = tdfNumber(s, 'startposx');
    const z = tdfNumber(s, 'startposz');
    const at = [x, z].find((v) => v && !(v instanceof Unknown)) as Located<number> | undefined;
    startPositions.push({ team: Number(m[1]), x, z, range: at?.range ?? [0, 0] });
  }
  const tileFileNames: Setting<string>[] = [];
  for (let i = 0; smf?.values.has(`smtfilename${i}`); i++) tileFileNames.push(tdfString(smf, `smtfilename${i}`));
  return {
    mapFile: undefined,
    name: undefined,
    modType: undefined,
    minHeight: tdfNumber(smf, 'minheight'),
    maxHeight: tdfNumber(smf, 'maxheight'),
    extractorRadius: tdfNumber(map, 'extractorradius'),
    tileFileNames,
    startPositions,
  };
}
