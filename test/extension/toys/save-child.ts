// A process that saves a large file and is killed while it writes (local-save tests): `node <bundle> <file> <MB>`.
import { saveLocalFile } from '../../../extension/node/local-save';

const [file, mb] = process.argv.slice(2);
const bytes = new Uint8Array(Number(mb) * 2 ** 20).fill(0xee);
void saveLocalFile(file, bytes).then(() => process.exit(0));
