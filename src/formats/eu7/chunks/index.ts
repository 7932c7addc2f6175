// The chunk kinds this decoder reads, with the version each appeared in (eu7-format.md §10). Record chunks (a count
// and that many records) are indexed and shown lazily; the others are read field by field. PIDX and PACK are read
// separately: PACK needs the section index of PIDX and the PROT record count, wherever those chunks are.
import { StructBuilder } from '../../../core/builder';
import { Read } from '../common/chunk-stream';
import { Eu7Context } from '../context';
import { ChunkBody } from '../model';
import { lineRecords, meshRecords, readTerr } from './geometry';
import { readIncl } from './incl';
import { evntRecords, readFint, readPlac, trseRecords } from './logic';
import { modlRecords } from './modl';
import { dynmRecords, launRecords, memcRecords, sondRecords } from './objects';
import { readProt } from './prot';
import { pwrsRecords } from './pwrs';
import { RecordChunk } from './record-chunk';
import { readStrs } from './strs';
import { tracRecords } from './trac';
import { trakRecords } from './trak';

export type ChunkRead = Read<ChunkBody>;

export interface ChunkKind {
  /** File version that introduced the chunk. */
  since: number;
  title: string;
  read?: (s: StructBuilder, ctx: Eu7Context) => ChunkRead;
  records?: RecordChunk;
}

export const chunkKinds: Record<string, ChunkKind> = {
  STRS: { since: 4, title: 'string table', read: readStrs },
  INCL: { since: 4, title: 'includes', read: readIncl },
  TRAK: { since: 4, title: 'tracks', records: trakRecords },
  TRAC: { since: 4, title: 'traction wires', records: tracRecords },
  PWRS: { since: 4, title: 'power sources', records: pwrsRecords },
  TERR: { since: 5, title: 'terrain', read: readTerr },
  MESH: { since: 4, title: 'shapes', records: meshRecords },
  LINE: { since: 4, title: 'lines', records: lineRecords },
  MODL: { since: 4, title: 'models', records: modlRecords },
  MEMC: { since: 4, title: 'memory cells', records: memcRecords },
  LAUN: { since: 4, title: 'event launchers', records: launRecords },
  DYNM: { since: 4, title: 'vehicles', records: dynmRecords },
  SOND: { since: 4, title: 'sounds', records: sondRecords },
  TRSE: { since: 4, title: 'trainsets', records: trseRecords },
  EVNT: { since: 4, title: 'events', records: evntRecords },
  FINT: { since: 4, title: 'first-init counter', read: readFint },
  PLAC: { since: 4, title: 'include placement', read: readPlac },
  PIDX: { since: 7, title: 'PACK section index' },
  PACK: { since: 7, title: 'model sections' },
  PROT: { since: 8, title: 'model prototypes', read: readProt },
};
