// A game or base-content archive checked by the rules of its kind: modinfo.lua (read without running it), every
// entry screened against the engine's decoders and the hostile-archive bounds, and the files it carries that a
// format reads (maps with their tile files, any other registered format) validated. Nothing is asked of it that
// only a map needs.
import { DiagnosticSink } from '../../core/diagnostics';
import { formatByName } from '../../formats';
import { ArchiveCheck, InnerFile, sortDiagnostics } from '../archive-check';
import { ContentKind, modInfoKind } from '../content-kind';
import { ArchiveReader } from '../reader';
import { extensionOf } from '../vfs-path';
import { checkModInfo } from './mod-info';

export interface KindReport {
  kind: ContentKind;
  /** Diagnostics of the archive as a whole, on its header bytes. */
  diagnostics: InnerFile['diagnostics'];
  inner: InnerFile[];
}

/** Files the check validates: those a format recognises by name, but tile files, which their map reads. */
function carried(path: string): boolean {
  return extensionOf(path) !== 'smt' && formatByName(path) !== undefined;
}

export async function checkGameArchive(reader: ArchiveReader): Promise<KindReport> {
  const check = new ArchiveCheck(reader);
  check.screen(reader.entries);
  const modInfo = reader.find('modinfo.lua');
  const files = reader.entries.filter((e) => carried(e.path));
  await check.preload(modInfo ? [modInfo, ...files] : files);
  const inner: InnerFile[] = [];
  let kind: ContentKind = 'content';
  const modInfoBytes = await check.bytesOf(modInfo);
  if (modInfo && modInfoBytes) {
    const sink = new DiagnosticSink(modInfoBytes.length);
    kind = modInfoKind(checkModInfo(modInfoBytes, sink));
    inner.push({
      path: modInfo.path,
      format: 'modinfo',
      size: modInfoBytes.length,
      diagnostics: sortDiagnostics(sink.finish()),
    });
  } else if (modInfo) kind = 'game';
  for (const e of files) {
    const bytes = await check.bytesOf(e);
    if (bytes) inner.push((await check.validate(e, bytes)).file);
  }
  return { kind, diagnostics: check.finish(), inner };
}
