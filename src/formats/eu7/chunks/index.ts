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
import { msg, type Text } from '../../../core/translatable';

export type ChunkRead = Read<ChunkBody>;

export interface ChunkKind {
  /** File version that introduced the chunk. */
  since: number;
  title: Text;
  read?: (s: StructBuilder, ctx: Eu7Context) => ChunkRead;
  records?: RecordChunk;
}

export const chunkKinds: Record<string, ChunkKind> = {
  STRS: { since: 4, title: msg`string table`, read: readStrs },
  INCL: { since: 4, title: msg`includes`, read: readIncl },
  TRAK: { since: 4, title: msg`tracks`, records: trakRecords },
  TRAC: { since: 4, title: msg`traction wires`, records: tracRecords },
  PWRS: { since: 4, title: msg`power sources`, records: pwrsRecords },
  TERR: { since: 5, title: msg`terrain`, read: readTerr },
  MESH: { since: 4, title: msg`shapes`, records: meshRecords },
  LINE: { since: 4, title: msg`lines`, records: lineRecords },
  MODL: { since: 4, title: msg`models`, records: modlRecords },
  MEMC: { since: 4, title: msg`memory cells`, records: memcRecords },
  LAUN: { since: 4, title: msg`event launchers`, records: launRecords },
  DYNM: { since: 4, title: msg`vehicles`, records: dynmRecords },
  SOND: { since: 4, title: msg`sounds`, records: sondRecords },
  TRSE: { since: 4, title: msg`trainsets`, records: trseRecords },
  EVNT: { since: 4, title: msg`events`, records: evntRecords },
  FINT: { since: 4, title: msg`first-init counter`, read: readFint },
  PLAC: { since: 4, title: msg`include placement`, read: readPlac },
  PIDX: { since: 7, title: msg`PACK section index` },
  PACK: { since: 7, title: msg`model sections` },
  PROT: { since: 8, title: msg`model prototypes`, read: readProt },
};
