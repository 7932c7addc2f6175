// How a player reads the numbers: addresses as C-123, millimetres with metres, quaternions with Euler angles.
import { formatFloat } from '../../core/numbers';
import { msg, type Text } from '../../core/translatable';

export function addressText(address: number): string {
  return `C-${address}`;
}

export function millimetres(mm: number): string {
  return `${mm} mm (${formatFloat(mm / 1000)} m)`;
}

export function metres(m: number): string {
  return `${formatFloat(m)} m`;
}

export function versionText(parts: readonly number[]): string {
  return parts.join('.');
}

/**
 * Euler angles in degrees as Unity (Logic World's engine) reports them: rotation about Z, then X, then Y.
 */
export function quaternionToEuler(x: number, y: number, z: number, w: number): [number, number, number] {
  const sinX = Math.max(-1, Math.min(1, 2 * (w * x - y * z)));
  const ex = Math.asin(sinX);
  // Pitched straight up or down, Y and Z turn about the same axis: put it all in Y.
  const locked = Math.abs(sinX) > 0.99999;
  const ey = locked ? 2 * Math.atan2(y, w) : Math.atan2(2 * (w * y + x * z), 1 - 2 * (x * x + y * y));
  const ez = locked ? 0 : Math.atan2(2 * (w * z + x * y), 1 - 2 * (x * x + z * z));
  return [ex, ey, ez].map((r) => roundAngle((r * 180) / Math.PI)) as [number, number, number];
}

/** Degrees in (-180, 180], rounded to 0.001. */
function roundAngle(deg: number): number {
  const wrapped = deg > 180 ? deg - 360 : deg <= -180 ? deg + 360 : deg;
  const r = Math.round(wrapped * 1000) / 1000;
  return Object.is(r, -0) ? 0 : r;
}

export function eulerText(x: number, y: number, z: number, w: number): string {
  const [ex, ey, ez] = quaternionToEuler(x, y, z, w);
  return `Euler (${ex}°, ${ey}°, ${ez}°)`;
}

export function onOff(on: boolean): Text {
  return on ? msg`ON` : msg`OFF`;
}
