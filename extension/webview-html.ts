// The editor page: a strict Content-Security-Policy (only our nonce'd script and style, our stylesheet and font),
// and static markup only — file content reaches the page later, as messages rendered with textContent. The page's
// own script and stylesheet are inlined: fetched, they reach the page through VS Code's webview service worker and
// the extension host, about 130 ms after the page starts.

import type { Language } from '../src/core/translatable';

export interface PageAssets {
  cspSource: string;
  nonce: string;
  /** The bundle's JavaScript and CSS, inlined under the nonce. */
  script: string;
  style: string;
  /** The codicon stylesheet, which the page adds once it has loaded (webview/codicons.ts). */
  codiconUri: string;
  /** The page's init message as JSON (src/page-boot.ts), carried in a data block. */
  boot?: string;
  /** The user's language (webview/l10n.ts): its locale, and its translations unless English. */
  language?: Language;
}

export function csp(a: Pick<PageAssets, 'cspSource' | 'nonce'>): string {
  return [
    `default-src 'none'`,
    `script-src 'nonce-${a.nonce}'`,
    `style-src ${a.cspSource} 'nonce-${a.nonce}'`,
    `font-src ${a.cspSource}`,
    `img-src ${a.cspSource} data:`,
  ].join('; ');
}

/** 128 bits from the operating system's random source (Math.random is predictable from its earlier outputs). */
export function makeNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

const attr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Text that cannot close the element it is inlined in: `</script` or `</style` becomes `<\/…`, which JavaScript
 * strings and CSS both read as the same characters.
 */
export function inlineText(text: string, element: 'script' | 'style'): string {
  return text.replace(new RegExp(`</(${element})`, 'gi'), '<\\/$1');
}

/**
 * JSON in a data block, which the browser neither runs nor parses as markup: '<' (only ever inside JSON strings)
 * is written as its \\u escape, so no text in it, a file name say, can end the block.
 */
export function dataBlock(id: string, json: string): string {
  return `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>\n`;
}

export function editorHtml(a: PageAssets): string {
  const script = inlineText(a.script, 'script');
  const languageBlock = a.language?.table ? dataBlock('l10n', JSON.stringify(a.language)) : '';
  const bootBlock = a.boot === undefined ? '' : dataBlock('boot', a.boot);
  return `<!DOCTYPE html>
<html lang="${attr(a.language?.locale ?? 'en')}">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${attr(csp(a))}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<style nonce="${attr(a.nonce)}">${inlineText(a.style, 'style')}</style>
<title>Hex Atlas</title>
</head>
<body>
<div id="app" data-codicons="${attr(a.codiconUri)}"></div>
${languageBlock}${bootBlock}<script nonce="${attr(a.nonce)}">${script}</script>
</body>
</html>`;
}
