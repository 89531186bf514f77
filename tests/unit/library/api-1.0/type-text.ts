import ts from 'typescript';

/** What a name in a 1.0 type means: a type, or (after `typeof`) a value. */
export type NameMeaning = 'type' | 'value';

/** Finds where a name of a 1.0 type lives for the check program; undefined when nowhere reachable. */
export type NameResolver = (name: string, meaning: NameMeaning) => string | undefined;

export type RewrittenType = { text: string } | { unresolved: string[] };

/**
 * Rewrites a type as the table prints it (`Partial<ButtonComponentData> | undefined`) so the check
 * program can use it: each name it refers to becomes the reference `resolve` gives
 * (`$x0.ButtonComponentData`), names in `scope` (type parameters of the signature) stay, and type
 * parameters the type declares itself (`<E extends keyof X>(e: E) => …`, `infer U`, mapped keys)
 * stay. When any name has no reference, the type cannot be written in our terms: the names come
 * back instead, and the caller checks less (arity or presence only).
 */
export function rewriteTypeText(text: string, scope: ReadonlySet<string>, resolve: NameResolver): RewrittenType {
  const prefix = 'type __T = ';
  const file = ts.createSourceFile('type.ts', `${prefix}${text};`, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const alias = file.statements[0];
  if (file.statements.length !== 1 || !alias || !ts.isTypeAliasDeclaration(alias) || alias.type.end !== file.text.length - 1) {
    return { unresolved: [`(unreadable type "${text.slice(0, 40)}")`] };
  }
  const declared = new Set(scope);
  const references: { node: ts.Identifier; meaning: NameMeaning }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isTypeParameterDeclaration(node)) declared.add(node.name.text);
    if (ts.isTypeReferenceNode(node)) references.push({ node: leftmost(node.typeName), meaning: 'type' });
    if (ts.isTypeQueryNode(node)) references.push({ node: leftmost(node.exprName), meaning: 'value' });
    if (ts.isExpressionWithTypeArguments(node) && ts.isIdentifier(node.expression))
      references.push({ node: node.expression, meaning: 'type' });
    ts.forEachChild(node, visit);
  };
  visit(alias.type);

  const unresolved = new Set<string>();
  const replacements: { start: number; end: number; text: string }[] = [];
  for (const { node, meaning } of references) {
    if (declared.has(node.text)) continue;
    const reference = resolve(node.text, meaning);
    if (reference === undefined) unresolved.add(node.text);
    else replacements.push({ start: node.getStart(file), end: node.end, text: reference });
  }
  if (unresolved.size) return { unresolved: [...unresolved] };
  let rewritten = file.text;
  for (const replacement of replacements.sort((a, b) => b.start - a.start)) {
    rewritten = rewritten.slice(0, replacement.start) + replacement.text + rewritten.slice(replacement.end);
  }
  return { text: rewritten.slice(prefix.length, -1) };
}

function leftmost(name: ts.EntityName): ts.Identifier {
  return ts.isIdentifier(name) ? name : leftmost(name.left);
}
