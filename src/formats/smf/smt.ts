// The .smt tile file: a 32-byte header, then 680-byte tiles (a 32x32 DXT1 image with 4 mip levels each). The
// engine never uses the header's tile count; the file size says how many tiles there are.
import { StructBuilder } from '../../core/builder';
import { Cursor } from '../../core/cursor';
import { Diagnostic, DiagnosticSink } from '../../core/diagnostics';
import type { Decoded, SiblingFiles } from '../../core/format';
import { bufferSource, type ByteSource } from '../../core/byte-source';
import { BasicNode, Reading, SpanNode, StrideArrayNode, container, opaque } from '../../core/node';
import { quote } from '../../core/text';
import { tolerate } from '../../core/tolerate';
import { ByteWriter } from '../../core/writer';
import { dxt1Mips } from '../../core/pictures/dxt1';
import { readMagic } from './magic';
import { SMT_HEADER_SIZE, SMT_MAGIC, SMT_TILE_MIPS, SMT_TILE_SIZE } from './layout';
import { SmtHeader, SmtModel } from './model';
import { smtRules } from './rules';
import { counted, msg } from '../../core/translatable';

/** Offsets of the SMT header fields. */
export const SMT_FIELD = { magic: 0, version: 16, numTiles: 20, tileSize: 24, compressionType: 28 } as const;

function readSmtHeader(s: StructBuilder): SmtHeader {
  return {
    magic: readMagic(s, SMT_MAGIC),
    version: s.i32('version'),
    numTiles: s.i32('numTiles', { show: (v) => msg`${counted(v, 'tile')} (not used by the engine)` }),
    tileSize: s.i32('tileSize', { show: (v) => msg`${v}x${v} texels` }),
    compressionType: s.i32('compressionType', { show: (v) => (v === 1 ? '1 = DXT1' : msg`${v} (unknown)`) }),
  };
}

/** Tiles the file holds after its header: whole ones, and the bytes of a partial one. */
export function smtTileCount(fileSize: number): { whole: number; rest: number } {
  const body = Math.max(0, fileSize - SMT_HEADER_SIZE);
  return { whole: Math.floor(body / SMT_TILE_SIZE), rest: body % SMT_TILE_SIZE };
}

/** The engine's checks of an SMT header, reported at the header's fields. */
export function checkSmtHeader(h: SmtHeader, sink: DiagnosticSink): void {
  const F = SMT_FIELD;
  if (h.magic !== SMT_MAGIC)
    sink.report(smtRules.magic, F.magic, 16, msg`magic is ${quote(h.magic)}, expected ${quote(SMT_MAGIC)}`);
  if (h.version !== 1) sink.report(smtRules.version, F.version, 4, msg`version ${h.version}, expected 1`);
  if (h.tileSize !== 32) sink.report(smtRules.tileSize, F.tileSize, 4, msg`tileSize ${h.tileSize}, expected 32`);
  if (h.compressionType !== 1)
    sink.report(
      smtRules.compression,
      F.compressionType,
      4,
      msg`compressionType ${h.compressionType}, expected 1 (DXT1)`,
    );
}

/** Why the engine would refuse a tile file, from its header's bytes alone: the header cut short or its checks. */
export function smtRefusals(header: Uint8Array): string[] {
  const sink = new DiagnosticSink(header.length);
  const h = tolerate(sink, { start: 0, end: header.length, what: msg`SMT header` }, () =>
    readSmtHeader(new StructBuilder(new Cursor(header), 'header', 'SMTHeader')),
  );
  if (!h) return ['header cut short'];
  checkSmtHeader(h, sink);
  return sink.finish().map((d) => d.message);
}

/** A tile file beside a map: read in ranges where the siblings can, else whole; undefined when absent or unreadable. */
export async function tileFileSource(siblings: SiblingFiles, name: string): Promise<ByteSource | undefined> {
  try {
    const ranged = await siblings.source?.(name);
    if (ranged) return ranged;
    const whole = await siblings.read(name);
    return whole && bufferSource(whole);
  } catch {
    return undefined;
  }
}

export function decodeSmt(bytes: Uint8Array): Decoded<SmtModel, undefined> {
  const sink = new DiagnosticSink(bytes.length);
  const hb = new StructBuilder(new Cursor(bytes), 'header', 'SMTHeader');
  const header = tolerate(sink, { start: 0, end: bytes.length, what: msg`SMT header` }, () => readSmtHeader(hb));
  const parts: SpanNode[] = [hb.done(header ? counted(header.numTiles, 'tile') : undefined, !header)];
  const root = (display: Reading) =>
    container({ name: 'file', type: 'SMT', kind: 'struct', offset: 0, end: bytes.length, display }, parts);
  if (!header)
    return { root: root('SMT header cut short'), model: undefined, index: undefined, diagnostics: sink.finish() };
  checkSmtHeader(header, sink);

  const { whole, rest } = smtTileCount(bytes.length);
  const tilesEnd = SMT_HEADER_SIZE + whole * SMT_TILE_SIZE;
  if (header.numTiles !== whole) {
    sink.report(
      smtRules.tileCount,
      SMT_FIELD.numTiles,
      4,
      msg`header says ${header.numTiles} tiles, the file holds ${whole}`,
    );
  }
  if (whole > 0) {
    parts.push(
      new StrideArrayNode(
        'tiles',
        `Tile[${whole}]`,
        SMT_HEADER_SIZE,
        whole,
        SMT_TILE_SIZE,
        (i, at) =>
          new BasicNode(
            {
              name: `[${i}]`,
              type: 'Tile',
              kind: 'struct',
              offset: at,
              length: SMT_TILE_SIZE,
              display: msg`tile ${i}: 32x32 DXT1, ${counted(4, 'mip level')}`,
            },
            dxt1Mips(bytes, at, SMT_TILE_MIPS),
          ),
        msg`${counted(whole, 'tile')} of 32x32 texels`,
      ),
    );
  }
  if (rest > 0) {
    sink.report(
      smtRules.partialTile,
      tilesEnd,
      rest,
      msg`the last ${rest} bytes are part of a tile (${SMT_TILE_SIZE} bytes each)`,
    );
    parts.push(
      opaque('partialTile', tilesEnd, rest, `u8[${rest}]`, msg`${rest} of ${counted(SMT_TILE_SIZE, 'byte')} of a tile`),
    );
  }
  const model: SmtModel = {
    header,
    tiles: bytes.subarray(SMT_HEADER_SIZE, tilesEnd),
    trailing: bytes.subarray(tilesEnd),
  };
  return {
    root: root(msg`Spring tile file, ${counted(whole, 'tile')}`),
    model,
    index: undefined,
    diagnostics: sink.finish(),
    version: msg`v${header.version}, ${counted(whole, 'tile')}`,
  };
}

export function encodeSmt(m: SmtModel): Uint8Array {
  const h = m.header;
  return new ByteWriter(SMT_HEADER_SIZE + m.tiles.length + m.trailing.length)
    .fixedString(h.magic, 16)
    .i32(h.version)
    .i32(h.numTiles)
    .i32(h.tileSize)
    .i32(h.compressionType)
    .bytes(m.tiles)
    .bytes(m.trailing)
    .finish();
}

/** Every SMT rule is a header or size rule that decoding already applies. */
export async function validateSmt(): Promise<Diagnostic[]> {
  return [];
}
