// The fallback for files no format recognises: the bytes as one opaque run, still browsable in the hex view.
import { Decoded, FormatCodec } from '../../core/format';
import { opaque } from '../../core/node';
import { msg } from '../../core/translatable';

export const rawFormat: FormatCodec<Uint8Array, undefined> = {
  id: 'raw',
  displayName: msg`Plain bytes`,
  // Any file may be reopened as plain bytes; none opens so by default.
  patterns: ['*'],
  opensByDefault: false,
  sniff: () => true,
  decode: (bytes) => ({ ...plainBytes(bytes.length), model: bytes }),
  validate: async () => [],
  encode: (model) => model,
  rules: [],
};

/**
 * What plain bytes decode to, from the size alone: one opaque run. A file whose bytes are not all read (a paged
 * file no format claims) is shown from this, with no model to write back.
 */
export function plainBytes(size: number): Decoded<undefined, undefined> {
  return {
    root: opaque('file', 0, size, `u8[${size}]`, 'not a recognised format'),
    model: undefined,
    index: undefined,
    diagnostics: [],
  };
}
