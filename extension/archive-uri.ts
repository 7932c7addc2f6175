// Entries of a map archive as URIs of their own, so VS Code's editors and Explorer open them like files:
// `hexatlas-archive:/<archive URI, base64url>/<path inside>`. The archive's URI sits in the first path segment (not
// in a query, which path joins would drop), encoded so its slashes do not split it.
import * as vscode from 'vscode';

export const archiveScheme = 'hexatlas-archive';

export function archiveRootUri(archive: vscode.Uri): vscode.Uri {
  const key = Buffer.from(archive.toString(), 'utf8').toString('base64url');
  return vscode.Uri.from({ scheme: archiveScheme, path: `/${key}/` });
}

export function archiveEntryUri(archive: vscode.Uri, inner: string): vscode.Uri {
  return vscode.Uri.joinPath(archiveRootUri(archive), ...inner.split('/'));
}

/** The archive and the path inside it ('' for its root) of an archive URI. */
export function parseArchiveUri(uri: vscode.Uri): { archive: vscode.Uri; inner: string } {
  const [, key = '', ...rest] = uri.path.split('/');
  const archive = vscode.Uri.parse(Buffer.from(key, 'base64url').toString('utf8'), true);
  return { archive, inner: rest.filter((p) => p !== '').join('/') };
}
