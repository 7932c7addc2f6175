// Land.msh directory rules: which entry types, in which order, with which strides and attributes. Also yields the
// record counts the cross-table checks need (from the payload sizes, which is what the bytes hold).
import { DiagnosticSink } from '../../../core/diagnostics';
import { ENTRY_SIZE, entryField, headerField } from '../nres/layout';
import { NResArchive, NResEntry } from '../nres/decode';
import { mshRules } from '../rules';
import {
  CELL_HEADER_SIZE,
  MshType,
  REQUIRED_TYPES,
  RETAIL_ORDER,
  SLOT_HEADER_SIZE,
  SLOT_SIZE,
  mshStreams,
} from './layout';
import { msg } from '../../../core/translatable';

export interface MshLayout {
  /** The first entry of each type. */
  byType: Map<number, NResEntry>;
  nodeCount: number;
  slotCount: number;
  vertexCount: number;
  faceCount: number;
}

export function checkMshDirectory(a: NResArchive, diags: DiagnosticSink): MshLayout {
  const byType = new Map<number, NResEntry>();
  for (const e of a.entries) {
    const stream = mshStreams.get(e.typeId);
    if (!stream) {
      diags.report(
        mshRules.unknownType,
        e.at + entryField.typeId,
        4,
        msg`entry ${e.index}: type ${e.typeId} is not a terrain type`,
      );
      continue;
    }
    if (byType.has(e.typeId)) {
      diags.report(
        mshRules.duplicateType,
        e.at + entryField.typeId,
        4,
        msg`entry ${e.index}: a second type ${e.typeId} entry`,
        [{ offset: byType.get(e.typeId)!.at, length: ENTRY_SIZE, message: msg`first entry of this type` }],
      );
      continue;
    }
    byType.set(e.typeId, e);
    if (e.typeId !== MshType.nodes && e.attr2 !== 0) {
      diags.report(
        mshRules.attr2NonZero,
        e.at + entryField.attr2,
        4,
        msg`entry ${e.index} (type ${e.typeId}): attr2 is ${e.attr2}`,
      );
    }
    checkStride(e, stream.stride, diags);
  }
  checkRequired(a, byType, diags);
  checkOrder(a, diags);
  const records = (type: number, header = 0) => {
    const e = byType.get(type);
    return e?.inRange ? Math.floor(Math.max(0, e.size - header) / mshStreams.get(type)!.stride) : 0;
  };
  return {
    byType,
    nodeCount: records(MshType.nodes),
    slotCount: records(MshType.slots, SLOT_HEADER_SIZE),
    vertexCount: records(MshType.vertices),
    faceCount: records(MshType.faces),
  };
}

function checkStride(e: NResEntry, stride: number, diags: DiagnosticSink): void {
  const where = `entry ${e.index} (type ${e.typeId})`;
  let records = Math.floor(e.size / stride);
  if (e.typeId === MshType.slots) {
    records = Math.floor((e.size - SLOT_HEADER_SIZE) / SLOT_SIZE);
    if (e.size < SLOT_HEADER_SIZE) {
      diags.report(
        mshRules.slotHeaderShort,
        e.at + entryField.size,
        4,
        msg`${where}: ${e.size} bytes, the slot header alone is 0x8C`,
      );
      records = 0;
    } else if ((e.size - SLOT_HEADER_SIZE) % SLOT_SIZE !== 0) {
      const trailing = (e.size - SLOT_HEADER_SIZE) % SLOT_SIZE;
      const [offset, length] = e.inRange ? [e.dataOffset + e.size - trailing, trailing] : [e.at + entryField.size, 4];
      diags.report(mshRules.slotTrailing, offset, length, msg`${where}: ${trailing} bytes after the last whole slot`);
    }
  } else {
    if (e.typeId === MshType.cells && e.size < CELL_HEADER_SIZE) {
      diags.report(
        mshRules.cellHeaderShort,
        e.at + entryField.size,
        4,
        msg`${where}: ${e.size} bytes, the header alone is 8`,
      );
    }
    if (e.size % stride !== 0) {
      diags.report(
        mshRules.strideSize,
        e.at + entryField.size,
        4,
        msg`${where}: size ${e.size} is not a multiple of ${stride}`,
      );
    }
  }
  if (e.attr1 !== records)
    diags.report(
      mshRules.recordCount,
      e.at + entryField.attr1,
      4,
      msg`${where}: attr1 ${e.attr1}, the payload holds ${records} records`,
    );
  if (e.attr3 !== stride)
    diags.report(mshRules.strideAttr, e.at + entryField.attr3, 4, msg`${where}: attr3 ${e.attr3}, stride is ${stride}`);
}

function checkRequired(a: NResArchive, byType: Map<number, NResEntry>, diags: DiagnosticSink): void {
  const missing = REQUIRED_TYPES.filter((t) => !byType.has(t));
  if (missing.length === 0) return;
  const [offset, length] =
    a.entries.length > 0 ? [a.directoryOffset, a.entries.length * ENTRY_SIZE] : [headerField.entryCount, 4];
  diags.report(
    mshRules.missingType,
    offset,
    length,
    missing.length > 1
      ? msg`Land.msh lacks entry types ${missing.join(', ')}`
      : msg`Land.msh lacks entry type ${missing.join(', ')}`,
  );
}

/**
 * Known types should appear in retail order (1, 2, 3, 4, 5, 18, 14, 11, 21); the first one out of place is reported.
 */
function checkOrder(a: NResArchive, diags: DiagnosticSink): void {
  let rank = -1;
  for (const e of a.entries) {
    const r = RETAIL_ORDER.indexOf(e.typeId);
    if (r < 0) continue;
    if (r < rank) {
      diags.report(
        mshRules.entryOrder,
        e.at + entryField.typeId,
        4,
        msg`entry ${e.index}: type ${e.typeId} comes after a type retail files list later`,
      );
      return;
    }
    rank = r;
  }
}
