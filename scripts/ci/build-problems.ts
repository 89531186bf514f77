/**
 * What a Docusaurus build may print but a shipped build must not: the config only warns about
 * broken links and anchors (so `npm start` keeps running while someone writes).
 */
export const buildProblemPattern = /broken link|broken anchor|duplicate route|\[WARNING\]|\[ERROR\]/i;

export function buildProblems(output: string): string[] {
  return output.split('\n').filter((line) => buildProblemPattern.test(line));
}
