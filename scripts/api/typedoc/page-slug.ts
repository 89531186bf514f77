/**
 * The file name (without `.md`) of an item's page in its kind folder, from the item's name.
 *
 * A name can be any string (`export { x as "it's (odd)" }`), and the file name becomes a doc id, a
 * route and a file of the built site, each with its own rules: Docusaurus skips files starting
 * with a dot (the sidebar then names a doc that does not exist and the build stops), strips a
 * leading number prefix (`1-x` → `x`) and treats `index`, `readme` and a file named like its folder
 * as the folder's own page; its router reads `(`, `)` and `*` in a route as patterns, so such a
 * page answers "Page Not Found"; and `docusaurus serve` crashes on a file name outside ASCII
 * (it is sent in a header). So the name is reduced to ASCII letters, digits, `_` and `-`:
 * accents are dropped (`café` → `cafe`), any other letter becomes its code point (`名` → `u540d`),
 * everything else `_`. The result is deterministic; a name that is already plain (every
 * identifier of CommandKit) is kept as it is, but for `$`, which TypeDoc already wrote as `_`.
 * Two names that meet on one slug stop the run (see kind-router.ts). The page's title and the
 * sidebar label keep the real name.
 */
export function pageSlug(name: string, folder: string): string {
  let slug = '';
  for (const char of name.normalize('NFC')) {
    // A letter with accents, a ligature or a full-width letter has a plain ASCII form.
    const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
    if (/^[A-Za-z0-9_-]+$/.test(plain)) slug += plain;
    else if (char.codePointAt(0)! > 0x7f) slug += `u${char.codePointAt(0)!.toString(16)}`;
    else slug += '_';
  }
  if (slug === '' || /^[0-9]/.test(slug)) slug = `_${slug}`;
  if (['index', 'readme', folder.toLowerCase()].includes(slug.toLowerCase())) slug = `${slug}_`;
  return slug;
}
