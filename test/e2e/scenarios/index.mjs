// Every e2e scenario, in run order: per-format checks first, then the cross-cutting ones, the slow one last.
import { FAMILIES } from '../lib/workspace.mjs';
import { apiSuiteScenario } from './api-suite.mjs';
import { largeFileScenario } from './large-file.mjs';
import { openFormatScenario } from './open-formats.mjs';
import { problemsScenario } from './problems.mjs';
import { reloadScenario } from './reload.mjs';
import { reopenWithScenario } from './reopen-with.mjs';
import { clickNodeScenario, hoverByteScenario } from './tree-hex.mjs';

export const scenarios = [
  ...FAMILIES.map(openFormatScenario),
  ...FAMILIES.map(clickNodeScenario),
  ...FAMILIES.map(hoverByteScenario),
  ...FAMILIES.map(problemsScenario),
  reopenWithScenario,
  reloadScenario,
  apiSuiteScenario,
  largeFileScenario,
];
