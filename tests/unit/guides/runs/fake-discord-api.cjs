// Loaded with --require into the processes of a guide's bot (the CLI passes NODE_OPTIONS on): it
// points discord.js at the fake Discord by changing @discordjs/rest's default API address, which
// discord.js copies into every Client it makes, so the page's own `new Client(...)` runs unchanged.
const { createRequire } = require('node:module');

const api = process.env.GUIDE_RUN_DISCORD_API;
if (api) {
  const fromDiscordJs = createRequire(require.resolve('discord.js', { paths: [process.cwd()] }));
  fromDiscordJs('@discordjs/rest').DefaultRestOptions.api = api;
}
