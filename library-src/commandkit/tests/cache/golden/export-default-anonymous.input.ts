export default async function (guildId: string) {
  'use cache';
  return { guildId };
}
