// The main movement classes of the games a map is checked for, as their move definitions give them, and the
// engine's reading of a move definition: maxSlope in degrees is clamped to 0..60, scaled by 1.5 and turned into
// the slope-map unit (1 - cos), tanks and bots stop at maxWaterDepth, hovers cross any water, ships need
// minWaterDepth. Sources: RecoilEngine rts/Sim/MoveTypes/MoveDefHandler.cpp (DegreesToMaxSlope, MoveDef),
// beyond-all-reason/Beyond-All-Reason gamedata/movedefs.lua, ZeroK-RTS/Zero-K gamedata/movedefs.lua.

export type Game = 'bar' | 'zk';
export const GAMES: readonly Game[] = ['bar', 'zk'];

/** The game a setting names, Beyond All Reason when it names none of them. */
export function gameOf(name: string | undefined): Game {
  return GAMES.find((g) => g === name) ?? 'bar';
}

/** MoveDef::SpeedModClass: how the engine decides where a class may stand. */
export type SpeedModClass = 'tank' | 'bot' | 'hover' | 'ship';

export interface MoveClass {
  name: string;
  speedModClass: SpeedModClass;
  /** maxslope as the move definition writes it, in degrees (not for ships). */
  maxSlopeDegrees: number;
  /** Tanks and bots: deepest water (elmos) they enter. Ships: shallowest water they float in. */
  waterDepth: number;
}

const MOVE_CLASSES: Record<Game, readonly MoveClass[]> = {
  bar: [
    { name: 'BOT3', speedModClass: 'bot', maxSlopeDegrees: 36, waterDepth: 22 },
    { name: 'TANK3', speedModClass: 'tank', maxSlopeDegrees: 18, waterDepth: 22 },
    { name: 'HOVER3', speedModClass: 'hover', maxSlopeDegrees: 22, waterDepth: 0 },
    { name: 'BOAT3', speedModClass: 'ship', maxSlopeDegrees: 0, waterDepth: 8 },
  ],
  zk: [
    { name: 'KBOT2', speedModClass: 'bot', maxSlopeDegrees: 36, waterDepth: 22 },
    { name: 'TANK3', speedModClass: 'tank', maxSlopeDegrees: 18, waterDepth: 22 },
    { name: 'HOVER3', speedModClass: 'hover', maxSlopeDegrees: 18, waterDepth: 0 },
    { name: 'BOAT3', speedModClass: 'ship', maxSlopeDegrees: 0, waterDepth: 5 },
  ],
};

export function moveClassesOf(game: Game): readonly MoveClass[] {
  return MOVE_CLASSES[game];
}

/** The class start positions are checked for: the first land class of the game (its bots). */
export function mainMoveClass(game: Game): MoveClass {
  return MOVE_CLASSES[game][0];
}

/** MoveDefHandler DegreesToMaxSlope: the degrees clamped to 0..60, times 1.5, as 1 - cos. */
export function maxSlopeOf(degrees: number): number {
  const deg = Math.min(Math.max(degrees, 0), 60) * 1.5;
  return 1 - Math.cos((deg * Math.PI) / 180);
}
