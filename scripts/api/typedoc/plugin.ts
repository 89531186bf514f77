import path from 'node:path';
import {
  type Application,
  Converter,
  DeclarationReflection,
  type ProjectReflection,
  type Reflection,
  ReflectionKind,
} from 'typedoc';
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';
import { externalDocsUrl } from './external-links';
import { frontMatter } from './front-matter';
import type { ApiItem, TypeDocJob } from './job';
import { CommandKitKindRouter, kindDirectoryOf, routerName } from './kind-router';
import { markdownToPlain, plainSummary, shorten } from './summary';

/** The name typedoc-plugin-missing-exports gives the module of referenced but unexported items. */
const internalModuleName = '<internal>';

const kindLabels: Record<string, string> = {
  Class: 'Class',
  Interface: 'Interface',
  'Type Alias': 'Type alias',
  Enumeration: 'Enum',
  Function: 'Function',
  Variable: 'Variable',
};

/**
 * Our additions to TypeDoc and typedoc-plugin-markdown for one version: the page router, links
 * to discord.js/Node docs for external types, no members inherited from outside the library,
 * and for every page its front matter, import line and summary record (`items`).
 */
export function installCommandKitPlugin(app: Application, job: TypeDocJob, items: ApiItem[]): void {
  app.renderer.defineRouter(routerName, CommandKitKindRouter);

  app.converter.addUnknownSymbolResolver((_ref, _refl, _part, symbolId) =>
    symbolId
      ? externalDocsUrl({ packageName: symbolId.packageName, qualifiedName: symbolId.qualifiedName, fileName: symbolId.fileName })
      : undefined,
  );

  const importPathByFile = new Map(job.entryPoints.map((entry) => [path.resolve(entry.file), entry.importPath]));
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Module)) return;
    const fileName = context.project.getSymbolIdFromReflection(reflection)?.fileName;
    const importPath = fileName ? importPathByFile.get(path.resolve(fileName)) : undefined;
    if (importPath) reflection.name = importPath;
  });

  // Runs before TypeDoc groups members, so removed members leave no trace in the groups.
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => pruneExternalInheritance(context.project), 100);

  app.renderer.on(MarkdownPageEvent.END, (event) => {
    const page = event as unknown as MarkdownPageEvent;
    const model = page.model as Reflection;
    if (!(model instanceof DeclarationReflection) || !kindDirectoryOf(model) || page.contents === undefined) return;
    const item = describeItem(model, page.url, job);
    items.push(item);
    page.contents = renderPageStart(model, item, job) + tidyMarkdown(page.contents.trimStart());
  });
}

/** Members a class or interface inherits from outside the library (EventEmitter, Error ...) are noise here. */
function pruneExternalInheritance(project: ProjectReflection): void {
  for (const reflection of Object.values(project.reflections)) {
    if (!(reflection instanceof DeclarationReflection) || !reflection.inheritedFrom) continue;
    if (!reflection.inheritedFrom.reflection && reflection.parent?.kindOf(ReflectionKind.ClassOrInterface)) {
      project.removeReflection(reflection);
    }
  }
}

function describeItem(reflection: DeclarationReflection, url: string, job: TypeDocJob): ApiItem {
  // A class often documents itself only on its constructor.
  const constructorComment = reflection.getChildByName?.('constructor') as DeclarationReflection | undefined;
  const comment =
    reflection.comment ?? reflection.signatures?.[0]?.comment ?? constructorComment?.signatures?.[0]?.comment;
  return {
    name: reflection.name,
    kind: kindDirectoryOf(reflection)!,
    path: url.replace(/\.md$/, ''),
    summary: plainSummary(comment?.summary) || fallbackSummary(reflection, job),
    importPath: importPathOf(reflection, job),
    deprecated: Boolean(comment?.getTag('@deprecated')),
  };
}

/** Undocumented items (only in released packages; Next validates that everything is documented). */
function fallbackSummary(reflection: DeclarationReflection, job: TypeDocJob): string {
  const kind = kindLabels[ReflectionKind.singularString(reflection.kind)] ?? 'Item';
  const members = reflection.children?.map((child) => child.name) ?? [];
  const shape =
    reflection.kindOf(ReflectionKind.TypeAlias | ReflectionKind.Variable) && reflection.type
      ? `: ${shorten(markdownToPlain(reflection.type.toString()), 120)}`
      : members.length
        ? `, with ${members.length === 1 ? 'the member' : 'the members'} ${shorten(members.join(', '), 120)}`
        : '';
  return `${kind} ${reflection.name} of CommandKit ${job.displayName}${shape}.`;
}

function importPathOf(reflection: Reflection, job: TypeDocJob): string | undefined {
  for (let parent = reflection.parent; parent; parent = parent.parent) {
    if (parent.name === internalModuleName) return undefined;
    if (parent.kindOf(ReflectionKind.Module)) return parent.name;
    if (parent.isProject()) return job.entryPoints[0].importPath;
  }
  return undefined;
}

/**
 * Two fixes to typedoc-plugin-markdown's output for Docusaurus: anchors in table rows become
 * `<ApiAnchor>` (the site registers them, so the broken-anchor check knows they exist), and a
 * union type that starts a table cell loses its leading `|`, which would show as a stray bar.
 */
function tidyMarkdown(markdown: string): string {
  return markdown
    .replace(/<a id="([^"]+)"><\/a>/g, '<ApiAnchor id="$1" />')
    .replace(/^(\|.*)$/gm, (row) => row.replace(/\| \\\| /g, '| '));
}

function renderPageStart(reflection: DeclarationReflection, item: ApiItem, job: TypeDocJob): string {
  const source = reflection.sources?.[0];
  const relative = source ? path.relative(job.packageDir, source.fullFileName) : undefined;
  const lastUpdate = (relative && job.lastUpdates[relative]) || job.defaultLastUpdate;
  const kind = kindLabels[ReflectionKind.singularString(reflection.kind)] ?? 'Item';
  const head = frontMatter({
    title: item.name,
    sidebar_label: item.name,
    description: item.summary,
    last_update: lastUpdate ? { date: lastUpdate.date, author: lastUpdate.author } : undefined,
    custom_edit_url: null,
  });
  const typeOnly = reflection.kindOf(ReflectionKind.Interface | ReflectionKind.TypeAlias);
  const usage = item.importPath
    ? ['```ts', `import ${typeOnly ? 'type ' : ''}{ ${item.name} } from '${item.importPath}';`, '```']
    : [
        ':::note[Not importable]',
        `\`${item.name}\` is not exported by the package. It is documented because exported items refer to it: you meet it through them, but cannot import it by name.`,
        ':::',
      ];
  return `${head}\n<span className="api-kind-badge">${kind}</span>\n\n${usage.join('\n')}\n\n`;
}
