// Opens the real webview bundle (dist/webview.js + dist/webview.css) in headless Chromium on a page built by the
// extension's own editorHtml (same CSP), with a fake acquireVsCodeApi bridged to a FakeHost in Node.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { FromWebview, ToWebview } from '../../src/protocol';
import { editorHtml, makeNonce } from '../../extension/webview-html';
import { FakeHost } from './fake-host';
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

let current: Editor | undefined;

/** Typed arrays do not cross page.evaluate as such: they travel as number arrays and are revived in the page. */
function encode(m: ToWebview): unknown {
  if (m.type !== 'reply') return m;
  if (m.result instanceof Uint8Array) return { ...m, result: { __u8: Array.from(m.result) } };
  // A column's values (Float64Array) inside an object reply.
  const values = (m.result as { values?: unknown } | undefined)?.values;
  if (values instanceof Float64Array)
    return { ...m, result: { ...(m.result as object), values: { __f64: Array.from(values) } } };
  return m;
}

export async function startHarness(): Promise<Harness> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/') {
      const origin = `http://${req.headers.host}`;
      res.setHeader('content-type', 'text/html');
      res.end(
        editorHtml({
          cspSource: origin,
          nonce: makeNonce(),
          scriptUri: `${origin}/dist/webview.js`,
          styleUri: `${origin}/dist/webview.css`,
          codiconUri: `${origin}/dist/codicons/codicon.css`,
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
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  const page = await browser.newPage();
  page.on('pageerror', (e) => current?.errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') current?.errors.push(m.text());
    if (process.env.DEBUG_UI) console.log(`  [page ${m.type()}] ${m.text()}`);
  });
  await page.exposeFunction('__toHost', (m: FromWebview) => void current?.host.onMessage(m));
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
    w.__fromHost = (m: { result?: { __u8?: number[]; values?: { __f64?: number[] } } }) => {
      const f64 = m.result?.values?.__f64;
      const data = m.result?.__u8
        ? { ...m, result: Uint8Array.from(m.result.__u8) }
        : f64
          ? { ...m, result: { ...m.result, values: Float64Array.from(f64) } }
          : m;
      window.dispatchEvent(new MessageEvent('message', { data }));
    };
  });
  return {
    browser,
    page,
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      await browser.close();
      server.close();
    },
  };
}

/** Load the editor page for `fixture` (replacing the previous one) with an optional saved webview state. */
export async function openEditor(
  h: Harness,
  fixture: Fixture,
  options: { width?: number; height?: number; state?: unknown; memory?: unknown; slowDecode?: boolean } = {},
): Promise<Editor> {
  const page = h.page;
  await page.goto('about:blank');
  await page.setViewportSize({ width: options.width ?? 1400, height: options.height ?? 800 });
  const post = async (m: ToWebview): Promise<void> => {
    if (current?.host === host)
      await page.evaluate(
        (msg) => (window as unknown as { __fromHost(m: unknown): void }).__fromHost(msg),
        encode(m) as never,
      );
  };
  const host = new FakeHost(fixture, post, { slowDecode: options.slowDecode });
  if (options.state !== undefined) host.state = options.state;
  host.memory = options.memory;
  current = { page, host, errors: [], post };
  const query = options.state === undefined ? '' : `?state=${encodeURIComponent(JSON.stringify(options.state))}`;
  await page.goto(`${h.origin}/${query}`);
  return current;
}
