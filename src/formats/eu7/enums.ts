// Enumerations of the EU7B format, by their on-disk values (upstream docs/eu7-format.md §13-25).
import type { Reading } from '../../core/node';
import { msg } from '../../core/translatable';

export type EnumTable = Readonly<Record<number, string>>;

export const trackType: EnumTable = { 0: 'Unknown', 1: 'Normal', 2: 'Switch', 3: 'Table', 4: 'Cross', 5: 'Tributary' };
export const trackCategory: EnumTable = { 1: 'Rail', 2: 'Road', 4: 'Water' };
/** Stored as the engine's enum value + 1. */
export const trackEnvironment: EnumTable = {
  0: 'Unknown',
  1: 'Flat',
  2: 'Mountains',
  3: 'Canyon',
  4: 'Tunnel',
  5: 'Bridge',
  6: 'Bank',
};

export const tailKeyword: EnumTable = {
  1: 'event0',
  2: 'eventall0',
  3: 'event1',
  4: 'eventall1',
  5: 'event2',
  6: 'eventall2',
  7: 'velocity',
  8: 'isolated',
  9: 'overhead',
  10: 'vradius',
  11: 'railprofile',
  12: 'trackbed',
  13: 'friction',
  14: 'fouling1',
  15: 'fouling2',
  16: 'sleepermodel',
  17: 'angle1',
  18: 'angle2',
  255: 'custom',
};
export const TAIL_CUSTOM = 255;

export const wireMaterial: EnumTable = { 0: 'None', 1: 'Copper', 2: 'Aluminium' };
export const powerModifier: EnumTable = { 0: 'None', 1: 'Recuperation', 2: 'Section' };
export const meshSubtype: EnumTable = { 0: 'triangles', 1: 'triangle_strip', 2: 'triangle_fan' };
export const lineSubtype: EnumTable = { 0: 'lines', 1: 'line_strip', 2: 'line_loop' };

export const eventType: EnumTable = {
  0: 'AddValues',
  1: 'UpdateValues',
  2: 'CopyValues',
  3: 'GetValues',
  4: 'PutValues',
  5: 'Whois',
  6: 'LogValues',
  7: 'Multiple',
  8: 'Switch',
  9: 'TrackVel',
  10: 'Sound',
  11: 'Texture',
  12: 'Animation',
  13: 'Lights',
  14: 'Voltage',
  15: 'Visible',
  16: 'Friction',
  17: 'Message',
  18: 'Unknown',
};

/** Slim node flag bits (upstream docs/eu7-format.md §6). */
export const NodeFlag = {
  name: 1,
  rangeMin: 2,
  rangeMax: 4,
  bounds: 8,
  group: 16,
  transform: 32,
  notVisible: 64,
} as const;
export const nodeFlagNames: [number, string][] = Object.entries(NodeFlag).map(([k, v]) => [v, k]);

/** PROT v9 pack_flags bits. */
export const packFlagNames: [number, string][] = [
  [1, 'needsFullLoad'],
  [2, 'instanceable'],
];

export function flagNames(value: number, names: [number, string][]): Reading {
  const set = names.filter(([bit]) => value & bit).map(([, n]) => n);
  const unknown = names.reduce((v, [bit]) => v & ~bit, value);
  if (unknown) set.push(`0x${unknown.toString(16)}?`);
  return set.length ? set.join(' | ') : msg`none`;
}
