import { Button } from 'commandkit';

async function label(userId: string) {
  'use cache';
  return `Hello ${userId}`;
}

export async function view(userId: string) {
  return <Button customId="hi">{await label(userId)}</Button>;
}
