/**
 * Code is highlighted while the site builds (src/plugins/build-time-highlighting), so the browser
 * loads no Prism languages.
 */
export default function prismIncludeLanguages(): void {}
