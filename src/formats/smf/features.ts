// The feature section at featurePtr: two counts (types first, then features, the other way round from the wiki),
// the NUL-terminated type names, then 24-byte feature records that refer to a name by index.
import { StructBuilder } from '../../core/builder';
import { OutOfData } from '../../core/cursor';
import { DiagnosticSink } from '../../core/diagnostics';
import { BasicNode, IndexedArrayNode, SpanNode, StrideArrayNode, field } from '../../core/node';
import { formatFloat } from '../../core/numbers';
import { inert, latin1, quote } from '../../core/text';
import { FEATURE_RECORD_SIZE, MAX_FEATURE_NAME_BYTES, MAX_FEATURE_TYPES, rotationDegrees } from './layout';
import { FeatureSection } from './model';
import { smfRules } from './rules';
import { msg } from '../../core/translatable';

function featureRecord(
  view: DataView,
  index: number,
  at: number,
  typeNames: readonly string[],
  nameOffsets: ArrayLike<number>,
): SpanNode {
  const type = view.getInt32(at, true);
  const f = (k: number): number => view.getFloat32(at + 4 + 4 * k, true);
  const [x, y, z, rotation, relativeSize] = [f(0), f(1), f(2), f(3), f(4)];
  const known = type >= 0 && type < typeNames.length;
  const name = known ? quote(typeNames[type]) : `type ${type} (no such type)`;
  const elmos = (v: number): string => `${formatFloat(v)} elmos`;
  const node = new BasicNode(
    {
      name: `[${index}]`,
      type: 'FeatureRecord',
      kind: 'struct',
      offset: at,
      length: FEATURE_RECORD_SIZE,
      display: `${name} at x ${formatFloat(x)}, z ${formatFloat(z)} (height ${formatFloat(y)})`,
    },
    [
      field(
        'featureType',
        'i32',
        at,
        4,
        type,
        known ? `${type} = ${name}` : name,
        known
          ? [
              {
                label: inert(typeNames[type]),
                offset: nameOffsets[type],
                length: nameOffsets[type + 1] - nameOffsets[type],
              },
            ]
          : undefined,
      ),
      field('x', 'f32', at + 4, 4, x, elmos(x)),
      field('y', 'f32', at + 8, 4, y, `${elmos(y)} (height)`),
      field('z', 'f32', at + 12, 4, z, elmos(z)),
      field(
        'rotation',
        'f32',
        at + 16,
        4,
        rotation,
        `${formatFloat(rotationDegrees(rotation))}° (-32768..32767 = full turn)`,
      ),
      field('relativeSize', 'f32', at + 20, 4, relativeSize, formatFloat(relativeSize)),
    ],
  );
  // The feature's natural key: what it is and where it stands (diff and Go to Record match by it).
  node.key = `${known ? typeNames[type] : `type${type}`}@${formatFloat(x)},${formatFloat(z)}`;
  return node;
}

/** Reads the feature section into `s` (which starts at featurePtr). */
export function readFeatureSection(s: StructBuilder, sink: DiagnosticSink): FeatureSection {
  const start = s.c.pos;
  const bytes = s.c.bytes;
  const numFeatureType = s.i32('numFeatureType', { show: (v) => `${v} feature types` });
  const numFeatures = s.i32('numFeatures', { show: (v) => `${v} features` });
  if (numFeatureType < 0 || numFeatureType > MAX_FEATURE_TYPES) {
    sink.report(
      smfRules.featureTypeCount,
      start,
      4,
      msg`numFeatureType is ${numFeatureType}; the engine accepts 0..${MAX_FEATURE_TYPES}`,
    );
  }
  if (numFeatures < 0) sink.report(smfRules.featureCount, start + 4, 4, msg`numFeatures is ${numFeatures}`);

  const typeNames: string[] = [];
  const typeCount = Math.max(0, numFeatureType);
  const nameOffsets = new Uint32Array(s.c.fits(typeCount, 1) ? typeCount + 1 : 1);
  if (typeCount > 0) {
    if (!s.c.fits(typeCount, 1)) throw new OutOfData(s.c.pos, typeCount, s.c.remaining);
    const names = (count: number): IndexedArrayNode =>
      new IndexedArrayNode(
        'typeNames',
        `cstring[${typeCount}]`,
        nameOffsets,
        (i, at, length) => field(`[${i}]`, 'cstring', at, length, typeNames[i], quote(typeNames[i])),
        `${typeCount} feature types`,
        count,
      );
    let at = s.c.pos;
    for (let i = 0; i < typeCount; i++) {
      nameOffsets[i] = at;
      const nul = bytes.subarray(at, s.c.end).indexOf(0);
      if (nul < 0) {
        if (i > 0) s.add(names(i));
        throw new OutOfData(at, s.c.end - at + 1, s.c.end - at);
      }
      if (nul === 0) {
        sink.report(smfRules.featureNameEmpty, at, 1, msg`feature type ${i} has an empty name`);
      } else if (nul > MAX_FEATURE_NAME_BYTES) {
        sink.report(
          smfRules.featureNameLength,
          at,
          nul,
          msg`feature type ${i} name is ${nul} bytes; the engine reads at most ${MAX_FEATURE_NAME_BYTES} and a NUL`,
        );
      }
      typeNames.push(latin1(bytes.subarray(at, at + nul)));
      at += nul + 1;
    }
    nameOffsets[typeCount] = at;
    s.add(names(typeCount));
  }

  const recordsAt = s.c.pos;
  const count = Math.max(0, numFeatures);
  if (count > 0) {
    const there = Math.min(count, Math.floor(s.c.remaining / FEATURE_RECORD_SIZE));
    s.add(
      new StrideArrayNode(
        'records',
        `FeatureRecord[${count}]`,
        recordsAt,
        there,
        FEATURE_RECORD_SIZE,
        (i, at) => featureRecord(s.c.view, i, at, typeNames, nameOffsets),
        `${count} features`,
      ),
    );
    if (there < count) throw new OutOfData(recordsAt, count * FEATURE_RECORD_SIZE, s.c.end - recordsAt);
  }
  return {
    numFeatureType,
    numFeatures,
    typeNames,
    records: bytes.subarray(recordsAt, recordsAt + count * FEATURE_RECORD_SIZE),
  };
}
