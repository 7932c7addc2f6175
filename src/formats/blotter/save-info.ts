// The save info at the start of a file (header, format version, game version, save type, counts), then the
// mod versions and the component id map: everything before the first component.
import { StructBuilder } from '../../core/builder';
import { DiagnosticSink } from '../../core/diagnostics';
import { matchesPattern } from '../../core/glob';
import { inert, quote, utf8 } from '../../core/text';
import { ComponentTypes } from './component-types';
import { versionText } from './display';
import { readCount, readText, readVersion } from './fields';
import { HEADER_MAGIC, MAGIC_SIZE, SUPPORTED_VERSIONS, SaveType, saveTypeName } from './layout';
import { ComponentIdEntry, ModVersion, SaveHeader } from './model';
import { blotterRules } from './rules';
import { HeaderFieldOffsets } from './save-index';
import { counted, listOf, msg } from '../../core/translatable';

export interface SaveInfo {
  formatVersion: number;
  gameVersion: SaveHeader['gameVersion'];
  saveType: number;
  componentCount: number;
  wireCount: number;
  fields: HeaderFieldOffsets;
}

export function isSupportedVersion(v: number): boolean {
  return (SUPPORTED_VERSIONS as readonly number[]).includes(v);
}

export function readSaveInfo(file: StructBuilder, diags: DiagnosticSink, fileName?: string): SaveInfo {
  let info!: SaveInfo;
  file.struct(
    'header',
    'SaveInfo',
    (s) => {
      if (!s.magic('magic', HEADER_MAGIC))
        diags.report(blotterRules.badMagic, 0, MAGIC_SIZE, undefined, undefined, {
          title: msg`write "Logic World save"`,
        });
      const versionAt = s.c.pos;
      const formatVersion = s.u8('formatVersion', {
        show: (v) => (isSupportedVersion(v) ? `v${v}` : msg`v${v} (unknown)`),
      });
      if (!isSupportedVersion(formatVersion))
        diags.report(blotterRules.unsupportedVersion, versionAt, 1, msg`save format version ${formatVersion}`);
      const gameVersion = readVersion(s, 'gameVersion');
      const saveTypeAt = s.c.pos;
      const saveType = s.u8('saveType', { show: (t) => msg`${t} (${saveTypeName(t)})` });
      checkSaveType(saveType, saveTypeAt, diags, fileName);
      const componentCountAt = s.c.pos;
      const componentCount = s.i32('componentCount');
      const wireCountAt = s.c.pos;
      const wireCount = s.i32('wireCount');
      for (const [n, at, what] of [
        [componentCount, componentCountAt, msg`component count`],
        [wireCount, wireCountAt, msg`wire count`],
      ] as const) {
        if (n < 0) diags.report(blotterRules.negativeCount, at, 4, msg`${what} is ${n}`);
      }
      info = {
        formatVersion,
        gameVersion,
        saveType,
        componentCount,
        wireCount,
        fields: { saveType: saveTypeAt, componentCount: componentCountAt, wireCount: wireCountAt },
      };
    },
    () =>
      info &&
      msg`v${info.formatVersion} ${saveTypeName(info.saveType)}, game ${versionText(info.gameVersion)}, ${listOf([
        counted(info.componentCount, 'component'),
        counted(info.wireCount, 'wire'),
      ])}`,
  );
  return info;
}

function checkSaveType(saveType: number, at: number, diags: DiagnosticSink, fileName?: string): void {
  if (saveType !== SaveType.World && saveType !== SaveType.Subassembly) {
    diags.report(blotterRules.saveType, at, 1, msg`save type ${saveType}`);
    return;
  }
  if (!fileName) return;
  const expected = matchesPattern(fileName, '*.logicworld')
    ? SaveType.World
    : matchesPattern(fileName, '*.lwsubassembly') || matchesPattern(fileName, '*.partialworld')
      ? SaveType.Subassembly
      : saveType;
  if (expected !== saveType) {
    diags.report(
      blotterRules.saveTypeExtension,
      at,
      1,
      msg`a ${saveTypeName(saveType)} in a file named like a ${saveTypeName(expected)}`,
    );
  }
}

/** i32 count; per mod: string id, four i32 version parts (a part may be -1). */
export function readMods(file: StructBuilder, diags: DiagnosticSink): ModVersion[] {
  const mods: ModVersion[] = [];
  file.struct(
    'mods',
    'ModVersions',
    (s) => {
      const count = readCount(s, 'count', 4 + 16, diags);
      for (let i = 0; i < count; i++) {
        s.struct(
          `[${i}]`,
          'ModVersion',
          (m) => {
            const id = readText(m, 'id', diags);
            mods.push({ id, version: readVersion(m, 'version') });
          },
          () => `${utf8(mods[i].id)} ${versionText(mods[i].version)}`,
        );
      }
    },
    () => counted(mods.length, 'mod'),
  );
  return mods;
}

/** i32 count; per entry: u16 numeric id, string text id. */
export function readComponentIds(
  file: StructBuilder,
  diags: DiagnosticSink,
  types: ComponentTypes,
): ComponentIdEntry[] {
  const entries: ComponentIdEntry[] = [];
  const textEntries = new Map<string, number>();
  file.struct(
    'componentIds',
    'ComponentIdMap',
    (s) => {
      const count = readCount(s, 'count', 2 + 4, diags);
      for (let i = 0; i < count; i++) {
        const entryAt = s.c.pos;
        s.struct(
          `[${i}]`,
          'ComponentId',
          (e) => {
            const numericId = e.u16('numericId');
            const textId = readText(e, 'textId', diags);
            entries.push({ numericId, textId });
            const text = utf8(textId);
            if (types.add(numericId, text, entryAt) >= 0) {
              diags.report(
                blotterRules.duplicateNumericId,
                entryAt,
                2,
                msg`numeric id ${numericId} is mapped again (to ${quote(text)})`,
              );
            }
            if (textEntries.has(text)) {
              diags.report(
                blotterRules.duplicateTextId,
                entryAt + 2,
                e.c.pos - entryAt - 2,
                msg`${quote(text)} is also numeric id ${textEntries.get(text)!}`,
              );
            } else textEntries.set(text, numericId);
          },
          () => `${entries[i].numericId} -> ${inert(utf8(entries[i].textId))}`,
        );
      }
    },
    () => counted(entries.length, 'component type'),
  );
  return entries;
}
