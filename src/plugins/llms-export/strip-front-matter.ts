/** The Markdown after its YAML front matter (which Docusaurus reads into the doc's metadata). */
export function stripFrontMatter(markdown: string): string {
  return markdown.replace(/^---[ \t]*\n[\s\S]*?\n---[ \t]*(?:\n|$)/, '');
}
