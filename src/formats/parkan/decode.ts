// NRes archives read: the directory, then the Land.msh or Land.map payload by the archive's kind, shown and indexed
// by its terrain meaning for the rules (validate.ts) that continue from the index. The bulk payloads (the areal map,
// the word streams) are read from `source`: the file itself when it is in memory, its pages otherwise (paged.ts).
import { type ByteSource, bufferSource } from '../../core/byte-source';
import { DiagnosticSink } from '../../core/diagnostics';
import type { Decoded, DecodeOptions } from '../../core/format';
import { opaque } from '../../core/node';
import { quote } from '../../core/text';
import { MapIndex, indexMap } from './map/map-index';
import { MAP_TYPE } from './map/layout';
import { mapViewer } from './map/tree';
import { MshLayout, checkMshDirectory } from './msh/directory';
import { mshViewer } from './msh/tree';
import { ENTRY_SIZE, entryField, headerField } from './nres/layout';
import { NResArchive, readNRes } from './nres/decode';
import { PayloadViewer, nresTree } from './nres/tree';
import { mapRules } from './rules';
import { ArchiveKind, archiveKind } from './terrain';
import { msg } from '../../core/translatable';

export interface NResModel {
  archive: NResArchive;
  /** The file: its bytes in memory, or its pages (payloads left out of the held bytes are read from it). */
  source: ByteSource;
}

/** What the terrain rules read: the payload's layout (Land.msh) or record index (Land.map). */
export interface NResIndex {
  kind: ArchiveKind;
  msh?: MshLayout;
  map?: MapIndex;
}

const opaqueViewer: PayloadViewer = {
  typeName: () => undefined,
  payload: (e) =>
    opaque(`payload [${e.index}]`, e.dataOffset, e.size, undefined, msg`${quote(e.name)} type ${e.typeId}`),
};

export function decodeNRes(
  bytes: Uint8Array,
  options?: DecodeOptions,
  source: ByteSource = bufferSource(bytes),
): Decoded<NResModel, NResIndex> {
  const diags = new DiagnosticSink(bytes.length);
  const archive = readNRes(bytes, diags);
  if (!archive)
    return {
      root: nresTree(bytes, undefined, opaqueViewer, 'NRes archive'),
      model: undefined,
      index: undefined,
      diagnostics: diags.finish(),
    };
  const index: NResIndex = { kind: archiveKind(archive.entries, options?.fileName) };
  let viewer = opaqueViewer;
  if (index.kind === 'msh') {
    index.msh = checkMshDirectory(archive, diags);
    viewer = mshViewer(bytes, source, index.msh);
  } else if (index.kind === 'map') {
    const entry = checkMapDirectory(archive, diags);
    if (entry) index.map = indexMap(source, entry, diags, options?.shouldStop);
    viewer = mapViewer(index.map);
  }
  const label = index.kind === 'msh' ? 'Land.msh' : index.kind === 'map' ? 'Land.map' : 'NRes archive';
  return {
    root: nresTree(bytes, archive, viewer, label),
    model: { archive, source },
    index,
    diagnostics: diags.finish(),
    version: `NRes ${label}`,
  };
}

/** Land.map holds exactly one type-12 entry; returns it when its payload can be read. */
function checkMapDirectory(a: NResArchive, diags: DiagnosticSink) {
  if (a.entries.length !== 1) {
    diags.report(
      mapRules.entryLayout,
      headerField.entryCount,
      4,
      msg`Land.map has ${a.entries.length} entries, expected exactly one of type 12`,
    );
  } else if (a.entries[0].typeId !== MAP_TYPE) {
    diags.report(
      mapRules.entryLayout,
      a.entries[0].at + entryField.typeId,
      4,
      msg`the Land.map entry has type ${a.entries[0].typeId}, expected 12`,
      [{ offset: a.entries[0].at, length: ENTRY_SIZE, message: msg`the entry` }],
    );
  }
  return a.entries.find((e) => e.typeId === MAP_TYPE && e.inRange);
}
