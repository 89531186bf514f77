import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The texts a program can print, read from its source: every string literal, template literal
 * and `+` chain of them, as a list of static parts with a hole between each two (where a
 * template's `${…}` or a concatenated expression goes). A message printed by the library is one
 * of these texts with its holes filled in.
 */
export interface LibraryText {
  /** Static parts; `parts.length - 1` holes sit between them. */
  parts: string[];
  /** Where it was written, for failure messages and for tests that change one text. */
  file: string;
}

const SOURCE_FILE = /\.(?:[cm]?[jt]sx?)$/;

/** Every file below `dir` whose name matches a source extension (no tests, no declarations). */
export function listSourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(
      (file) => SOURCE_FILE.test(file) && !/\.d\.[cm]?ts$/.test(file) && !/(?:^|[\\/])(?:tests?|__tests__|node_modules)[\\/]/.test(file),
    )
    .map((file) => path.join(dir, file))
    .sort();
}

/** The texts of one source file (TypeScript or JavaScript, JSX allowed). */
export function textsOfSource(code: string, file: string, depth = 0): LibraryText[] {
  const kind = /\.[cm]?tsx?$/.test(file) ? (file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS) : ts.ScriptKind.JSX;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, kind);
  const texts: LibraryText[] = [];
  const visit = (node: ts.Node): void => {
    const parts = partsOf(node);
    // The literals inside a template's `${…}` or a `+` chain are texts of their own too.
    if (parts) {
      texts.push({ parts, file });
      // A string of generated code (the entry file the CLI writes) holds the texts it will print.
      const joined = parts.join('HOLE');
      if (depth < 2 && /[`'"]/.test(joined) && /[;(]/.test(joined)) {
        texts.push(...textsOfSource(joined, file.replace(/\.[^.]+$/, '.generated.js'), depth + 1));
      }
    }
    if (ts.isJsxText(node) && node.text.trim()) texts.push({ parts: [node.text.trim()], file });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** The texts of a JSON document's string values (locale files quoted in a guide, for example). */
export function textsOfJson(json: string, file: string): LibraryText[] {
  const texts: LibraryText[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'string') texts.push({ parts: value.split(/\{\{[^}]*\}\}/), file });
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  try {
    visit(JSON.parse(json));
  } catch {
    // A JSON block with comments or an excerpt: its strings are not needed.
  }
  return texts;
}

/** The static parts of a literal, template or `+` chain, or undefined for other nodes. */
function partsOf(node: ts.Node): string[] | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = partsOf(node.left) ?? ['', ''];
    const right = partsOf(node.right) ?? ['', ''];
    // Concatenation joins the left's last part with the right's first one.
    const joined = [...left.slice(0, -1), left[left.length - 1] + right[0], ...right.slice(1)];
    return joined.some((part) => /[a-z]{2}/i.test(part)) ? joined : undefined;
  }
  if (ts.isParenthesizedExpression(node)) return partsOf(node.expression);
  return undefined;
}

/** Reads every source file under the given folders. */
export function textsOfFolders(dirs: string[]): LibraryText[] {
  return dirs.flatMap((dir) => listSourceFiles(dir).flatMap((file) => textsOfSource(fs.readFileSync(file, 'utf8'), file)));
}
