// Runs the commandkit CLI with the process's arguments: what bin/commandkit.js loads.
import { bootstrapCommandkitCLI } from './bootstrap-cli.ts';

await bootstrapCommandkitCLI(process.argv);
