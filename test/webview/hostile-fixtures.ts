// Files whose text fields carry hostile content (markup, script, a 100,000-character name, invalid UTF-8, control
// and bidi characters), written by the real codecs' generators and writers, then decoded and validated by them.
import { analyze } from '../../src/analysis';
import { encodeUtf8 } from '../../src/core/text';
import { blotterFamily, blotterFormat } from '../../src/formats/blotter';
import { nresCodec } from '../../src/formats/parkan';
import { generateSmf, smfFormat } from '../../src/formats/smf';
import { writeNRes } from '../../src/formats/parkan/nres/encode';
import { smfEncodedSize } from '../../src/formats/smf/encode';
import { bufferSource } from '../../src/core/byte-source';
import type { Fixture } from './fixtures';
import { render } from '../../src/core/translatable';

/** Each sets window.__pwned if it ever runs as script (the tests check it stays unset). */
export const scriptText = '<script>window.__pwned=1</script>';
export const imgText = '<img src=x onerror=__pwned=1>';
const longText = 'L'.repeat(100_000);
/** NUL, ESC (a terminal colour), BEL, right-to-left override, zero-width joiner. */
const controlText = 'a\0b\x1b[31mc\x07d\u202Eevil\u200Dz';
/** The control characters that fit in a Latin-1 name (SMF stores names as Latin-1). */
const latin1Controls = 'a\x1b[31mc\x07d\x7f';
/** Not UTF-8: a lone continuation byte, a truncated sequence, 0xFF. */
const invalidUtf8 = Uint8Array.of(0x41, 0x80, 0xc3, 0x28, 0xff, 0x42);

/** Markup that would be elements (img, script, b) if any of it were parsed as HTML. */
export const injectedSelector = 'img, script:not([nonce]), b, iframe, svg';

async function analysed(
  fileName: string,
  bytes: Uint8Array,
  format: string,
  options: Parameters<typeof analyze>[2],
): Promise<Fixture> {
  const { decoded, diagnostics } = await analyze(fileName, bytes, options);
  return { fileName, format, bytes, source: bufferSource(bytes), decode: () => ({ root: decoded.root, diagnostics }) };
}

/**
 * The generator's smallest Logic World subassembly with every component type text id replaced: the board's is the
 * script, the next ones the img tag, the long name, invalid UTF-8 and control characters; the last type repeats
 * the script (a duplicate-text-id diagnostic quotes it). The one mod id is the img tag.
 */
export async function hostileBlotter(): Promise<Fixture> {
  const tiny = blotterFamily.generate(1).find((f) => f.name === 'tiny.partialworld')!;
  const model = blotterFormat.decode(tiny.bytes).model!;
  const texts = [
    encodeUtf8(scriptText),
    encodeUtf8(imgText),
    encodeUtf8(longText),
    invalidUtf8,
    encodeUtf8(controlText),
  ];
  model.componentIds = model.componentIds.map((e, i) => ({ ...e, textId: i < texts.length ? texts[i] : e.textId }));
  model.componentIds[model.componentIds.length - 1].textId = texts[0];
  model.mods = [{ ...model.mods[0], id: encodeUtf8(imgText) }];
  return analysed('hostile.partialworld', blotterFormat.encode(model), render(blotterFormat.displayName), {
    format: blotterFormat,
  });
}

/**
 * The generator's smallest Spring map with markup and control bytes in its feature type names and tile file names
 * (no .smt beside it, so validation quotes them). The tile section moves to the end, where longer names fit.
 */
export async function hostileSmf(): Promise<Fixture> {
  const map = generateSmf(1).find((f) => f.name.endsWith('.smf'))!;
  const model = smfFormat.decode(map.bytes).model!;
  model.features!.typeNames = model.features!.typeNames.map((n, i) => [imgText, latin1Controls][i] ?? n);
  model.tiles!.files = model.tiles!.files.map((f, i) => ({ ...f, name: [scriptText, latin1Controls][i] ?? f.name }));
  model.header.tilesPtr = smfEncodedSize(model);
  return analysed('hostile.smf', smfFormat.encode(model), render(smfFormat.displayName), {
    format: smfFormat,
    siblings: { read: async () => undefined },
  });
}

/** An NRes archive with one entry named by an img tag (names are at most 35 Latin-1 bytes). */
export async function hostileNRes(): Promise<Fixture> {
  const bytes = writeNRes([
    { typeId: 1, attr1: 0, attr2: 0, attr3: 0, name: imgText, payload: Uint8Array.of(1, 2, 3, 4) },
  ]);
  return analysed('hostile.nres', bytes, render(nresCodec.displayName), { format: nresCodec });
}
