/** The doc name of a version's API changes page, in its `api-reference/` folder. */
export const changesDocName = 'changes';
export const changesPageFile = `${changesDocName}.md`;
