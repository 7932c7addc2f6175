// Every e2e scenario, in run order: per-format checks first, then the cross-cutting ones, the slow one, then the
// whole-workspace ones.
import { familyIds } from '../lib/workspace.mjs';
import { apiSuiteScenario } from './api-suite.mjs';
import { fixScenario } from './fix.mjs';
import { importPictureScenario } from './import-picture.mjs';
import { contextMenuScenario, renamedTileFileScenario } from './context-menu.mjs';
import { archiveFolderScenario, archiveOpenScenario, archiveProblemsScenario } from './archives.mjs';
import { autoSaveOffScenario } from './demo.mjs';
import { largeFileScenario } from './large-file.mjs';
import { navigationScenario } from './navigation.mjs';
import { openFormatScenario } from './open-formats.mjs';
import { pagedFileScenario } from './paged-file.mjs';
import { problemsScenario } from './problems.mjs';
import { reloadScenario } from './reload.mjs';
import { reopenWithScenario } from './reopen-with.mjs';
import { scmDiffEditorScenario, sourceControlScenario } from './source-control.mjs';
import { switchBitsScenario } from './switch-bits.mjs';
import { switchDataScenario } from './switch-data.mjs';
import { goToSourceScenario } from './go-to-source.mjs';
import { f6Scenario, goToRecordScenario } from './keyboard.mjs';
import { clickNodeScenario, hoverByteScenario } from './tree-hex.mjs';
import { compareScenario, validateWorkspaceScenario } from './workspace.mjs';

/** The scenarios for the registered families (asks the CLI, so call it once the bundle is built). */
export function scenarios() {
  const families = familyIds();
  return [
    ...families.map(openFormatScenario),
    ...families.map(clickNodeScenario),
    ...families.map(hoverByteScenario),
    ...families.map(problemsScenario),
    fixScenario,
    autoSaveOffScenario,
    importPictureScenario,
    reopenWithScenario,
    reloadScenario,
    navigationScenario,
    f6Scenario,
    goToRecordScenario(),
    contextMenuScenario,
    switchBitsScenario,
    switchDataScenario,
    goToSourceScenario,
    apiSuiteScenario,
    largeFileScenario,
    pagedFileScenario,
    archiveOpenScenario('sd7'),
    archiveOpenScenario('sdz'),
    archiveFolderScenario,
    // Last: their results stay in the Problems panel and their files in the workspace.
    validateWorkspaceScenario,
    renamedTileFileScenario,
    compareScenario,
    sourceControlScenario,
    scmDiffEditorScenario,
    archiveProblemsScenario,
  ];
}
