// Fuzz child over a toy codec, for the supervisor's own tests: `node <bundle> [flaw]`.
import { serveJobs } from '../child';
import { Flaw } from './chunky';
import { toySeeds } from './seeds';

serveJobs(toySeeds(process.argv[2] as Flaw | undefined));
