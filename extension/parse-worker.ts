// The parse worker in Node: a worker thread serving parse-service.ts, reading a paged file's pieces by descriptor.
import { parentPort } from 'node:worker_threads';
import { readSync } from 'node:fs';
import { serveParse } from './parse-service';
import { useNodePlatform } from '../src/platform/node/use';

useNodePlatform();
const port = parentPort!;
serveParse(
  { post: (m, transfer) => port.postMessage(m, transfer), onMessage: (l) => port.on('message', l) },
  (fd, into, at) => readSync(fd, into, 0, into.length, at),
);
