// The web worker extension host's side of the platform seam (platform.ts): no local disk (every file comes through
// VS Code's file system, whole: it has no ranged reads), the parse worker a Web Worker where one can be started
// (web-workers.ts), the job workers in the host's own thread, the extension's files read once at activation.
import * as vscode from 'vscode';
import type { HostPlatform } from '../platform';
import { inThreadJobs } from './in-thread-jobs';
import { webWorkers } from './web-workers';
import { webReadLimitBytes } from '../settings';

/**
 * `texts`: the extension's files the pages are made of, read ahead (extensionText is asked synchronously);
 * `parseWorker`: the parse worker's script, undefined where it cannot be had (each parse then runs in this thread).
 */
export function webPlatform(
  texts: ReadonlyMap<string, string>,
  parseWorker: Promise<string | undefined>,
): HostPlatform {
  return {
    kind: 'web',
    cores: 1,
    wholeReadLimit: webReadLimitBytes,
    extensionText(file) {
      const text = texts.get(file.toString());
      if (text === undefined) throw new Error(`${file.toString(true)} was not read at activation`);
      return text;
    },
    parseWorkers: webWorkers(parseWorker),
    jobPool: () => inThreadJobs(),
  };
}

/** One of the extension's own files: through VS Code's file system, or fetched where that does not serve it. */
export async function readExtensionFile(file: vscode.Uri): Promise<Uint8Array> {
  try {
    return await vscode.workspace.fs.readFile(file);
  } catch {
    const response = await fetch(file.toString(true));
    if (!response.ok) throw new Error(`${file.toString(true)}: ${response.status} ${response.statusText}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}
