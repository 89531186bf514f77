/** Like `Promise.all`, but when several fail, rejects with the first failure in list order. */
export async function settleInOrder<T>(pending: Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(pending);
  const failure = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) throw failure.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<T>).value);
}
