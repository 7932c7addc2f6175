// Archive entry URIs: readable shapes for listings and Problems, and for an archive opened as a folder; the first,
// base64 shape still parsed.
import { describe, expect, it, vi } from 'vitest';

vi.mock('vscode', () => {
  class Uri {
    constructor(
      readonly scheme: string,
      readonly authority: string,
      readonly path: string,
      readonly query: string,
    ) {}
    static from(c: { scheme: string; authority?: string; path?: string; query?: string }): Uri {
      return new Uri(c.scheme, c.authority ?? '', c.path ?? '', c.query ?? '');
    }
    static file(path: string): Uri {
      return new Uri('file', '', path, '');
    }
    static parse(text: string): Uri {
      const m = /^([a-z][\w+.-]*):(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?$/i.exec(text)!;
      return new Uri(m[1], m[2] ?? '', decodeURIComponent(m[3]), decodeURIComponent(m[4] ?? ''));
    }
    static joinPath(base: Uri, ...parts: string[]): Uri {
      const path = [base.path.replace(/\/$/, ''), ...parts].join('/');
      return new Uri(base.scheme, base.authority, path, base.query);
    }
    toString(): string {
      const authority = this.authority || this.scheme === 'file' ? `//${this.authority}` : '';
      return `${this.scheme}:${authority}${encodeURI(this.path)}${this.query ? `?${encodeURIComponent(this.query)}` : ''}`;
    }
  }
  return { Uri };
});

import * as vscode from 'vscode';
import { archiveEntryUri, archiveFolderUri, parseArchiveUri } from '../../extension/archive-uri';

const archive = vscode.Uri.file('/maps/red_comet.sd7');

describe('archive URIs', () => {
  it('name an entry by the archive name and its path inside, the archive itself in the query', () => {
    const entry = archiveEntryUri(archive, 'maps/Red Comet.smf');
    expect(entry.path).toBe('/red_comet.sd7!/maps/Red Comet.smf');
    const parsed = parseArchiveUri(vscode.Uri.parse(entry.toString()));
    expect(parsed.archive.toString()).toBe(archive.toString());
    expect(parsed.inner).toBe('maps/Red Comet.smf');
  });

  it('keep two archives of one name apart', () => {
    const other = vscode.Uri.file('/backup/red_comet.sd7');
    expect(archiveEntryUri(other, 'mapinfo.lua').toString()).not.toBe(
      archiveEntryUri(archive, 'mapinfo.lua').toString(),
    );
    expect(parseArchiveUri(archiveEntryUri(other, 'mapinfo.lua')).archive.path).toBe('/backup/red_comet.sd7');
  });

  it('give a local archive opened as a folder its whole path, entries below it', () => {
    const root = archiveFolderUri(archive);
    expect([root.path, root.query]).toEqual(['/maps/red_comet.sd7!/', '']);
    const entry = vscode.Uri.joinPath(root, 'maps', 'Red Comet.smf');
    expect(parseArchiveUri(entry)).toEqual({
      archive: vscode.Uri.file('/maps/red_comet.sd7'),
      inner: 'maps/Red Comet.smf',
    });
    expect(parseArchiveUri(root).inner).toBe('');
  });

  it('keep an archive that is not a local file in the query, also as a folder', () => {
    const remote = vscode.Uri.from({ scheme: 'vscode-vfs', authority: 'github', path: '/maps/x.sdz' });
    const root = archiveFolderUri(remote);
    expect(root.path).toBe('/x.sdz!/');
    expect(parseArchiveUri(vscode.Uri.joinPath(root, 'mapinfo.lua')).archive.toString()).toBe(remote.toString());
  });

  it('still open URIs of the first shape (the archive URI in base64url)', () => {
    const key = Buffer.from(archive.toString(), 'utf8').toString('base64url');
    const old = vscode.Uri.from({ scheme: 'hexatlas-archive', path: `/${key}/maps/Red Comet.smf` });
    expect(parseArchiveUri(old).archive.toString()).toBe(archive.toString());
    expect(parseArchiveUri(old).inner).toBe('maps/Red Comet.smf');
  });
});
