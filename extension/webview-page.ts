// The page of one webview bundle (dist/<name>.js and dist/<name>.css, with the codicons) under the strict CSP of
// webview-html.ts, with the webview's own resource URIs and a fresh nonce.
import * as vscode from 'vscode';
import { editorHtml, makeNonce } from './webview-html';

export function bundlePage(webview: vscode.Webview, dist: vscode.Uri, name: string): string {
  const uri = (...path: string[]): string => webview.asWebviewUri(vscode.Uri.joinPath(dist, ...path)).toString();
  return editorHtml({
    cspSource: webview.cspSource,
    nonce: makeNonce(),
    scriptUri: uri(`${name}.js`),
    styleUri: uri(`${name}.css`),
    codiconUri: uri('codicons', 'codicon.css'),
  });
}
