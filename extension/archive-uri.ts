// Entries of a map archive as URIs of their own, so VS Code's editors, Explorer and Problems panel open them like
// files, named as they read, the way Java's `jar:` URIs are:
// - `hexatlas-archive:/<archive name>!/<path inside>?<archive URI>` (`/red_comet.sd7!/maps/Red Comet.smf`) for an
//   entry opened from a listing or named in the Problems panel: the panel, breadcrumbs and messages show the archive's
//   name and the inner path; the query (kept by path joins) is the archive itself.
// - `hexatlas-archive:/<archive path>!/` for an archive opened as a workspace folder (and its entries below it): VS
//   Code keeps no query of a workspace folder, so the local archive's whole path is the folder's path.
// URIs of the first shape, `hexatlas-archive:/<archive URI, base64url>/<path inside>`, still open (a window or a
// Problems list restored from before).
import * as vscode from 'vscode';

export const archiveScheme = 'hexatlas-archive';

/** `/<archive name>!/<inner>`: the archive named by the path's first segment, itself in the query. */
const namedShape = /^\/[^/]*\.(?:sd7|sdz)!(?:\/(.*))?$/i;
/** `<archive path>!/<inner>`: the archive's path up to its first `.sd7!` or `.sdz!` segment. */
const pathShape = /^(.*?\.(?:sd7|sdz))!(?:\/(.*))?$/i;

export function archiveRootUri(archive: vscode.Uri): vscode.Uri {
  const name = archive.path.slice(archive.path.lastIndexOf('/') + 1);
  return vscode.Uri.from({ scheme: archiveScheme, path: `/${name}!/`, query: archive.toString() });
}

export function archiveEntryUri(archive: vscode.Uri, inner: string): vscode.Uri {
  return vscode.Uri.joinPath(archiveRootUri(archive), ...inner.split('/'));
}

/** The workspace folder of a local archive opened as a folder (another archive keeps its URI in the query). */
export function archiveFolderUri(archive: vscode.Uri): vscode.Uri {
  if (archive.scheme !== 'file' || archive.authority || archive.query) return archiveRootUri(archive);
  return vscode.Uri.from({ scheme: archiveScheme, path: `${archive.path}!/` });
}

/** The archive and the path inside it ('' for its root) of an archive URI. */
export function parseArchiveUri(uri: vscode.Uri): { archive: vscode.Uri; inner: string } {
  const named = uri.query ? namedShape.exec(uri.path) : null;
  if (named) return { archive: vscode.Uri.parse(uri.query, true), inner: innerPath(named[1] ?? '') };
  const local = pathShape.exec(uri.path);
  if (local) return { archive: vscode.Uri.file(local[1]), inner: innerPath(local[2] ?? '') };
  const [, key = '', ...rest] = uri.path.split('/');
  const archive = vscode.Uri.parse(fromBase64Url(key), true);
  return { archive, inner: innerPath(rest.join('/')) };
}

/** UTF-8 text from base64url (RFC 4648 §5), with the web's atob: the web build has no Node Buffer. */
function fromBase64Url(key: string): string {
  const binary = atob(
    key
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .replace(/[^A-Za-z0-9+/]/g, ''),
  );
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

function innerPath(path: string): string {
  return path
    .split('/')
    .filter((p) => p !== '')
    .join('/');
}
