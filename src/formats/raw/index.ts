// The fallback for files no format recognises: the bytes as one opaque run, still browsable in the hex view.
import { FormatCodec } from '../../core/format';
import { opaque } from '../../core/node';
import { msg } from '../../core/translatable';

export const rawFormat: FormatCodec<Uint8Array, undefined> = {
  id: 'raw',
  displayName: msg`Plain bytes`,
  // Any file may be reopened as plain bytes; none opens so by default.
  patterns: ['*'],
  opensByDefault: false,
  sniff: () => true,
  decode(bytes) {
    return {
      root: opaque('file', 0, bytes.length, `u8[${bytes.length}]`, 'not a recognised format'),
      model: bytes,
      index: undefined,
      diagnostics: [],
    };
  },
  validate: async () => [],
  encode: (model) => model,
  rules: [],
};
