// Entries of a map archive as URIs of their own, so VS Code's editors, Explorer and Problems panel open them like
// files: `hexatlas-archive:/<archive path>!/<path inside>` (`/maps/red_comet.sd7!/maps/Red Comet.smf`), read the way
// Java's `jar:` URIs are, so the Problems panel, breadcrumbs and messages show the archive and the inner path as
// they are. An archive that is not a local file keeps its own URI in the query (path joins keep the query).
// URIs of the first shape, `hexatlas-archive:/<archive URI, base64url>/<path inside>`, still open (a window or a
// Problems list restored from before).
import * as vscode from 'vscode';

export const archiveScheme = 'hexatlas-archive';

/** The archive's path and the path inside it, where the path's first `.sd7!` or `.sdz!` segment ends the archive. */
const archiveMark = /^(.*?\.(?:sd7|sdz))!(?:\/(.*))?$/i;

export function archiveRootUri(archive: vscode.Uri): vscode.Uri {
  const query = archive.scheme === 'file' && !archive.authority && !archive.query ? '' : archive.toString();
  return vscode.Uri.from({ scheme: archiveScheme, path: `${archive.path}!/`, query });
}

export function archiveEntryUri(archive: vscode.Uri, inner: string): vscode.Uri {
  return vscode.Uri.joinPath(archiveRootUri(archive), ...inner.split('/'));
}

/** The archive and the path inside it ('' for its root) of an archive URI. */
export function parseArchiveUri(uri: vscode.Uri): { archive: vscode.Uri; inner: string } {
  const m = archiveMark.exec(uri.path);
  if (m) {
    const archive = uri.query ? vscode.Uri.parse(uri.query, true) : vscode.Uri.file(m[1]);
    return { archive, inner: innerPath(m[2] ?? '') };
  }
  const [, key = '', ...rest] = uri.path.split('/');
  const archive = vscode.Uri.parse(Buffer.from(key, 'base64url').toString('utf8'), true);
  return { archive, inner: innerPath(rest.join('/')) };
}

function innerPath(path: string): string {
  return path
    .split('/')
    .filter((p) => p !== '')
    .join('/');
}
