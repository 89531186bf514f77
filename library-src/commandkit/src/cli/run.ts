// Runs the commandkit CLI with the process's arguments: what bin/commandkit.js loads.
import { runCli } from './index.ts';

process.exitCode = await runCli(process.argv.slice(2));
