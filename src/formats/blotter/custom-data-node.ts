// The tree of one component's custom data: typed fields at their exact bytes (so they can be edited in place) when
// the type's layout is known and the data fits it, else the bytes kept opaque with the reason.
import { StructBuilder } from '../../core/builder';
import { BasicNode, Primitive, Reading, field } from '../../core/node';
import { formatFloat, hexBytes, hexDigits } from '../../core/numbers';
import { isValidUtf8, quote, utf8 } from '../../core/text';
import { hasAnyLayout, layoutFor } from './custom-data';
import { CustomDataLayout, FieldSpec, MemoryWords, fitsLayout } from './custom-data-spec';
import { MemoryWordsNode } from './memory-words';
import { NULL_CUSTOM_DATA } from './layout';
import { onOff } from './display';
import { counted, msg, type Text } from '../../core/translatable';

/**
 * i32 length (-1 = null, 0 = empty), then the bytes: decoded when `typeName` has a layout, for the save's game
 * `version`, that they fit.
 */
export function readCustomData(s: StructBuilder, typeName: string | undefined, version: readonly number[]): void {
  let summary: Reading = '';
  s.struct(
    'customData',
    'CustomData',
    (d) => {
      const length = d.i32('length', {
        show: (n) => (n === NULL_CUSTOM_DATA ? msg`null (no data)` : n === 0 ? msg`empty` : counted(n, 'byte')),
      });
      summary = length === NULL_CUSTOM_DATA ? msg`no data` : length === 0 ? msg`empty` : counted(length, 'byte');
      const l = typeName === undefined ? undefined : layoutFor(typeName, version);
      const at = d.c.pos;
      if (length < 0) return;
      const within = at - d.c.base;
      if (l && fitsLayout(l, d.c.view, within, length)) summary = readFields(d, l);
      else if (length > 0)
        d.opaque('bytes', length, opaqueText(d.c.bytes.subarray(within, within + length), typeName, l));
    },
    () => summary,
  );
}

function opaqueText(b: Uint8Array, typeName: string | undefined, l: CustomDataLayout | undefined): Text {
  const why = !l
    ? typeName === undefined
      ? msg`no layout known for this type`
      : hasAnyLayout(typeName)
        ? msg`no layout known for ${typeName} in this game version`
        : msg`no layout known for ${typeName}`
    : l.confidence === 'guessed'
      ? msg`layout unknown for this version: ${counted(b.length, 'byte')} shown raw`
      : l.size >= 0
        ? msg`does not fit the ${typeName ?? ''} layout (${counted(l.size, 'byte')})`
        : msg`does not fit the ${typeName ?? ''} layout (see its fields)`;
  return msg`${why}: ${hexBytes(b)}`;
}

/** Reads the fields of `l`; returns the one-line summary. */
function readFields(d: StructBuilder, l: CustomDataLayout): Reading {
  const values: Record<string, Primitive> = {};
  d.struct(
    'data',
    l.type,
    (f) => {
      for (const spec of l.fields) values[spec.name] = readField(f, spec, values);
    },
    () => msg`${summarize(l, values)} (layout: ${confidenceText(l)}; ${l.source})`,
  );
  return summarize(l, values);
}

function readField(f: StructBuilder, spec: FieldSpec, earlier: Record<string, Primitive>): Primitive {
  switch (spec.shape) {
    case 'color':
      return readColor(f, spec.name);
    case 'u8':
      return f.u8(spec.name);
    case 'u32':
      return f.u32(spec.name, { show: (v) => withUnit(v, spec.unit) });
    case 'i32':
      return f.i32(spec.name, { show: (v) => withUnit(v, spec.unit) });
    case 'f32':
      return f.f32(spec.name, { show: formatFloat });
    case 'bool':
      return readBool(f, spec.name);
    case 'string':
      return readText(f, spec.name);
    case 'bytes':
      return readByteArray(f, spec, earlier);
    case 'rest':
      // Custom data ends the component record, so the rest of the record is the rest of the data.
      return readBytes(f, spec, f.c.end - f.c.pos, earlier);
  }
}

/** A byte array: i32 length (-1: null), then the bytes; returns the length. */
function readByteArray(f: StructBuilder, spec: FieldSpec, earlier: Record<string, Primitive>): number {
  let length = 0;
  f.struct(
    spec.name,
    'byte[]',
    (a) => {
      length = a.i32('length', { show: (n) => (n === -1 ? msg`null` : counted(n, 'byte')) });
      if (length > 0) readBytes(a, { ...spec, name: 'bytes' }, length, earlier);
    },
    () => (length === -1 ? msg`null` : counted(length, 'byte')),
  );
  return length;
}

/** `length` raw bytes, with the RAM words they hold when the field says so; returns the length. */
function readBytes(f: StructBuilder, spec: FieldSpec, length: number, earlier: Record<string, Primitive>): number {
  const at = f.c.pos;
  const bytes = f.opaque(spec.name, length, spec.words ? msg`raw deflate stream` : undefined);
  if (spec.words && length > 0) {
    const bits = wordSetting(spec.words.bits, earlier);
    const addressBits = wordSetting(spec.words.addressBits, earlier);
    if (bits > 0 && bits <= 64) f.children.push(new MemoryWordsNode(bytes, at, bits, addressBits));
  }
  return length;
}

/** A word setting given as a number, or by the name of an earlier field that holds it. */
function wordSetting(v: MemoryWords['bits'], earlier: Record<string, Primitive>): number {
  return typeof v === 'number' ? v : Number(earlier[v]);
}

function withUnit(v: number, unit: FieldSpec['unit']): Reading {
  return unit === 'squares' ? counted(v, 'square') : unit === 'ticks' ? counted(v, 'tick') : String(v);
}

function confidenceText(l: CustomDataLayout): Text {
  return l.confidence === 'documented'
    ? msg`documented`
    : l.confidence === 'guessed'
      ? msg`guessed`
      : msg`checked on real saves`;
}

/** Color24: R, G, B bytes under one node whose value is "#RRGGBB". */
function readColor(f: StructBuilder, name: string): string {
  const at = f.c.pos;
  const [r, g, b] = f.c.take(3);
  const text = `#${[r, g, b].map((x) => hexDigits(x, 2)).join('')}`;
  const parts = [r, g, b].map((v, k) => field('rgb'[k], 'u8', at + k, 1, v));
  f.children.push(
    new BasicNode({ name, type: 'Color24', kind: 'struct', offset: at, length: 3, value: text, display: text }, parts),
  );
  return text;
}

/** A bool byte: the game reads any non-zero byte as true (the rules flag bytes other than 0 and 1). */
function readBool(f: StructBuilder, name: string): boolean {
  const raw = f.c.bytes[f.c.pos - f.c.base];
  const word = (v: boolean): Text => (name === 'on' ? onOff(v) : name === 'pressed' ? pressedText(v) : yesNo(v));
  return f.bool(name, { show: (v) => (raw > 1 ? msg`${word(v)} (stored as ${raw})` : word(v)) });
}

function pressedText(pressed: boolean): Text {
  return pressed ? msg`pressed` : msg`released`;
}

function yesNo(v: boolean): Text {
  return v ? msg`yes` : msg`no`;
}

function readText(f: StructBuilder, name: string): string {
  let text = '';
  f.struct(
    name,
    'string',
    (t) => {
      const length = t.i32('length');
      const raw = t.c.bytes.subarray(t.c.pos - t.c.base, t.c.pos - t.c.base + length);
      const valid = isValidUtf8(raw);
      text = t.value('text', `char[${length}]`, (c) => utf8(c.take(length)), {
        show: (v) => (valid ? quote(v) : msg`${quote(v)} (not valid UTF-8)`),
      });
    },
    () => quote(text),
  );
  return text;
}

/** The packed size of a RAM's memory (its `data` byte array's length). */
function packed(v: Record<string, Primitive>): Text {
  return msg`${counted(Number(v.data), 'byte')} packed`;
}

function sizeText(v: Record<string, Primitive>): Text {
  return msg`${Number(v.sizeX)} x ${counted(Number(v.sizeZ), 'square')}`;
}

function summarize(l: CustomDataLayout, v: Record<string, Primitive>): Reading {
  switch (l.type) {
    case 'CircuitBoardData':
      return msg`${String(v.color)}, ${Number(v.sizeX)} x ${counted(Number(v.sizeZ), 'square')}`;
    case 'SwitchData':
      return msg`${String(v.color)}, ${onOff(v.on === true)}`;
    case 'ButtonData':
      return v.sizeX === undefined
        ? msg`${String(v.color)}, ${pressedText(v.pressed === true)}`
        : msg`${String(v.color)}, ${pressedText(v.pressed === true)}, ${sizeText(v)}`;
    case 'DisplayData':
      return v.sizeX === undefined
        ? msg`display configuration ${Number(v.displayConfigurationIndex)}`
        : msg`display configuration ${Number(v.displayConfigurationIndex)}, ${sizeText(v)}`;
    case 'HexDisplayData':
      return msg`${String(v.color)}, size ${counted(Number(v.size), 'square')}`;
    case 'RamData':
      return msg`memory: ${packed(v)}`;
    case 'RamResizableData': {
      const word = counted(Number(v.bitWidth), 'bit');
      return msg`${Number(v.addressWidth)} address bits, ${word} a word, memory: ${packed(v)}`;
    }
    case 'BufferData':
      return msg`memory and pointers: ${counted(Number(v.state), 'byte')} packed`;
    case 'DelayerData':
      return msg`${counted(v.delayLengthInTicks as number, 'tick')} delay`;
    default:
      return `${quote(String(v.text))}, ${v.color}`;
  }
}
