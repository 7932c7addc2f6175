#!/usr/bin/env node
// Entry point for `npx hex-atlas`; the CLI itself is bundled to dist/cli.js by `npm run build`.
require('../dist/cli.js');
