// Loaded with --require into the processes of a guide's bot (the CLI passes NODE_OPTIONS on): it
// points discord.js at the fake Discord by changing @discordjs/rest's default API address, which
// discord.js copies into every Client it makes, so the page's own `new Client(...)` runs unchanged.
const { createRequire } = require('node:module');

const api = process.env.GUIDE_RUN_DISCORD_API;
if (api) {
  const fromDiscordJs = createRequire(require.resolve('discord.js', { paths: [process.cwd()] }));
  fromDiscordJs('@discordjs/rest').DefaultRestOptions.api = api;
  // A ShardingManager with `totalShards: 'auto'` asks https://discord.com/api/v10/gateway/bot with
  // undici's fetch, not through @discordjs/rest: send discord.js's fetches to the fake as well.
  const undici = fromDiscordJs('undici');
  const discordFetch = undici.fetch;
  const DISCORD_API = 'https://discord.com/api/';
  undici.fetch = (input, init) =>
    discordFetch(typeof input === 'string' && input.startsWith(DISCORD_API) ? `${api}/${input.slice(DISCORD_API.length)}` : input, init);
}
