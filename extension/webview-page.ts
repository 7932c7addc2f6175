// The page of one webview bundle (dist/<name>.js and dist/<name>.css, inlined, with the codicons) under the strict
// CSP of webview-html.ts, with the webview's own resource URIs and a fresh nonce.
import * as vscode from 'vscode';
import { editorHtml, makeNonce } from './webview-html';
import { pageLanguage } from './language';
import { platform } from './platform';

/** Bundle files are read once per extension host (platform.ts): they only change with the extension. */
function bundleText(dist: vscode.Uri, file: string): string {
  return platform().extensionText(vscode.Uri.joinPath(dist, file));
}

/** `boot`: the page's init message as JSON (src/page-boot.ts), carried in the page. */
export function bundlePage(webview: vscode.Webview, dist: vscode.Uri, name: string, boot?: string): string {
  const uri = (...path: string[]): string => webview.asWebviewUri(vscode.Uri.joinPath(dist, ...path)).toString();
  // The bundles name their source maps relative to themselves; inlined, they would resolve against the page.
  const withMap = (file: string): string =>
    bundleText(dist, file).replace(`sourceMappingURL=${file}.map`, `sourceMappingURL=${uri(`${file}.map`)}`);
  return editorHtml({
    cspSource: webview.cspSource,
    nonce: makeNonce(),
    script: withMap(`${name}.js`),
    style: withMap(`${name}.css`),
    codiconUri: uri('codicons', 'codicon.css'),
    boot,
    language: pageLanguage(dist),
  });
}
