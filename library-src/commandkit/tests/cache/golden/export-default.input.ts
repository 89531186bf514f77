export default async function loadSettings(guildId: string) {
  "use cache";
  return { guildId, prefix: '!' };
}
