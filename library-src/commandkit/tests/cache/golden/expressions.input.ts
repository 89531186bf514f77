export const double = async (n: number) => {
  'use cache';
  return n * 2;
};

export const triple = async function triple(n: number) {
  'use cache';
  return n * 3;
};

export const handlers = [async () => {
  'use cache';
  return 'anonymous';
}];
