// modinfo.lua of a game or base-content archive, read without running it (as mapinfo.lua is): the keys the archive
// scanner requires, the modtype that says which of the two the archive is, and the depend list (entries 1, 2, 3, …
// read as archive names up to the first number missing, ArchiveScanner.cpp ArchiveData).
import { DiagnosticSink } from '../../core/diagnostics';
import { msg } from '../../core/translatable';
import { InfoTable, readInfoFile, reportMissingKey } from '../info-file';
import { Field, LuaTable, Unknown } from '../map/lua-values';
import { archiveRules } from '../rules';

const FILE = 'modinfo.lua';
const modInfoRules = { syntax: archiveRules.modInfoSyntax, notChecked: archiveRules.modInfoNotChecked };

/** modtype as the scanner stores it (LuaTable GetInt: a number, or a string that reads as one; 0 otherwise). */
function modTypeOf(field: Field | undefined): number | Unknown | undefined {
  if (!field || field.value === null) return undefined;
  const v = field.value;
  if (v instanceof Unknown) return v;
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}

/** modtype 0 (hidden) and 4 (base) are the engine's own content, springcontent.sdz and bitmaps.sdz among them. */
export function isBaseModType(modType: number | Unknown | undefined): boolean {
  return modType === 0 || modType === 4;
}

/** The table modinfo.lua returns, with no diagnostics: what the archive's listing needs to name its kind. */
export function modTypeIn(bytes: Uint8Array): number | Unknown | undefined {
  const info = readInfoFile(bytes, FILE, modInfoRules, new DiagnosticSink(bytes.length));
  return info && modTypeOf(info.table.get('modtype'));
}

/** Checks modinfo.lua; returns its modtype (undefined when the file cannot be read or has none). */
export function checkModInfo(bytes: Uint8Array, sink: DiagnosticSink): number | Unknown | undefined {
  const info = readInfoFile(bytes, FILE, modInfoRules, sink);
  if (!info) return undefined;
  const { table } = info;
  const present = (key: string) => {
    const f = table.get(key);
    return f !== undefined && f.value !== null;
  };
  // The scanner makes the name from the version when name itself is missing (ArchiveData: GetNameVersioned).
  if (!present('name') && !present('version')) reportMissingKey(sink, archiveRules.modInfoRequired, FILE, info, 'name');
  if (!present('modtype')) reportMissingKey(sink, archiveRules.modInfoRequired, FILE, info, 'modtype');
  checkDepend(info, sink);
  return modTypeOf(table.get('modtype'));
}

function checkDepend(info: InfoTable, sink: DiagnosticSink): void {
  const depend = info.table.get('depend');
  if (!depend || depend.value === null) return;
  const at = (f: Field) => [f.range[0], f.range[1] - f.range[0]] as const;
  const notChecked = (u: Unknown) =>
    sink.report(archiveRules.modInfoNotChecked, u.range[0], u.range[1] - u.range[0], msg`depend not checked: ${u.why}`);
  if (depend.value instanceof Unknown) return notChecked(depend.value);
  if (!(depend.value instanceof LuaTable)) {
    sink.report(
      archiveRules.modInfoDependIgnored,
      ...at(depend),
      msg`depend is no table: the engine reads no dependency from it`,
    );
    return;
  }
  const list = depend.value;
  let n = 1;
  for (let f = list.get(n); f && f.value !== null; f = list.get(++n)) {
    const v = f.value;
    if (v instanceof Unknown) notChecked(v);
    else if (v === '')
      sink.report(
        archiveRules.modInfoDepend,
        ...at(f),
        msg`depend[${n}] is an empty string: the engine finds no archive of that name`,
      );
    else if (typeof v !== 'string' && typeof v !== 'number')
      sink.report(
        archiveRules.modInfoDepend,
        ...at(f),
        msg`depend[${n}] is no string: the engine reads it as "" and finds no archive of that name`,
      );
  }
  const ignored = list.all().find((f) => f.value !== null && (typeof f.key !== 'number' || f.key > n || f.key < 1));
  if (ignored)
    sink.report(
      archiveRules.modInfoDependIgnored,
      ...at(ignored),
      typeof ignored.key === 'number'
        ? msg`depend[${ignored.key}] comes after the gap at ${n}: the engine stops reading there`
        : msg`depend.${ignored.key} is under a name, not a number: the engine reads only entries 1, 2, 3, …`,
    );
}
