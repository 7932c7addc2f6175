import { main } from './main';

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e) => {
    process.stderr.write(`hex-atlas: internal error: ${e instanceof Error ? e.stack : String(e)}\n`);
    process.exitCode = 3;
  },
);
