// `hex-atlas docs`: the diagnostics reference, generated from the rule definitions.
import { rulesMarkdown } from '../../rules-doc';
import { Command } from '../command';

export const docsCommand: Command = {
  name: 'docs',
  summary: 'print the diagnostics reference (docs/diagnostics.md)',
  usage: '',
  options: [],
  exitCodes: [[0, 'printed']],
  async run(_args, { out }) {
    out(rulesMarkdown());
    return 0;
  },
};
