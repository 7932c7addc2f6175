// The bundled CLI's entry point (dist/cli.js): runs a command, or serves as a validate worker thread when started
// as one. Output goes through one buffer; a reader that closes the pipe early (`| head`) ends the run quietly.
import { isMainThread, workerData } from 'node:worker_threads';
import { main } from './main';
import { serveWorker, useWorkerScript, workerRole } from './validate/pool';
import { useNodePlatform } from '../platform/node/use';

useNodePlatform();

if (!isMainThread && (workerData as { role?: string } | undefined)?.role === workerRole) {
  serveWorker();
} else {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
    throw e;
  });
  useWorkerScript(__filename);
  const stdout = bufferedLines((s) => process.stdout.write(s));
  // The exit status is the command's own, set as the process ends: a library still running meanwhile (7-Zip's
  // WebAssembly sets process.exitCode when its command line returns) never decides it.
  let status: number | undefined;
  process.on('exit', () => {
    if (status !== undefined) process.exitCode = status;
  });
  main(process.argv.slice(2), stdout.line).then(
    (code) => {
      stdout.flush();
      status = code;
    },
    (e) => {
      stdout.flush();
      process.stderr.write(`hex-atlas: internal error: ${e instanceof Error ? e.stack : String(e)}\n`);
      status = 3;
    },
  );
}

/** Lines collected into 64 KiB writes (a dump of millions of lines would otherwise be millions of writes). */
function bufferedLines(write: (s: string) => void): { line: (l: string) => void; flush: () => void } {
  let parts: string[] = [];
  let size = 0;
  const flush = () => {
    if (parts.length) write(parts.join(''));
    parts = [];
    size = 0;
  };
  return {
    line(l) {
      parts.push(l, '\n');
      size += l.length + 1;
      if (size >= 65536) flush();
    },
    flush,
  };
}
