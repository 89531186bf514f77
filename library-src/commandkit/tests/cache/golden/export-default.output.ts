import { __commandkitCache } from 'commandkit/cache'; __commandkitCache.mark(loadSettings, "src/export-default.ts#loadSettings:de2edf5b"); export default async function loadSettings(guildId: string) { return __commandkitCache.run("src/export-default.ts#loadSettings:de2edf5b", arguments, async () => {
  
  return { guildId, prefix: '!' };
});}
