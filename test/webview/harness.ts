// Opens the real webview bundle (dist/webview.js + dist/webview.css) in headless Chromium on a page built by the
// extension's own editorHtml (same CSP), with a fake acquireVsCodeApi bridged to a FakeHost in Node.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { FromWebview, PaneSizes, ToWebview } from '../../src/protocol';
import { editorHtml, makeNonce } from '../../extension/webview-html';
import { FakeHost } from './fake-host';
import { CHROMIUM_ARGS } from '../helpers/chromium-args.mjs';
import type { Fixture } from './fixtures';

const dist = path.resolve('dist');
const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.ttf': 'font/ttf',
  '.map': 'application/json',
};

export interface Harness {
  browser: Browser;
  /** One page reused by every test: creating renderer processes is the slowest part of a run. */
  page: Page;
  origin: string;
  close(): Promise<void>;
}

export interface Editor {
  page: Page;
  host: FakeHost;
  /** Console errors and page errors seen since the editor opened. */
  errors: string[];
  /** Host -> webview message (e.g. revealRange). */
  post(m: ToWebview): Promise<void>;
}

/** What answers a page: the editor's fake host, or the Compare view's. */
export interface PageHost {
  onMessage(m: never): unknown;
  state?: unknown;
}

let current: { host: PageHost; errors: string[] } | undefined;

/**
 * Messages cross into the page as JSON-like values: binary data goes as tagged base64 text (unpacked there; a
 * list of numbers takes seconds to cross for a picture's pixels).
 */
function encode(v: unknown): unknown {
  const base64 = (b: Uint8Array): string => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('base64');
  if (v instanceof ArrayBuffer) return { __ab: base64(new Uint8Array(v)) };
  if (ArrayBuffer.isView(v))
    return { __ta: v.constructor.name, b: base64(new Uint8Array(v.buffer, v.byteOffset, v.byteLength)) };
  if (Array.isArray(v)) return v.map(encode);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, encode(x)]));
  return v;
}

export async function startHarness(): Promise<Harness> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/') {
      const origin = `http://${req.headers.host}`;
      // ?lang=pl: the page in that language, with the translations the build cut for it (as the host gives them).
      const locale = url.searchParams.get('lang');
      const table = locale && JSON.parse(fs.readFileSync(path.join(dist, 'l10n', `webview.${locale}.json`), 'utf8'));
      // ?view=diff-view: the Compare view's bundle instead of the editor's.
      const bundle = url.searchParams.get('view') === 'diff-view' ? 'diff-view' : 'webview';
      res.setHeader('content-type', 'text/html');
      res.end(
        editorHtml({
          cspSource: origin,
          nonce: makeNonce(),
          script: fs.readFileSync(path.join(dist, `${bundle}.js`), 'utf8'),
          style: fs.readFileSync(path.join(dist, `${bundle}.css`), 'utf8'),
          codiconUri: `${origin}/dist/codicons/codicon.css`,
          language: locale ? { locale, table } : undefined,
        }),
      );
      return;
    }
    const file = path.join(dist, path.normalize(url.pathname.replace(/^\/dist\//, '')));
    if (!file.startsWith(dist) || !fs.existsSync(file)) {
      res.statusCode = url.pathname === '/favicon.ico' ? 204 : 404;
      res.end();
      return;
    }
    res.setHeader('content-type', types[path.extname(file)] ?? 'application/octet-stream');
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage();
  page.on('pageerror', (e) => current?.errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') current?.errors.push(m.text());
    if (process.env.DEBUG_UI) console.log(`  [page ${m.type()}] ${m.text()}`);
  });
  await page.exposeFunction('__toHost', (m: FromWebview) => void current?.host.onMessage(m as never));
  await page.exposeFunction('__setState', (s: unknown) => void (current && (current.host.state = s)));
  // The fake VS Code API; the initial webview state comes in the URL (getState must answer synchronously).
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    const param = new URLSearchParams(location.search).get('state');
    let saved: unknown = param ? JSON.parse(param) : undefined;
    w.acquireVsCodeApi = () => ({
      postMessage: (m: unknown) => (w.__toHost as (m: unknown) => void)(m),
      getState: () => saved,
      setState: (s: unknown) => {
        saved = s;
        (w.__setState as (s: unknown) => void)(s);
      },
    });
    const decode = (v: unknown): unknown => {
      if (Array.isArray(v)) return v.map(decode);
      if (!v || typeof v !== 'object') return v;
      const o = v as { __ab?: string; __ta?: string; b?: string };
      const bytes = (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
      if (o.__ab !== undefined) return bytes(o.__ab).buffer;
      if (o.__ta) {
        const Typed = w[o.__ta] as new (b: ArrayBuffer) => unknown;
        return new Typed(bytes(o.b!).buffer as ArrayBuffer);
      }
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, decode(x)]));
    };
    w.__fromHost = (m: unknown) => window.dispatchEvent(new MessageEvent('message', { data: decode(m) }));
  });
  return {
    browser,
    page,
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      // The last editor's host may still answer (a re-analysis after a fix): from now on it posts nowhere.
      current = undefined;
      await browser.close();
      server.close();
    },
  };
}

/** Load the editor page for `fixture` (replacing the previous one) with an optional saved webview state. */
export async function openEditor(
  h: Harness,
  fixture: Fixture,
  options: {
    width?: number;
    height?: number;
    state?: unknown;
    memory?: unknown;
    layout?: PaneSizes;
    slowDecode?: boolean;
    /** Picture requests wait for `host.releasePictures()`. */
    holdPictures?: boolean;
    sentWhole?: number;
    /** The page's language (English when absent). */
    locale?: 'pl' | 'ru';
  } = {},
): Promise<Editor> {
  const page = h.page;
  // The previous editor's host may still be posting (a re-analysis after an edit): from here on it posts nowhere.
  current = undefined;
  await page.goto('about:blank');
  await page.setViewportSize({ width: options.width ?? 1400, height: options.height ?? 800 });
  const post = async (m: ToWebview): Promise<void> => {
    if (current?.host !== host) return;
    try {
      await page.evaluate(
        (msg) => (window as unknown as { __fromHost(m: unknown): void }).__fromHost(msg),
        encode(m) as never,
      );
    } catch (e) {
      // A page that navigated away meanwhile (the next test opened) has no one left to read the message.
      if (current?.host === host) throw e;
    }
  };
  const host = new FakeHost(fixture, post, { slowDecode: options.slowDecode, holdPictures: options.holdPictures });
  if (options.state !== undefined) host.state = options.state;
  host.memory = options.memory;
  host.layout = options.layout;
  host.sentWhole = options.sentWhole ?? Infinity;
  const editor: Editor = { page, host, errors: [], post };
  current = editor;
  const query = new URLSearchParams();
  if (options.state !== undefined) query.set('state', JSON.stringify(options.state));
  if (options.locale) query.set('lang', options.locale);
  await page.goto(`${h.origin}/${query.size ? `?${query}` : ''}`);
  return editor;
}

/** Waits until the page's first tree load is complete: the pictures listed, the layout final. */
export async function treeLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('hex-atlas:tree-loaded').length > 0);
}

/** Host -> page message, as the editor's `post`. */
async function postTo(page: Page, m: unknown): Promise<void> {
  await page.evaluate(
    (msg) => (window as unknown as { __fromHost(m: unknown): void }).__fromHost(msg),
    encode(m) as never,
  );
}

/** Load the Compare view's page, answered by `host`; `errors` collects its console and page errors. */
export async function openDiffPage(
  h: Harness,
  host: PageHost,
  size: { width: number; height: number },
  errors: string[],
): Promise<{ page: Page; post(m: unknown): Promise<void> }> {
  const page = h.page;
  current = undefined;
  await page.goto('about:blank');
  await page.setViewportSize(size);
  current = { host, errors };
  await page.goto(`${h.origin}/?view=diff-view`);
  return { page, post: (m) => postTo(page, m) };
}
