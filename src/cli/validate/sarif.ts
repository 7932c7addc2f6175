// SARIF 2.1.0 output: every rule with its title, description and help link; each result on its file's byte
// region; files located relative to the working directory (the %SRCROOT% base).
import { pathToFileURL } from 'node:url';
import type { Log, ReportingDescriptor, Result } from 'sarif';
import { Rule, Severity } from '../../core/diagnostics';
import { allRules } from '../../rules-doc';
import { repositoryUrl, ruleHelpUri, version } from '../package-info';
import { relativeUri } from './relative-uri';
import { CheckedFile, ReporterFactory } from './reporter';
import { inLanguage } from '../../l10n/diagnostic';
import { english, fixed, render } from '../../core/translatable';

const level: Record<Severity, Result.level> = { error: 'error', warning: 'warning', info: 'note' };
const base = '%SRCROOT%';

export function sarifRules(): Rule[] {
  const seen = new Map<string, Rule>();
  for (const { rules } of allRules()) for (const r of rules) if (!seen.has(r.code)) seen.set(r.code, r);
  return [...seen.values()];
}

export function sarifLog(files: readonly CheckedFile[], cwd = process.cwd(), lang = english): Log {
  const rules = sarifRules();
  const ruleIndex = new Map(rules.map((r, i) => [r.code, i]));
  const descriptors: ReportingDescriptor[] = rules.map((r) => ({
    id: r.code,
    shortDescription: { text: render(fixed(r.title), lang) },
    fullDescription: { text: render(fixed(r.description), lang) },
    helpUri: ruleHelpUri(r.code),
    help: { text: `${render(fixed(r.title), lang)}. ${render(fixed(r.description), lang)}` },
    defaultConfiguration: { level: level[r.severity] },
  }));
  const results: Result[] = [];
  const indexOf = new Map(files.map((f, i) => [f.file, i]));
  // An archive's entry is a nested artifact: the archive's URI with the entry's path as fragment, and parentIndex.
  const uriOf = (f: CheckedFile) =>
    f.parent
      ? `${relativeUri(f.parent, cwd)}#/${encodeURI(f.file.slice(f.parent.length + 1))}`
      : relativeUri(f.file, cwd);
  files.forEach((f, artifact) => {
    const artifactLocation = { uri: uriOf(f), uriBaseId: base, index: artifact };
    for (const original of f.diagnostics) {
      const d = inLanguage(original, lang);
      const result: Result = {
        ruleId: d.code,
        level: level[d.severity],
        message: { text: d.message },
        locations: [{ physicalLocation: { artifactLocation, region: { byteOffset: d.offset, byteLength: d.length } } }],
      };
      const index = ruleIndex.get(d.code);
      if (index !== undefined) result.ruleIndex = index;
      if (d.related?.length)
        result.relatedLocations = d.related.map((r, id) => ({
          id,
          message: { text: r.message },
          physicalLocation: { artifactLocation, region: { byteOffset: r.offset, byteLength: r.length } },
        }));
      results.push(result);
    }
  });
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'hex-atlas', version, informationUri: repositoryUrl, rules: descriptors } },
        originalUriBaseIds: { [base]: { uri: pathToFileURL(cwd).href.replace(/\/?$/, '/') } },
        artifacts: files.map((f) => ({
          location: { uri: uriOf(f), uriBaseId: base },
          length: f.size,
          ...(f.parent !== undefined && indexOf.has(f.parent) ? { parentIndex: indexOf.get(f.parent) } : {}),
        })),
        results,
      },
    ],
  };
}

export const sarifReporter: ReporterFactory = (out, lang) => {
  const files: CheckedFile[] = [];
  return {
    file(f) {
      files.push(f);
    },
    end() {
      out(JSON.stringify(sarifLog(files, process.cwd(), lang), null, 2));
    },
  };
};
