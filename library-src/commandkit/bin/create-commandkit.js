#!/usr/bin/env node
// The create-commandkit executable: "create-commandkit my-bot" is "commandkit create my-bot".
import { runCli } from '../dist/cli/index.js';

process.exitCode = await runCli(process.argv.slice(2), { invokedAs: 'create-commandkit' });
