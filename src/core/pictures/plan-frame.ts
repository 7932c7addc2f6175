// Where a plan's world goes on its picture: the x, z bounds of what it draws (positions in metres, x east, z
// north), widened point by point, a margin around them, then pixels with north up, scaled so that the longer side
// takes the picture's size.

/** The world's x, z to the plan's pixels, as the plan's f32 arrays hold them. */
export interface PlanFrame {
  /** Pixels per metre. */
  scale: number;
  width: number;
  height: number;
  px(x: number): number;
  py(z: number): number;
}

export class PlanBounds {
  private minX = Infinity;
  private minZ = Infinity;
  private maxX = -Infinity;
  private maxZ = -Infinity;

  /** Takes in a point; one with a coordinate not finite is left out. (A function, to be handed to passes.) */
  readonly widen = (x: number, z: number): void => {
    if (!Number.isFinite(x) || !Number.isFinite(z)) return;
    if (x < this.minX) this.minX = x;
    if (x > this.maxX) this.maxX = x;
    if (z < this.minZ) this.minZ = z;
    if (z > this.maxZ) this.maxZ = z;
  };

  /**
   * The frame of a picture whose longer side is `longest` pixels, the bounds grown each way by `fraction` of their
   * longer side (of `least` metres at least); bounds of no point are taken as 0..1.
   */
  frame(longest: number, fraction: number, least: number): PlanFrame {
    let [minX, minZ, maxX, maxZ] = this.minX > this.maxX ? [0, 0, 1, 1] : [this.minX, this.minZ, this.maxX, this.maxZ];
    const margin = Math.max(maxX - minX, maxZ - minZ, least) * fraction;
    [minX, minZ, maxX, maxZ] = [minX - margin, minZ - margin, maxX + margin, maxZ + margin];
    const scale = longest / Math.max(maxX - minX, maxZ - minZ);
    return {
      scale,
      width: Math.max(1, Math.ceil((maxX - minX) * scale)),
      height: Math.max(1, Math.ceil((maxZ - minZ) * scale)),
      px: (x) => Math.fround((x - minX) * scale),
      py: (z) => Math.fround((maxZ - z) * scale),
    };
  }
}
