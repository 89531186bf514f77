import { __commandkitCache } from 'commandkit/cache'; __commandkitCache.mark(label, "src/component.tsx#label:10c96bc9"); import { Button } from 'commandkit';

async function label(userId: string) { return __commandkitCache.run("src/component.tsx#label:10c96bc9", arguments, async () => {
  
  return `Hello ${userId}`;
});}

export async function view(userId: string) {
  return <Button customId="hi">{await label(userId)}</Button>;
}
