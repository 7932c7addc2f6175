// The picture pane: a canvas showing the picture of the selected section (height map, terrain types, texture,
// plan). Drag or arrow keys pan, the wheel or +/- zoom. Hovering a pixel asks for the bytes behind it; a click
// selects them; a selected byte of the picture gets a crosshair; cells with a diagnostic are marked red.
import { kindColour } from '../src/core/pictures/palette';
import type { PictureInfo, Plan, ShownSource } from '../src/core/pictures/picture';
import { inRegion, touchesRegion } from '../src/core/pictures/plan-thin';
import type { PictureData, Region } from '../src/core/pictures/sample';
import { pictureContext } from './menu-context';
import { el } from './text';
import { t, say } from './l10n';
import { counted } from '../src/core/translatable';

/** Largest side of the first, downsampled image; a zoomed-in view asks for its region at full resolution. */
const OVERVIEW_PX = 2048;
const DETAIL_PX = 2048;
/** Textures are shown at the mip level whose side first fits this. */
const TEXTURE_PX = 4096;

export type HeightMode = 'relief' | 'gray';

export interface PictureViewState {
  name?: string;
  zoom?: number;
  panX?: number;
  panY?: number;
  mode?: HeightMode;
  /** The user has not zoomed or panned since the picture was fitted: it is fitted again when its pane resizes. */
  fitted?: boolean;
}

export interface PictureViewHost {
  /** `scale`: screen pixels per picture pixel of the view (a large plan comes thinned to it). */
  picture(name: string, mip: number, step: number, region?: Region, scale?: number): Promise<PictureData | null>;
  /** `hover`: for the pointer resting there (a newer hover may replace it: null), not for a click. */
  source(name: string, x: number, y: number, radius: number, hover?: boolean): Promise<ShownSource | null>;
  pixel(name: string, offset: number): Promise<{ x: number; y: number } | null>;
  /** The pointer is over the bytes of `source` at pixel (x, y) (undefined: over nothing). */
  hover(info: PictureInfo, at: { x: number; y: number }, source: ShownSource | undefined, e: MouseEvent): void;
  select(source: ShownSource): void;
  saveState(state: PictureViewState): void;
}

/** An image layer: its pixels as a bitmap and the rectangle of the picture (in mip-0 pixels) it covers. */
interface Layer {
  canvas: HTMLCanvasElement;
  x: number;
  y: number;
  width: number;
  height: number;
}

export class PictureView {
  readonly root: HTMLElement;
  private readonly select: HTMLSelectElement;
  private readonly modeSelect: HTMLSelectElement;
  private readonly legend: HTMLElement;
  readonly canvas: HTMLCanvasElement;
  /** Says the picture is on its way: a big tile file takes seconds to its first pixels. */
  private readonly loading: HTMLElement;
  private list: PictureInfo[] = [];
  private current: PictureInfo | undefined;
  private data: PictureData | undefined;
  private overview: Layer | undefined;
  private detail: Layer | undefined;
  /** A large plan's primitives in the region in view, thinned at the zoom (the overview's are thinned at the fit). */
  private planDetail: PictureData | undefined;
  private crosshair: { x: number; y: number } | undefined;
  private zoom = 1;
  private fitted = true;
  private panX = 0;
  private panY = 0;
  private mode: HeightMode = 'relief';
  private token = 0;
  private detailTimer = 0;
  private hoverTimer = 0;
  /** Counts hovers, so an answer for a pixel the pointer has since left is dropped, not shown over a newer hover. */
  private hoverToken = 0;

  constructor(
    container: HTMLElement,
    private readonly host: PictureViewHost,
    private state: PictureViewState,
  ) {
    this.root = container;
    this.root.dataset.vscodeContext = pictureContext(undefined);
    const bar = container.appendChild(el('div', 'picture-bar'));
    this.select = bar.appendChild(el('select', 'picture-select'));
    this.select.id = 'picture-select';
    this.select.title = t`Picture`;
    this.select.setAttribute('aria-label', t`Picture`);
    this.modeSelect = bar.appendChild(el('select', 'picture-mode'));
    this.modeSelect.id = 'picture-mode';
    this.modeSelect.setAttribute('aria-label', t`Height shading`);
    for (const [value, label] of [
      ['relief', t`Shaded relief`],
      ['gray', t`Greyscale`],
    ]) {
      const o = this.modeSelect.appendChild(el('option', '', label));
      o.value = value;
    }
    this.legend = bar.appendChild(el('span', 'picture-legend'));
    this.legend.id = 'picture-legend';
    this.canvas = container.appendChild(el('canvas', 'picture-canvas'));
    this.canvas.id = 'picture-canvas';
    this.canvas.tabIndex = 0;
    this.canvas.setAttribute('aria-label', t`Picture of the file`);
    this.loading = container.appendChild(el('div', 'picture-loading', t`Loading the picture…`));
    this.loading.setAttribute('role', 'status');
    this.loading.hidden = true;
    this.mode = state.mode ?? 'relief';
    this.modeSelect.value = this.mode;
    this.select.addEventListener('change', () => void this.show(this.select.value, true));
    this.modeSelect.addEventListener('change', () => {
      this.mode = this.modeSelect.value as HeightMode;
      this.rebuildLayers();
      this.save();
    });
    this.listen();
    new ResizeObserver(() => this.resized()).observe(container);
    // The crosshair takes the theme's colour (style.css): a theme change redraws it.
    new MutationObserver(() => this.draw()).observe(document.body, { attributeFilter: ['class'] });
  }

  /** The pane changed size: a fitted picture fills it again (keeping its aspect), any other keeps its zoom. */
  resized(): void {
    if (this.fitted && this.current) this.fit();
    this.draw();
    // A larger pane may show a thinned plan finer than its overview.
    if (this.data?.kind === 'plan') this.detailLater();
  }

  /** The pictures of the newly decoded file; shows the saved one or the first. */
  async setPictures(list: PictureInfo[]): Promise<void> {
    this.list = list;
    this.select.replaceChildren(
      ...list.map((p) => {
        const o = el('option', '', p.title);
        o.value = p.name;
        return o;
      }),
    );
    this.root.classList.toggle('empty', list.length === 0);
    const name = list.some((p) => p.name === this.state.name) ? this.state.name! : list[0]?.name;
    if (name) await this.show(name, false);
  }

  get pictureName(): string | undefined {
    return this.current?.name;
  }

  /** The picture whose section holds `offset`, shown if it is not already; then a crosshair on its pixel. */
  async reveal(offset: number): Promise<void> {
    const holds = (p: PictureInfo) => offset >= p.offset && offset < p.offset + p.length;
    if (!this.current || !holds(this.current)) {
      const p = this.list.find(holds);
      if (!p) {
        this.crosshair = undefined;
        this.draw();
        return;
      }
      await this.show(p.name, true);
    }
    const name = this.current!.name;
    const at = await this.host.pixel(name, offset);
    if (this.current?.name !== name) return;
    this.crosshair = at ?? undefined;
    if (at) this.centreIfHidden(at);
    this.draw();
  }

  /** Where the crosshair is (mip-0 pixels), for tests and the hover card. */
  get crosshairPixel(): { x: number; y: number } | undefined {
    return this.crosshair;
  }

  /** Screen position (canvas CSS pixels) of the centre of picture pixel (x, y). */
  screenOf(x: number, y: number): { x: number; y: number } {
    return { x: (x + 0.5 - this.panX) * this.zoom, y: (y + 0.5 - this.panY) * this.zoom };
  }

  private async show(name: string, resetView: boolean): Promise<void> {
    const p = this.list.find((q) => q.name === name);
    if (!p) return;
    const token = ++this.token;
    this.current = p;
    this.root.dataset.vscodeContext = pictureContext(p);
    this.select.value = name;
    this.modeSelect.hidden = p.kind !== 'gray16';
    this.showLegend(p);
    const mip = textureMip(p);
    const step =
      p.kind === 'plan' ? 1 : Math.max(1, Math.ceil(Math.max(p.width >> mip, p.height >> mip) / OVERVIEW_PX));
    // A plan's overview as the fitted view shows it.
    const scale = p.kind === 'plan' ? this.fitZoom(p) * (window.devicePixelRatio || 1) : undefined;
    this.loading.hidden = false;
    const data = await this.host.picture(name, mip, step, undefined, scale);
    if (token !== this.token) return;
    this.loading.hidden = true;
    if (!data) return;
    this.data = data;
    this.detail = undefined;
    this.planDetail = undefined;
    this.crosshair = undefined;
    if (resetView || this.state.name !== name || this.state.fitted !== false) this.fit();
    else [this.zoom, this.panX, this.panY] = [this.state.zoom ?? 1, this.state.panX ?? 0, this.state.panY ?? 0];
    this.fitted = resetView || this.state.name !== name || this.state.fitted !== false;
    this.rebuildLayers();
    this.save();
  }

  private showLegend(p: PictureInfo): void {
    if (p.range) {
      const f = (v: number) => (Math.round(v * 10) / 10).toString();
      this.legend.textContent = `${f(p.range.min)} … ${f(p.range.max)} ${p.range.unit}`;
    } else if (p.legend && p.kind === 'plan') {
      this.legend.textContent = say(counted(p.legend.length, 'kind'));
    } else this.legend.textContent = '';
    this.legend.replaceChildren(this.legend.textContent);
    // A plan's kinds and a raster picture's regions (start boxes) are drawn in the palette's colours, in order.
    if (p.legend) {
      for (const [i, name] of p.legend.slice(0, 12).entries()) {
        const chip = this.legend.appendChild(el('span', 'picture-chip', name));
        chip.style.setProperty('--chip', rgb(kindColour(i)));
      }
    }
  }

  /** The zoom that fits picture `p` in the canvas. */
  private fitZoom(p: PictureInfo): number {
    return Math.min((this.canvas.clientWidth || 400) / p.width, (this.canvas.clientHeight || 300) / p.height);
  }

  private fit(): void {
    const p = this.current!;
    const w = this.canvas.clientWidth || 400;
    const h = this.canvas.clientHeight || 300;
    this.zoom = this.fitZoom(p);
    this.fitted = true;
    this.panX = (p.width - w / this.zoom) / 2;
    this.panY = (p.height - h / this.zoom) / 2;
  }

  private centreIfHidden(at: { x: number; y: number }): void {
    const s = this.screenOf(at.x, at.y);
    if (s.x >= 0 && s.y >= 0 && s.x < this.canvas.clientWidth && s.y < this.canvas.clientHeight) return;
    this.panX = at.x - this.canvas.clientWidth / this.zoom / 2;
    this.panY = at.y - this.canvas.clientHeight / this.zoom / 2;
    this.viewChanged();
  }

  private rebuildLayers(): void {
    const d = this.data;
    this.overview = d && d.kind !== 'plan' ? this.layer(d) : undefined;
    this.detail = undefined;
    this.planDetail = undefined;
    this.draw();
    this.detailLater();
  }

  /** Raster data as a bitmap: height maps shaded or grey, terrain types by palette, other bytes grey. */
  private layer(d: PictureData): Layer {
    const canvas = document.createElement('canvas');
    canvas.width = d.width;
    canvas.height = d.height;
    const ctx = canvas.getContext('2d')!;
    const image = ctx.createImageData(d.width, d.height);
    const out = image.data;
    const n = d.width * d.height;
    if (d.kind === 'rgba') out.set(new Uint8Array(d.pixels!));
    else if (d.kind === 'gray8') {
      const v = new Uint8Array(d.pixels!);
      const palette = this.current?.name === 'type';
      for (let i = 0; i < n; i++) {
        const c = palette ? kindColour(v[i]) : [v[i], v[i], v[i]];
        out.set([c[0], c[1], c[2], 255], 4 * i);
      }
    } else if (d.kind === 'gray16') shade(new Uint16Array(d.pixels!), d.width, d.height, this.mode, out);
    ctx.putImageData(image, 0, 0);
    const f = (1 << d.mip) * 1;
    return { canvas, x: d.region.x * f, y: d.region.y * f, width: d.width * d.step * f, height: d.height * d.step * f };
  }

  /**
   * After a zoom or pan settles: the visible region at full resolution, when the overview is coarser (a texture at
   * the finest mip level the zoom shows, so the worker decodes only the tiles in view at that level).
   */
  private detailLater(): void {
    clearTimeout(this.detailTimer);
    const d = this.data;
    const p = this.current;
    if (d?.kind === 'plan') return this.planDetailLater();
    if (!d || !p || (d.step === 1 && d.mip === 0)) return;
    this.detailTimer = window.setTimeout(async () => {
      const mip = detailMip(d.mip, this.zoom * (window.devicePixelRatio || 1));
      const f = 1 << mip;
      const region = this.visibleRegion();
      if ((region.width / f) * (region.height / f) > DETAIL_PX * DETAIL_PX) return;
      const token = this.token;
      const detail = await this.host.picture(p.name, mip, 1, region);
      if (token !== this.token || !detail || detail.width === 0) return;
      this.detail = this.layer(detail);
      this.draw();
    }, 150);
  }

  /**
   * A thinned plan zoomed in further than its overview was thinned at: after the zoom or pan settles, its primitives
   * in the region in view, thinned at the zoom.
   */
  private planDetailLater(): void {
    const d = this.data!;
    const p = this.current!;
    const scale = this.zoom * (window.devicePixelRatio || 1);
    if (d.scale === undefined || scale <= d.scale) {
      // The overview shows this zoom: a detail would only repeat it.
      if (this.planDetail) {
        this.planDetail = undefined;
        this.draw();
      }
      return;
    }
    this.detailTimer = window.setTimeout(async () => {
      const token = this.token;
      const detail = await this.host.picture(p.name, 0, 1, this.visibleRegion(), scale);
      if (token !== this.token || !detail?.plan) return;
      this.planDetail = detail;
      this.draw();
    }, 150);
  }

  private visibleRegion(): Region {
    const w = this.canvas.clientWidth / this.zoom;
    const h = this.canvas.clientHeight / this.zoom;
    return {
      x: Math.max(0, Math.floor(this.panX)),
      y: Math.max(0, Math.floor(this.panY)),
      width: Math.ceil(w) + 2,
      height: Math.ceil(h) + 2,
    };
  }

  draw(): void {
    const c = this.canvas;
    const ratio = window.devicePixelRatio || 1;
    const w = c.clientWidth;
    const h = c.clientHeight;
    if (c.width !== Math.round(w * ratio) || c.height !== Math.round(h * ratio)) {
      c.width = Math.round(w * ratio);
      c.height = Math.round(h * ratio);
    }
    const ctx = c.getContext('2d')!;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, w, h);
    ctx.imageSmoothingEnabled = false;
    const toScreen = (l: Layer) =>
      ctx.drawImage(
        l.canvas,
        (l.x - this.panX) * this.zoom,
        (l.y - this.panY) * this.zoom,
        l.width * this.zoom,
        l.height * this.zoom,
      );
    if (this.overview) toScreen(this.overview);
    if (this.detail) toScreen(this.detail);
    // A plan's detail in its region, the overview's primitives elsewhere (the detail holds every one it touches).
    const detail = this.planDetail;
    if (this.data?.plan) this.drawPlan(ctx, this.data.plan, detail?.region);
    if (detail?.plan) this.drawPlan(ctx, detail.plan);
    this.drawMarks(ctx);
    // What is drawn, for assistive tools and tests: the view (zoom, pan), the crosshair's pixel and the count of
    // marked cells.
    c.dataset.picture = this.current?.name ?? '';
    c.dataset.view = `${this.zoom} ${this.panX} ${this.panY}`;
    c.dataset.crosshair = this.crosshair ? `${this.crosshair.x},${this.crosshair.y}` : '';
    c.dataset.marks = String((this.data?.marks.length ?? 0) / 2);
    const shown = detail?.region ?? this.detail;
    c.dataset.detail = shown ? `${shown.x} ${shown.y} ${shown.width} ${shown.height}` : '';
    if (this.crosshair) {
      const c0 = this.screenOf(this.crosshair.x, this.crosshair.y);
      // On pixel centres, so the 1-pixel lines are drawn solid.
      const s = { x: Math.floor(c0.x) + 0.5, y: Math.floor(c0.y) + 0.5 };
      ctx.strokeStyle = getComputedStyle(c).getPropertyValue('--crosshair').trim() || '#ffd700';
      ctx.lineWidth = 1;
      ctx.beginPath();
      ctx.moveTo(0, s.y);
      ctx.lineTo(w, s.y);
      ctx.moveTo(s.x, 0);
      ctx.lineTo(s.x, h);
      ctx.stroke();
      const r = Math.max(3, this.zoom / 2);
      ctx.strokeRect(s.x - r, s.y - r, 2 * r, 2 * r);
    }
  }

  /** The primitives of plan `p`, but for those a detail of region `skip` holds. */
  private drawPlan(ctx: CanvasRenderingContext2D, p: Plan, skip?: Region): void {
    const z = this.zoom;
    const sx = (x: number) => (x - this.panX) * z;
    const sy = (y: number) => (y - this.panY) * z;
    const inDetail = (a: Float32Array, i: number, rect: boolean) =>
      skip !== undefined &&
      (rect
        ? touchesRegion(skip, a[i], a[i + 1], a[i] + a[i + 2], a[i + 1] + a[i + 3])
        : touchesRegion(skip, a[i], a[i + 1], a[i + 2], a[i + 3]));
    ctx.lineWidth = 1;
    for (let i = 0; i < p.rects.length; i += 4) {
      if (inDetail(p.rects, i, true)) continue;
      const c = rgb(kindColour(p.rectKinds[i / 4]));
      ctx.strokeStyle = c;
      ctx.fillStyle = c.replace('rgb(', 'rgba(').replace(')', ', 0.25)');
      const [x, y, rw, rh] = [sx(p.rects[i]), sy(p.rects[i + 1]), p.rects[i + 2] * z, p.rects[i + 3] * z];
      ctx.fillRect(x, y, rw, rh);
      ctx.strokeRect(x, y, rw, rh);
    }
    let last = -1;
    ctx.beginPath();
    for (let i = 0; i < p.lines.length; i += 4) {
      if (inDetail(p.lines, i, false)) continue;
      const k = p.lineKinds[i / 4];
      if (k !== last) {
        ctx.stroke();
        ctx.beginPath();
        ctx.strokeStyle = rgb(kindColour(k));
        last = k;
      }
      ctx.moveTo(sx(p.lines[i]), sy(p.lines[i + 1]));
      ctx.lineTo(sx(p.lines[i + 2]), sy(p.lines[i + 3]));
    }
    ctx.stroke();
    const r = Math.max(1.5, Math.min(6, z / 2));
    for (let i = 0; i < p.points.length; i += 2) {
      if (skip && inRegion(skip, p.points[i], p.points[i + 1])) continue;
      ctx.fillStyle = rgb(kindColour(p.pointKinds[i / 2]));
      ctx.fillRect(sx(p.points[i]) - r, sy(p.points[i + 1]) - r, 2 * r, 2 * r);
    }
  }

  private drawMarks(ctx: CanvasRenderingContext2D): void {
    const m = this.data?.marks;
    if (!m?.length) return;
    ctx.strokeStyle = '#ff3030';
    ctx.lineWidth = 2;
    const r = Math.max(3, this.zoom / 2);
    for (let i = 0; i < m.length; i += 2) {
      const s = this.screenOf(m[i], m[i + 1]);
      ctx.strokeRect(s.x - r, s.y - r, 2 * r, 2 * r);
    }
  }

  /** Picture pixel (mip 0) under a mouse event. */
  private pixelAt(e: MouseEvent): { x: number; y: number } {
    const b = this.canvas.getBoundingClientRect();
    return {
      x: Math.floor((e.clientX - b.left) / this.zoom + this.panX),
      y: Math.floor((e.clientY - b.top) / this.zoom + this.panY),
    };
  }

  private listen(): void {
    const c = this.canvas;
    let drag: { x: number; y: number; moved: boolean } | undefined;
    c.addEventListener('mousedown', (e) => {
      drag = { x: e.clientX, y: e.clientY, moved: false };
      c.focus();
    });
    window.addEventListener('mousemove', (e) => {
      if (!drag || e.buttons === 0) return;
      const [dx, dy] = [e.clientX - drag.x, e.clientY - drag.y];
      if (Math.abs(dx) + Math.abs(dy) > 2) drag.moved = true;
      if (!drag.moved) return;
      this.panX -= dx / this.zoom;
      this.panY -= dy / this.zoom;
      [drag.x, drag.y] = [e.clientX, e.clientY];
      this.viewChanged();
    });
    window.addEventListener('mouseup', (e) => {
      const wasClick = drag && !drag.moved && e.target === c;
      drag = undefined;
      if (wasClick) void this.clickAt(this.pixelAt(e));
    });
    c.addEventListener('mousemove', (e) => {
      if (drag?.moved) return;
      clearTimeout(this.hoverTimer);
      const at = this.pixelAt(e);
      this.hoverTimer = window.setTimeout(() => void this.hoverAt(at, e), 30);
    });
    c.addEventListener('mouseleave', (e) => {
      clearTimeout(this.hoverTimer);
      this.hoverToken++;
      // Leaving the canvas ends its hover: the card and the highlighted bytes go.
      if (this.current) this.host.hover(this.current, { x: -1, y: -1 }, undefined, e);
    });
    c.addEventListener(
      'wheel',
      (e) => {
        e.preventDefault();
        const b = c.getBoundingClientRect();
        this.zoomBy(e.deltaY < 0 ? 1.25 : 0.8, e.clientX - b.left, e.clientY - b.top);
      },
      { passive: false },
    );
    c.addEventListener('keydown', (e) => {
      const step = 40 / this.zoom;
      const moves: Record<string, [number, number]> = {
        ArrowLeft: [-step, 0],
        ArrowRight: [step, 0],
        ArrowUp: [0, -step],
        ArrowDown: [0, step],
      };
      if (moves[e.key]) {
        this.panX += moves[e.key][0];
        this.panY += moves[e.key][1];
        this.viewChanged();
      } else if (e.key === '+' || e.key === '=') this.zoomBy(1.25, c.clientWidth / 2, c.clientHeight / 2);
      else if (e.key === '-') this.zoomBy(0.8, c.clientWidth / 2, c.clientHeight / 2);
      else return;
      e.preventDefault();
      e.stopPropagation();
    });
  }

  private zoomBy(factor: number, sx: number, sy: number): void {
    const z = Math.max(1e-4, Math.min(256, this.zoom * factor));
    // Keep the picture point under (sx, sy) where it is.
    this.panX += sx / this.zoom - sx / z;
    this.panY += sy / this.zoom - sy / z;
    this.zoom = z;
    this.viewChanged();
  }

  /** The user zoomed or panned. */
  private viewChanged(): void {
    this.fitted = false;
    this.draw();
    this.save();
    this.detailLater();
  }

  private radius(): number {
    return Math.max(1, 4 / this.zoom);
  }

  private async hoverAt(at: { x: number; y: number }, e: MouseEvent): Promise<void> {
    const p = this.current;
    if (!p) return;
    const token = ++this.hoverToken;
    const s = await this.host.source(p.name, at.x, at.y, this.radius(), true);
    if (token === this.hoverToken) this.host.hover(p, at, s ?? undefined, e);
  }

  private async clickAt(at: { x: number; y: number }): Promise<void> {
    const p = this.current;
    if (!p) return;
    const s = await this.host.source(p.name, at.x, at.y, this.radius());
    if (s) this.host.select(s);
  }

  private save(): void {
    const { zoom, panX, panY, mode, fitted } = this;
    this.state = { name: this.current?.name, zoom, panX, panY, mode, fitted };
    this.host.saveState(this.state);
  }
}

/** The mip level a texture is shown at: the first whose side fits TEXTURE_PX. */
function textureMip(p: PictureInfo): number {
  let mip = 0;
  while (mip < p.mips - 1 && Math.max(p.width, p.height) >> mip > TEXTURE_PX) mip++;
  return mip;
}

/**
 * The mip level a zoomed-in view draws: the coarsest whose pixels are still no larger than a screen pixel at
 * `screenPerPixel` screen pixels per mip-0 pixel, and no coarser than the overview's level.
 */
function detailMip(overview: number, screenPerPixel: number): number {
  return Math.max(0, Math.min(overview, Math.floor(-Math.log2(screenPerPixel))));
}

function rgb(c: [number, number, number]): string {
  return `rgb(${c[0]}, ${c[1]}, ${c[2]})`;
}

/** Height values to RGBA: grey scaled to their own range, or lit from the north-west by their slope. */
function shade(v: Uint16Array, width: number, height: number, mode: HeightMode, out: Uint8ClampedArray): void {
  let [min, max] = [65535, 0];
  for (let i = 0; i < v.length; i++) [min, max] = [Math.min(min, v[i]), Math.max(max, v[i])];
  const span = max - min || 1;
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      let g = (255 * (v[i] - min)) / span;
      if (mode === 'relief') {
        const dx = (v[i + (x + 1 < width ? 1 : 0)] - v[i - (x > 0 ? 1 : 0)]) / span;
        const dy = (v[i + (y + 1 < height ? width : 0)] - v[i - (y > 0 ? width : 0)]) / span;
        const light = Math.max(0, Math.min(1, 0.6 - 40 * (dx + dy)));
        g = 0.45 * g + 0.55 * 255 * light;
      }
      out[4 * i] = out[4 * i + 1] = out[4 * i + 2] = g;
      out[4 * i + 3] = 255;
    }
  }
}
