// The git extension's URIs of a file at a version: scheme `git`, the file's path, and a query `{ path, ref }`
// (the working-tree path, and HEAD, a commit, '~' for the index or '' for the staged version). Its file system
// reads them; it lists no folders.
import * as vscode from 'vscode';

/** The git extension's URI of `uri` at `ref`. */
export function gitUri(uri: vscode.Uri, ref: string): vscode.Uri {
  return uri.with({ scheme: 'git', path: uri.path, query: JSON.stringify({ path: uri.fsPath, ref }) });
}

/** The working-tree file and the ref of a `git:` URI; undefined for any other URI. */
export function parseGitUri(uri: vscode.Uri): { file: vscode.Uri; ref: string } | undefined {
  if (uri.scheme !== 'git') return undefined;
  try {
    const q = JSON.parse(uri.query) as { path?: unknown; ref?: unknown };
    if (typeof q.path !== 'string' || typeof q.ref !== 'string') return undefined;
    return { file: vscode.Uri.file(q.path), ref: q.ref };
  } catch {
    return undefined;
  }
}
