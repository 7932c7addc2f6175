import { describe, expect, it } from 'vitest';
import { render } from '../../src/core/translatable';
import { PictureSession } from '../../src/editor/picture-session';
import { language } from '../../src/l10n/catalogue';
import { blotterFormat } from '../../src/formats/blotter';
import { listPictures } from '../../src/core/pictures';
import { composeWorld, worldPosition } from '../../src/formats/blotter/pictures';
import type { SaveIndex } from '../../src/formats/blotter/save-index';
import { generateBlotter } from '../../src/formats/blotter/generate';
import { BlotterDecoded } from '../../src/formats/blotter/decode';

/** Little-endian writer for hand-built v7 saves (layout: the format's public spec, field by field). */
class Bytes {
  private out: number[] = [];
  u8(v: number) {
    this.out.push(v & 255);
    return this;
  }
  u16(v: number) {
    return this.u8(v).u8(v >> 8);
  }
  i32(v: number) {
    return this.u16(v).u16(v >> 16);
  }
  f32(v: number) {
    new Uint8Array(new Float32Array([v]).buffer).forEach((b) => this.u8(b));
    return this;
  }
  text(s: string) {
    [...s].forEach((c) => this.u8(c.charCodeAt(0)));
    return this;
  }
  string(s: string) {
    return this.i32(s.length).text(s);
  }
  get length() {
    return this.out.length;
  }
  done() {
    return Uint8Array.from(this.out);
  }
}

interface Part {
  address: number;
  parent: number;
  id: number;
  mm: [number, number, number];
  q: [number, number, number, number];
  inputs: number;
  custom?: number[];
}

const S = Math.SQRT1_2;

/** A world: a 10 x 20 board turned 90° about y at (2, 0, 3) m, a switch on it and a light beside, one wire. */
function world(boardTurn: Part['q'] = [0, S, 0, S]): { bytes: Uint8Array; componentsAt: number[]; wireAt: number } {
  const board = [0x33, 0x33, 0x33, ...le(10), ...le(20)];
  const parts: Part[] = [
    { address: 1, parent: 0, id: 19, mm: [2000, 0, 3000], q: boardTurn, inputs: 0, custom: board },
    { address: 2, parent: 1, id: 5, mm: [1000, 150, 0], q: [0, 0, 0, 1], inputs: 1 },
    { address: 3, parent: 0, id: 7, mm: [-4000, 0, 500], q: [0, 0, 0, 1], inputs: 1 },
  ];
  const b = new Bytes().text('Logic World save').u8(7).i32(0).i32(92).i32(0).i32(352).u8(1);
  b.i32(parts.length).i32(1).i32(0).i32(3);
  b.u16(19).string('MHG.CircuitBoard').u16(5).string('MHG.Switch').u16(7).string('MHG.CircuitLight');
  const componentsAt: number[] = [];
  for (const p of parts) {
    componentsAt.push(b.length);
    b.i32(p.address).i32(p.parent).u16(p.id).i32(p.mm[0]).i32(p.mm[1]).i32(p.mm[2]);
    p.q.forEach((v) => b.f32(v));
    b.i32(p.inputs);
    for (let k = 0; k < p.inputs; k++) b.i32(1);
    b.i32(0);
    if (p.custom) {
      b.i32(p.custom.length);
      p.custom.forEach((v) => b.u8(v));
    } else b.i32(-1);
  }
  const wireAt = b.length;
  b.u8(1).i32(2).i32(0).u8(1).i32(3).i32(0).i32(1).f32(0);
  b.i32(1).u8(0);
  b.text('redstone sux lol');
  return { bytes: b.done(), componentsAt, wireAt };
}

function le(v: number): number[] {
  return [v & 255, (v >> 8) & 255, (v >> 16) & 255, (v >> 24) & 255];
}

/** Every component's world position from the pass over all of them, x, y, z each. */
function worldPositions(save: SaveIndex): Float32Array {
  const out = new Float32Array(3 * save.components.count);
  composeWorld(save, (i, position) => out.set(position, 3 * i));
  return out;
}

describe('Logic World plan', () => {
  it('composes world positions through the parent: a child 1 m along x of a board turned 90° about y', () => {
    const { bytes } = world();
    const decoded = blotterFormat.decode(bytes) as BlotterDecoded;
    expect(decoded.diagnostics).toEqual([]);
    const position = worldPositions(decoded.index!);
    const at = (i: number) => Array.from(position.subarray(3 * i, 3 * i + 3)).map((v) => Math.round(v * 1000) / 1000);
    expect(at(0)).toEqual([2, 0, 3]);
    // (1, 0.15, 0) turned +90° about y is (0, 0.15, -1).
    expect(at(1)).toEqual([2, 0.15, 2]);
    expect(at(2)).toEqual([-4, 0, 0.5]);
  });

  it("composes one component's world position alone to the figures of the pass over all of them", () => {
    for (const bytes of [world().bytes, generateBlotter(3).find((f) => f.name.endsWith('.logicworld'))!.bytes]) {
      const save = (blotterFormat.decode(bytes) as BlotterDecoded).index!;
      const position = worldPositions(save);
      const differing: number[] = [];
      for (let i = 0; i < save.components.count; i++) {
        const alone = worldPosition(save, i);
        if (alone.some((v, k) => !Object.is(v, position[3 * i + k]))) differing.push(i);
      }
      expect(save.components.count).toBeGreaterThan(2);
      expect(differing).toEqual([]);
    }
  });

  it('draws the board as a rectangle, components as markers, the wire between them, each linked to its record', async () => {
    const { bytes, componentsAt, wireAt } = world();
    const decoded = blotterFormat.decode(bytes);
    const [plan] = await listPictures(blotterFormat, decoded, bytes);
    expect(plan).toMatchObject({ name: 'plan', kind: 'plan' });
    const image = plan.render();
    if (image.kind !== 'plan') throw new Error(image.kind);
    const { rects, points, lines } = image.plan;
    expect(rects.length).toBe(4);
    // The board spans 3 m along its x and 6 m along its z; turned 90° about y, 6 m along world x and 3 m along z.
    expect(rects[2] / rects[3]).toBeCloseTo(2, 3);
    expect(points.length).toBe(4);
    expect(Array.from(lines)).toEqual([points[0], points[1], points[2], points[3]]);
    expect(plan.legend![image.plan.pointKinds[0]]).toBe('MHG.Switch');
    const s = plan.source(Math.round(points[0]), Math.round(points[1]))!;
    expect(s).toMatchObject({ offset: componentsAt[1], path: 'components[1]' });
    expect(render(s.value)).toBe('MHG.Switch at (2, 0.15, 2) m');
    const light = plan.pixelOf(componentsAt[2] + 5)!;
    expect([light.x, light.y]).toEqual([Math.floor(points[2]), Math.floor(points[3])]);
    expect(plan.pixelOf(wireAt + 3)).toBeDefined();
    const boardSource = plan.source(Math.round(rects[0] + rects[2] * 0.9), Math.round(rects[1] + rects[3] * 0.9))!;
    expect(boardSource.path).toBe('components[0]');
    const wire = plan.source(Math.round((points[0] + points[2]) / 2), Math.round((points[1] + points[3]) / 2))!;
    expect(wire).toMatchObject({ offset: wireAt, length: 26, path: 'wires[0]' });
  });

  it('places a component whose position is no number nowhere (not in a corner), and the wire to it', async () => {
    // The board's rotation is NaN: the switch on it lands at no number, the light beside it where it is.
    const { bytes, componentsAt } = world([NaN, 0, 0, 1]);
    const decoded = blotterFormat.decode(bytes);
    const [plan] = await listPictures(blotterFormat, decoded, bytes);
    const image = plan.render();
    if (image.kind !== 'plan') throw new Error(image.kind);
    const { points, pointItems, lines } = image.plan;
    expect(Array.from(pointItems)).toEqual([1, 2]);
    expect(Array.from(points).map(Number.isNaN)).toEqual([true, true, false, false]);
    expect(Array.from(lines).map(Number.isNaN)).toEqual([true, true, false, false]);
    expect(plan.source(Math.round(points[2]), Math.round(points[3]))).toMatchObject({ offset: componentsAt[2] });
  });

  it('answers a hover in the session’s language: the words translated, the component type as the game names it', async () => {
    const { bytes, componentsAt } = world();
    const decoded = blotterFormat.decode(bytes);
    const session = new PictureSession(blotterFormat, decoded, bytes, [], undefined, language('pl'));
    const image = (await listPictures(blotterFormat, decoded, bytes))[0].render();
    if (image.kind !== 'plan') throw new Error(image.kind);
    const [x, y] = [Math.round(image.plan.points[0]), Math.round(image.plan.points[1])];
    expect(await session.answer({ kind: 'pictureSource', name: 'plan', x, y })).toEqual({
      offset: componentsAt[1],
      length: expect.any(Number),
      path: 'components[1]',
      value: 'MHG.Switch w (2, 0.15, 2) m',
    });
  });

  it('answers only the last of hovers queued together, and every click', async () => {
    const { bytes, componentsAt } = world();
    const decoded = blotterFormat.decode(bytes);
    const session = new PictureSession(blotterFormat, decoded, bytes, []);
    const image = (await listPictures(blotterFormat, decoded, bytes))[0].render();
    if (image.kind !== 'plan') throw new Error(image.kind);
    const [x, y] = [Math.round(image.plan.points[0]), Math.round(image.plan.points[1])];
    const ask = (hover: boolean) => session.answer({ kind: 'pictureSource', name: 'plan', x, y, hover });
    const answers = await Promise.all([ask(true), ask(false), ask(true), ask(true)]);
    expect(answers.map((a) => a?.offset ?? null)).toEqual([null, componentsAt[1], null, componentsAt[1]]);
    // Alone, a hover is answered.
    expect((await ask(true))?.offset).toBe(componentsAt[1]);
  });
});
