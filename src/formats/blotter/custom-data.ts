// The custom data layouts by component type: each component's settings and state, stored as the bytes of the
// game's binary serializer for the type's data interface (the game keeps null for components without any). The
// game's own types are here, mods' in mod-layouts.ts; a type whose data changed has one layout per game version.

// Public sources. Where only field names are published, the byte order was read off saves the game wrote; for the
// board and the delayer, whose property names are public, it is their alphabetical order.
import { msg } from '../../core/translatable';
import { CustomDataLayout, VersionedLayout, atLeast, layout } from './custom-data-spec';
import { MOD_LAYOUTS } from './mod-layouts';

const BLOTTER_RS = 'agausmann/blotter.rs src/custom_data.rs (MHG.CircuitBoard)';
const DELAYER_DATA =
  'IDelayerData { DelayCounter, DelayLengthInTicks }: Attikittyalt1/Attikitty-LogicWorld-Mods ' +
  'AttikittyMiscellaneousComponents/AttikittyMiscellaneousComponents/src/server/StreamDelayer.cs';
const SKYS = 'skyjoe999/SkysLogicWorldMods SkysCompactCircuits/src/client/Addons';
const PANEL_BUTTON_DATA = `IPanelButtonData { ButtonColor, ButtonDown, SizeX, SizeZ }: ${SKYS} (ButtonAddon)`;
const DISPLAY_DATA = `IDisplayData { DisplayConfigurationIndex }: ${SKYS} (DisplayAddon)`;
const PANEL_DISPLAY_DATA = `IPanelDisplayData { DisplayConfigurationIndex, SizeX, SizeZ }: ${SKYS} (DisplayAddon)`;
const SAVES = msg`subassemblies saved by the game, version ${'0.92.0.352'}`;
/** The game version whose panel components have a size (the mod sources above are written for it). */
const V0_92: [number, number, number, number] = [0, 92, 0, 0];
const FIRST: [number, number, number, number] = [0, 0, 0, 0];

const BOARD = layout('CircuitBoardData', 'documented', msg`${BLOTTER_RS}; ${SAVES}`, [
  { name: 'color', shape: 'color' },
  { name: 'sizeX', shape: 'u32', unit: 'squares' },
  { name: 'sizeZ', shape: 'u32', unit: 'squares' },
]);
const SWITCH = layout('SwitchData', 'checked on real saves', SAVES, [
  { name: 'color', shape: 'color' },
  { name: 'on', shape: 'bool' },
]);
const PANEL_SWITCH = { ...SWITCH, confidence: 'guessed' as const, source: msg`taken to be that of ${'MHG.Switch'}` };
const BUTTON = layout('ButtonData', 'checked on real saves', SAVES, [
  { name: 'color', shape: 'color' },
  { name: 'pressed', shape: 'bool' },
]);
const PANEL_BUTTON_OLD = {
  ...BUTTON,
  confidence: 'guessed' as const,
  source: msg`taken to be that of ${'MHG.Button'}`,
};
const PANEL_BUTTON = layout('ButtonData', 'documented', PANEL_BUTTON_DATA, [
  { name: 'color', shape: 'color' },
  { name: 'pressed', shape: 'bool' },
  { name: 'sizeX', shape: 'i32', unit: 'squares' },
  { name: 'sizeZ', shape: 'i32', unit: 'squares' },
]);
const STANDING_DISPLAY = layout('DisplayData', 'documented', DISPLAY_DATA, [
  { name: 'displayConfigurationIndex', shape: 'i32' },
]);
const PANEL_DISPLAY = layout('DisplayData', 'documented', PANEL_DISPLAY_DATA, [
  { name: 'displayConfigurationIndex', shape: 'i32' },
  { name: 'sizeX', shape: 'i32', unit: 'squares' },
  { name: 'sizeZ', shape: 'i32', unit: 'squares' },
]);
const DELAYER = layout('DelayerData', 'checked on real saves', msg`${DELAYER_DATA}; ${SAVES}`, [
  { name: 'delayCounter', shape: 'i32' },
  { name: 'delayLengthInTicks', shape: 'i32', unit: 'ticks' },
]);
const PANEL_LABEL = layout(
  'LabelData',
  'checked on real saves',
  msg`${SAVES} (${'MHG.PanelLabel'}; field names guessed)`,
  [
    { name: 'horizontalAlignment', shape: 'i32' },
    { name: 'color', shape: 'color' },
    { name: 'fontSizeMax', shape: 'f32' },
    { name: 'monospace', shape: 'bool' },
    { name: 'text', shape: 'string' },
    { name: 'sizeX', shape: 'i32', unit: 'squares' },
    { name: 'sizeZ', shape: 'i32', unit: 'squares' },
    { name: 'verticalAlignment', shape: 'i32' },
  ],
);
const LABEL = { ...PANEL_LABEL, confidence: 'guessed' as const, source: msg`taken to be that of ${'MHG.PanelLabel'}` };

/** Layouts by component text id: one for every version, or a list by the game version that wrote the save. */
const LAYOUTS: ReadonlyMap<string, CustomDataLayout | readonly VersionedLayout[]> = new Map<
  string,
  CustomDataLayout | readonly VersionedLayout[]
>([
  ['MHG.CircuitBoard', BOARD],
  ['MHG.Switch', SWITCH],
  ['MHG.PanelSwitch', PANEL_SWITCH],
  ['MHG.Button', BUTTON],
  [
    'MHG.PanelButton',
    [
      { since: FIRST, layout: PANEL_BUTTON_OLD },
      { since: V0_92, layout: PANEL_BUTTON },
    ],
  ],
  ['MHG.StandingDisplay', [{ since: V0_92, layout: STANDING_DISPLAY }]],
  ['MHG.PanelDisplay', [{ since: V0_92, layout: PANEL_DISPLAY }]],
  ['MHG.Delayer', DELAYER],
  ['MHG.PanelLabel', PANEL_LABEL],
  ['MHG.Label', LABEL],
  ...MOD_LAYOUTS,
]);

/** The layout of `textId`'s data in a save written by game `version`, if one is known. */
export function layoutFor(textId: string, version: readonly number[]): CustomDataLayout | undefined {
  const entry = LAYOUTS.get(textId);
  if (!entry || !isVersioned(entry)) return entry;
  let found: CustomDataLayout | undefined;
  for (const v of entry) if (atLeast(version, v.since)) found = v.layout;
  return found;
}

function isVersioned(entry: CustomDataLayout | readonly VersionedLayout[]): entry is readonly VersionedLayout[] {
  return Array.isArray(entry);
}

/** Whether some game version has a layout for `textId` (the others are told "unknown for this version"). */
export function hasAnyLayout(textId: string): boolean {
  return LAYOUTS.has(textId);
}

/** What the whole-file rules look for in a type's data (0: a type without a known layout). */
export const enum CustomKind {
  None = 0,
  Board = 1,
  /** A switch or button: colour, then the on (pressed) byte. */
  Toggle = 2,
  Other = 3,
}

const TOGGLES: readonly CustomDataLayout[] = [SWITCH, PANEL_SWITCH, BUTTON, PANEL_BUTTON_OLD, PANEL_BUTTON];

export function customKindOf(l: CustomDataLayout | undefined): CustomKind {
  if (!l) return CustomKind.None;
  return l === BOARD ? CustomKind.Board : TOGGLES.includes(l) ? CustomKind.Toggle : CustomKind.Other;
}

/** Switches (not buttons): what "set switch states from bits" writes. */
export function isSwitch(textId: string): boolean {
  const l = LAYOUTS.get(textId);
  return l === SWITCH || l === PANEL_SWITCH;
}

/** Offsets inside the data of the fields the rules check. */
export const BOARD_DATA = { sizeX: 3, sizeZ: 7, size: 11 } as const;
export const TOGGLE_DATA = { on: 3, size: 4 } as const;
