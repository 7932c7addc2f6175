// `hex-atlas docs`: the diagnostics reference, generated from the rule definitions.
import { rulesMarkdown } from '../../rules-doc';
import { Command } from '../command';
import { msg } from '../../core/translatable';

export const docsCommand: Command = {
  name: 'docs',
  summary: msg`print the diagnostics reference (docs/diagnostics.md)`,
  usage: '',
  options: [],
  exitCodes: [[0, msg`printed`]],
  async run(_args, { out }) {
    out(rulesMarkdown());
    return 0;
  },
};
