// How a player reads the numbers: addresses as C-123, millimetres with metres, quaternions with Euler angles.
import { formatFloat } from '../../core/numbers';

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
  const ey = Math.atan2(2 * (w * y + x * z), 1 - 2 * (x * x + y * y));
  const ez = Math.atan2(2 * (w * z + x * y), 1 - 2 * (x * x + z * z));
  return [ex, ey, ez].map((r) => roundAngle((r * 180) / Math.PI)) as [number, number, number];
}

function roundAngle(deg: number): number {
  const r = Math.round(deg * 1000) / 1000;
  return Object.is(r, -0) ? 0 : r;
}

export function eulerText(x: number, y: number, z: number, w: number): string {
  const [ex, ey, ez] = quaternionToEuler(x, y, z, w);
  return `Euler (${ex}°, ${ey}°, ${ez}°)`;
}

export function onOff(on: boolean): string {
  return on ? 'ON' : 'OFF';
}
