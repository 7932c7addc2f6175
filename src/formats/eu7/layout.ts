// What the EU7B reader and writer share: the file magic and the shapes of the values both read and write.

export const MAGIC = Uint8Array.from([0x45, 0x55, 0x37, 0x42]); // "EU7B"

export type Vec3 = [number, number, number];

export interface Transform {
  origins: Vec3[];
  scales: Vec3[];
  rotation: Vec3;
  groupDepth: number;
}

export interface IncludeRecord {
  sourceLine: number;
  sourcePath: number;
  binaryPath: number;
  parameters: readonly number[];
  /** Written from version 6 on (an identity transform when absent). */
  siteTransform?: Transform;
}
