#!/usr/bin/env node
// The commandkit executable: dev, build, start and create. The CLI itself is compiled to dist/cli.
import '../dist/cli/run.js';
