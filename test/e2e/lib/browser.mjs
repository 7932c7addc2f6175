// Headless Chromium (Debian's package) driven by playwright-core: nothing is downloaded.
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../helpers/chromium-args.mjs';

const CANDIDATES = [process.env.CHROME, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium() {
  const hit = CANDIDATES.find((p) => p && fs.existsSync(p));
  if (!hit)
    throw new Error('Chromium is not installed (Debian: apt-get install chromium), or set CHROME=/path/to/chrome');
  return hit;
}

/**
 * `env`: the run's HOME/XDG/TMPDIR, so the browser's profile and caches stay in the run folder too. `scrollbars`:
 * pages get the scrollbars a desktop shows (headless Chromium hides them by default), so they can be dragged.
 */
export function launchBrowser(env, { scrollbars = false } = {}) {
  return chromium.launch({
    env,
    executablePath: findChromium(),
    headless: true,
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: scrollbars ? ['--hide-scrollbars'] : [],
  });
}

/**
 * A fresh browser context (clean local storage) for one scenario. Records every request that leaves loopback
 * so a run can prove it worked offline.
 */
export async function newContext(browser, external, viewport = { width: 1400, height: 900 }) {
  const context = await browser.newContext({ viewport });
  context.on('request', (req) => {
    const url = new URL(req.url());
    // Webview resources use a vscode-cdn.net host name that the webview's service worker answers from the server.
    const local =
      ['127.0.0.1', 'localhost'].includes(url.hostname) ||
      url.hostname.endsWith('.vscode-resource.vscode-cdn.net') ||
      ['data:', 'blob:', 'vscode-file:', 'vscode-webview:'].includes(url.protocol);
    if (!local) external.add(req.url());
  });
  return context;
}
