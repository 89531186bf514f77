import { __commandkitCache } from 'commandkit/cache'; export default __commandkitCache.wrap("src/export-default-anonymous.ts#default:5708f174", async function (guildId: string) {
  
  return { guildId };
});
