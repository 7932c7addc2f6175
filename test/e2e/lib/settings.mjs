// Settings a scenario needs in the workspace (the profile's user settings hold for every scenario): written into
// the workspace's .vscode/settings.json for the scenario, the file put back after it.
import fs from 'node:fs';
import path from 'node:path';

/** Writes `settings` into the workspace's settings; the function returned puts the file back as it was. */
export function withWorkspaceSettings(dir, settings) {
  const file = path.join(dir, '.vscode', 'settings.json');
  const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(before ?? '{}'), ...settings }, null, 2));
  return () => {
    if (before === undefined) fs.rmSync(file);
    else fs.writeFileSync(file, before);
  };
}
