// Runs the commandkit CLI with the process's arguments: what bin/commandkit.js loads.
// The project's config may import 'commandkit': hand it the package's API (create-commandkit,
// which runs cli/index.ts directly, loads no config).
import '../provide-public-api.ts';
import { bootstrapCommandkitCLI } from './bootstrap-cli.ts';

await bootstrapCommandkitCLI(process.argv);
