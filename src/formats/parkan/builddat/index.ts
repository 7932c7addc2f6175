// The `builddat` codec: BuildDat.lst, the text list of unit files per areal object category.
import { DiagnosticSink } from '../../../core/diagnostics';
import { FormatCodec } from '../../../core/format';
import { buildDatRules } from '../rules';
import { BuildDat, parseBuildDat } from './decode';
import { buildDatTree } from './tree';

export interface BuildDatModel {
  /** The text as read (a view); it is its own byte-exact serialisation. */
  text: Uint8Array;
  doc: BuildDat;
}

export const buildDatCodec: FormatCodec<BuildDatModel, undefined> = {
  id: 'builddat',
  displayName: 'Parkan BuildDat.lst',
  patterns: ['**/BuildDat.lst'],
  // A text file VS Code's own editor serves well; Hex Atlas is offered (Reopen With), not imposed.
  opensByDefault: false,
  sniff: (_bytes, fileName) => /(^|[\\/])builddat\.lst$/i.test(fileName ?? ''),
  decode(bytes) {
    const diags = new DiagnosticSink(bytes.length);
    const doc = parseBuildDat(bytes, diags);
    return {
      root: buildDatTree(bytes.length, doc),
      model: { text: bytes, doc },
      index: undefined,
      diagnostics: diags.finish(),
      version: 'BuildDat.lst',
    };
  },
  validate: async () => [],
  encode: (model) => model.text.slice(),
  rules: Object.values(buildDatRules),
};
