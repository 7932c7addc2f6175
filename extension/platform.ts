// What differs between VS Code's Node extension host (the desktop, a remote) and its web worker host (vscode.dev,
// github.dev), behind one object chosen at the entry point: extension.ts gives the Node one (node/platform.ts),
// browser.ts the web one (web/platform.ts). Everything else in extension/ asks `platform()`, so the web bundle
// reaches no Node module: a local disk is `disk` (absent on the web), workers come from `parseWorkers` and `jobPool`.
import type * as vscode from 'vscode';
import type { Content } from './content';
import type { ToWorker, FromWorker } from '../src/editor/worker-protocol';
import type { JobChannel } from '../src/workspace/job-protocol';
import type { JobRunner } from '../src/channel/job-runner';
import type { WorkerLink } from '../src/platform/worker-link';
import type { StreamedBytes } from '../src/platform/node/safe-write';

/** A file opened on the local disk, read by position (Compare reads its sides so). */
export interface OpenedFile {
  read(into: Uint8Array, at: number): Promise<number>;
  close(): Promise<void>;
}

/** The local disk, read and written with Node's file system (regular files only, saves through a rename). */
export interface LocalDisk {
  /** The document's bytes: read whole into shared memory, or in pages above `pagedAbove` bytes. */
  openContent(path: string, uri: vscode.Uri, pagedAbove: number, maxBytes: number): Promise<Content>;
  /** A regular file's bytes, refused unread above `limit` bytes. */
  readFile(path: string, limit: number): Promise<Uint8Array>;
  openFile(path: string): Promise<OpenedFile>;
  /** A regular file held open for a worker thread of this process to read by its descriptor. */
  openDescriptor(path: string): Promise<{ fd: number; size: number; close(): Promise<void> }>;
  save(path: string, bytes: Uint8Array | StreamedBytes): Promise<void>;
  /** The path with its symbolic links resolved (as given when it cannot be). */
  realPath(path: string): Promise<string>;
  /** Whether `file` is `folder` or below it (paths of this disk). */
  isInside(folder: string, file: string): boolean;
}

/** Where a document's parse worker runs. */
export interface ParseWorkers {
  start(): WorkerLink<ToWorker, FromWorker>;
  /** Starts one now, so its start-up overlaps the file's reading; the next `start` takes it. */
  startEarly(): void;
  /** The one started early is not needed after all (a file no format claims): its memory goes. */
  dropEarly(): void;
}

export interface HostPlatform {
  /** Which host runs the extension: 'web' where Node's modules are not there. */
  readonly kind: 'node' | 'web';
  /** Absent on the web: every file is reached through VS Code's file system. */
  readonly disk?: LocalDisk;
  /** The largest file read whole through VS Code's file system, in bytes (hexAtlas.webReadLimitMB on the web). */
  wholeReadLimit?(): number;
  /** The Node that runs the extension host, which runs the CLI (the agent tools' server); absent on the web. */
  readonly nodeExecutable?: string;
  /** Threads the job pools may use. */
  readonly cores: number;
  /** A file of the extension's own (dist/), as text; read once per host. */
  extensionText(file: vscode.Uri): string;
  readonly parseWorkers: ParseWorkers;
  /** Job workers (validation, Compare) in `size` lanes. */
  jobPool(size: number): JobRunner<JobChannel>;
}

let chosen: HostPlatform | undefined;

/** Chosen once, at activation, by the entry point. */
export function usePlatform(p: HostPlatform): void {
  chosen = p;
}

export function platform(): HostPlatform {
  if (!chosen) throw new Error('Hex Atlas: no platform chosen (the entry point sets it at activation)');
  return chosen;
}

/** The local path of `uri` where the host has a local disk and the URI is on it. */
export function localPath(uri: vscode.Uri): string | undefined {
  return chosen?.disk && uri.scheme === 'file' ? uri.fsPath : undefined;
}
