// The web entry point (package.json `browser`): VS Code's web worker extension host (vscode.dev, github.dev). No
// Node module is reachable from here (test/platform/browser-bundle.test.ts checks the bundle). Reads the pages'
// files ahead, says how 7-Zip's WebAssembly is read, chooses the web side of the platform seam, then activates.
import * as vscode from 'vscode';
import { pickLocale } from '../src/l10n/catalogue';
import { useSevenZipWasm } from '../src/archives/seven-zip';
import { activateHexAtlas } from './activate';
import { usePlatform } from './platform';
import { readExtensionFile, webPlatform } from './web/platform';

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const dist = vscode.Uri.joinPath(context.extensionUri, 'dist');
  const locale = pickLocale(vscode.env.language);
  const pages = ['webview.js', 'webview.css', 'diff-view.js', 'diff-view.css'];
  if (locale !== 'en') pages.push(`l10n/webview.${locale}.json`);
  const decoder = new TextDecoder();
  const texts = new Map<string, string>();
  await Promise.all(
    pages.map(async (file) => {
      const uri = vscode.Uri.joinPath(dist, ...file.split('/'));
      texts.set(uri.toString(), decoder.decode(await readExtensionFile(uri)));
    }),
  );
  useSevenZipWasm(async () => {
    const bytes = await readExtensionFile(vscode.Uri.joinPath(dist, '7zz.wasm'));
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  });
  const parseWorker = readExtensionFile(vscode.Uri.joinPath(dist, 'web', 'parse-worker.js')).then(
    (bytes) => decoder.decode(bytes),
    () => undefined,
  );
  usePlatform(webPlatform(texts, parseWorker));
  activateHexAtlas(context);
}
