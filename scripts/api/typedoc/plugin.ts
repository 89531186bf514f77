import path from 'node:path';
import {
  Application,
  Converter,
  DeclarationReflection,
  type ProjectReflection,
  type Reflection,
  ReferenceReflection,
  ReflectionKind,
} from 'typedoc';
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';
import type { GeneratorError } from '../errors';
import { externalDocsUrl } from './external-links';
import { frontMatter } from './front-matter';
import { codeSpan } from './code-span';
import { confineFileReads } from './confine-files';
import { PageFinisher } from './finish-page';
import type { ApiItem, TypeDocJob } from './job';
import { itemLabel } from './item-label';
import { CommandKitKindRouter, kindDirectoryOf, routerName } from './kind-router';
import type { PageName } from './page-names';
import { createPackageLocator } from './packages';
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
 * and for every page its front matter, import line and summary record (`items`). `onItemPage`
 * sees each item's reflection with its record once its page is rendered. A finished page that the
 * site would run code from stops the run (see finish-page.ts). An item whose kind and name another
 * package's item shares is titled with its package and links to the other one (see page-names.ts).
 */
export function installCommandKitPlugin(
  app: Application,
  job: TypeDocJob,
  items: ApiItem[],
  onItemPage?: (reflection: DeclarationReflection, item: ApiItem) => void,
): void {
  app.renderer.defineRouter(routerName, CommandKitKindRouter);
  confineFileReads(app, () => job.rootDir);
  const packageOf = createPackageLocator(job);
  const packageOfItem = (reflection: Reflection): string => {
    const source = (reflection as DeclarationReflection).sources?.[0];
    return source ? packageOf(source.fullFileName) : (job.entryPoints[0]?.packageName ?? job.displayName);
  };
  let routingProblem: GeneratorError | undefined;
  CommandKitKindRouter.context = {
    packageOf: packageOfItem,
    packageOrder: () => job.packages.map((pkg) => pkg.name),
    stop: (error) => (routingProblem = error),
  };
  app.on(Application.EVENT_GENERATE_OUTPUTS_END, () => {
    const error = routingProblem;
    routingProblem = undefined;
    if (error) throw error;
  });

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

  // Run before TypeDoc groups members, so removed reflections leave no trace in the groups.
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => mergeInternalTwins(context.project), 101);
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => pruneExternalInheritance(context.project), 100);

  // Where each item is exported: its own module, plus every module that re-exports it (TypeDoc
  // turns the second export of one symbol into a reference to the first).
  let exportsByItem = new Map<Reflection, ExportSite[]>();
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    exportsByItem = collectExportSites(context.project, job);
  });

  const finisher = new PageFinisher(app);
  app.renderer.on(MarkdownPageEvent.END, (event) => {
    const page = event as unknown as MarkdownPageEvent;
    const model = page.model as Reflection;
    if (!(model instanceof DeclarationReflection) || !kindDirectoryOf(model) || page.contents === undefined) return;
    const sites = importSitesOf(model, exportsByItem, packageOf, job);
    const pageName = (app.renderer.router as CommandKitKindRouter | undefined)?.pageNameOf(model);
    const item = describeItem(model, page.url, job, sites, packageOfItem(model), pageName);
    items.push(item);
    onItemPage?.(model, item);
    const start = renderPageStart(model, item, sites, job) + namesakeLine(pageName);
    finisher.add(page, start, `${item.path} (${item.name})`);
  });
}

/**
 * Drops the copies typedoc-plugin-missing-exports makes of exported items. Module augmentation
 * (`declare module 'commandkit' { interface Context { … } }` in another package) merges a second
 * declaration into the item's symbol; a module that references the merged symbol before the
 * item's own module is converted gets an `<internal>` reflection of the same declaration, which
 * would take the item's page. The exported reflection answers for the twin's symbol instead, so
 * links to either land on the item's one page.
 */
function mergeInternalTwins(project: ProjectReflection): void {
  const keyOf = (reflection: DeclarationReflection): string | undefined => {
    const source = reflection.sources?.[0];
    return source ? `${reflection.kind}:${reflection.name}:${source.fullFileName}:${source.line}:${source.character}` : undefined;
  };
  const exported = new Map<string, DeclarationReflection>();
  const twins: [string, DeclarationReflection][] = [];
  for (const reflection of Object.values(project.reflections)) {
    if (!(reflection instanceof DeclarationReflection) || !kindDirectoryOf(reflection)) continue;
    const key = keyOf(reflection);
    if (!key) continue;
    if (reflection.parent?.name === internalModuleName) twins.push([key, reflection]);
    else exported.set(key, reflection);
  }
  for (const [key, twin] of twins) {
    const item = exported.get(key);
    if (!item) continue;
    const twinId = project.getSymbolIdFromReflection(twin);
    const ownId = project.getSymbolIdFromReflection(item);
    project.removeReflection(twin);
    if (twinId) project.registerSymbolId(item, twinId);
    // registerSymbolId also makes the last id the item's own: give it back its declaration's.
    if (ownId) project.registerSymbolId(item, ownId);
  }
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

/** One `import { name } from 'importPath'` of an item (for a member of a namespace, of the namespace). */
interface ExportSite {
  importPath: string;
  /** The name the module exports (a re-export may rename). */
  name: string;
  /** How code refers to the item after that import, e.g. `JSX.Element`. */
  usage?: string;
}

/** Every module-level export of the project: real declarations and re-exports (references). */
function collectExportSites(project: ProjectReflection, job: TypeDocJob): Map<Reflection, ExportSite[]> {
  const sites = new Map<Reflection, ExportSite[]>();
  const moduleImportPath = (parent: Reflection | undefined): string | undefined => {
    if (!parent) return undefined;
    if (parent.isProject()) return job.entryPoints[0]?.importPath;
    if (parent.kindOf(ReflectionKind.Module) && parent.name !== internalModuleName) return parent.name;
    return undefined;
  };
  for (const reflection of Object.values(project.reflections)) {
    const importPath = moduleImportPath(reflection.parent);
    if (!importPath) continue;
    const target = reflection instanceof ReferenceReflection ? reflection.tryGetTargetReflectionDeep() : reflection;
    if (!target || target.kindOf(ReflectionKind.Module)) continue;
    const list = sites.get(target) ?? [];
    if (!list.some((site) => site.importPath === importPath && site.name === reflection.name))
      list.push({ importPath, name: reflection.name });
    sites.set(target, list);
  }
  return sites;
}

/**
 * The import lines of an item: its own package's main entry point first, then its sub-paths, then
 * other packages that re-export it. An item inside an exported namespace is imported through it.
 */
function importSitesOf(
  reflection: Reflection,
  exportsByItem: Map<Reflection, ExportSite[]>,
  packageOf: (file: string) => string,
  job: TypeDocJob,
): ExportSite[] {
  const qualified: string[] = [];
  let current: Reflection | undefined = reflection;
  let found: ExportSite[] | undefined;
  while (current && !current.kindOf(ReflectionKind.Module) && !current.isProject()) {
    found = exportsByItem.get(current);
    if (found) break;
    qualified.unshift(current.name);
    current = current.parent;
  }
  if (!found) return [];
  const source = (reflection as DeclarationReflection).sources?.[0];
  const home = source ? packageOf(source.fullFileName) : job.entryPoints[0]?.packageName;
  const order = new Map(job.entryPoints.map((entry, index) => [entry.importPath, { index, packageName: entry.packageName }]));
  const rank = (site: ExportSite) => {
    const entry = order.get(site.importPath);
    return [entry?.packageName === home ? 0 : 1, entry?.index ?? Number.MAX_SAFE_INTEGER] as const;
  };
  return [...found]
    .sort((a, b) => rank(a)[0] - rank(b)[0] || rank(a)[1] - rank(b)[1] || a.importPath.localeCompare(b.importPath))
    .map((site) => (qualified.length ? { ...site, usage: [site.name, ...qualified].join('.') } : site));
}

function describeItem(
  reflection: DeclarationReflection,
  url: string,
  job: TypeDocJob,
  sites: ExportSite[],
  packageName: string,
  pageName: PageName<Reflection> | undefined,
): ApiItem {
  // A class often documents itself only on its constructor.
  const constructorComment = reflection.getChildByName?.('constructor') as DeclarationReflection | undefined;
  const comment = reflection.comment ?? reflection.signatures?.[0]?.comment ?? constructorComment?.signatures?.[0]?.comment;
  return {
    name: reflection.name,
    kind: kindDirectoryOf(reflection)!,
    path: url.replace(/\.md$/, ''),
    summary: plainSummary(comment?.summary) || fallbackSummary(reflection, job),
    packageName,
    importPaths: [...new Set(sites.map((site) => site.importPath))],
    deprecated: Boolean(comment?.getTag('@deprecated')),
    ...(pageName?.namesakes.length ? { namesake: pageName.qualified ? 'qualified' : 'plain' } : {}),
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
  return `${kind} ${reflection.name} of ${job.library} ${job.displayName}${shape}.`;
}

function renderPageStart(reflection: DeclarationReflection, item: ApiItem, sites: ExportSite[], job: TypeDocJob): string {
  const source = reflection.sources?.[0];
  const relative = source ? path.relative(job.rootDir, source.fullFileName) : undefined;
  const lastUpdate = (relative && job.lastUpdates[relative]) || job.defaultLastUpdate;
  const kind = kindLabels[ReflectionKind.singularString(reflection.kind)] ?? 'Item';
  const head = frontMatter({
    title: itemLabel(item),
    sidebar_label: itemLabel(item),
    description: item.summary,
    last_update: lastUpdate ? { date: lastUpdate.date, author: lastUpdate.author } : undefined,
    custom_edit_url: null,
  });
  const typeOnly = reflection.kindOf(ReflectionKind.Interface | ReflectionKind.TypeAlias);
  const packageLine =
    sites.length > 1
      ? `**Package:** ${codeSpan(item.packageName)} · one ${kind.toLowerCase()}, importable from ${sites.length} paths:`
      : `**Package:** ${codeSpan(item.packageName)}`;
  const usage = sites.length
    ? [
        '```ts',
        ...sites.map(
          (site) =>
            `import ${typeOnly ? 'type ' : ''}${importClause(site.name, item.name)} from '${site.importPath}';${site.usage ? ` // then ${site.usage}` : ''}`,
        ),
        '```',
      ]
    : [
        ':::note[Not importable]',
        `${codeSpan(item.name)} is not exported by the package. It is documented because exported items refer to it: you meet it through them, but cannot import it by name.`,
        ':::',
      ];
  return `${head}\n<span className="api-kind-badge">${kind}</span>\n\n${packageLine}\n\n${usage.join('\n')}\n\n`;
}

/**
 * For an item whose kind and name another package's item shares, a line after its import lines
 * linking to each of those: a reader who came by name may want the other one. Namesakes share
 * the kind folder, so the links are to sibling files.
 */
function namesakeLine(pageName: PageName<Reflection> | undefined): string {
  if (!pageName?.namesakes.length) return '';
  const links = pageName.namesakes.map(({ key, baseName, packageName }) => {
    const kind = kindLabels[ReflectionKind.singularString(key.kind)] ?? 'Item';
    return `[${codeSpan(key.name)} of ${codeSpan(packageName)}](./${baseName.slice(baseName.indexOf('/') + 1)}.md), a different ${kind.toLowerCase()} of that name`;
  });
  return `**Not the same as** ${links.join('; or ')}.\n\n`;
}

/**
 * What an import of the export `name` names: the default export under the item's own name
 * (`import CommandKit from 'commandkit'`), any other export in braces.
 */
function importClause(name: string, itemName: string): string {
  if (name !== 'default') return `{ ${importSpecifier(name)} }`;
  // An anonymous default export is named `default` by TypeDoc, which is no binding name.
  return itemName !== 'default' && importSpecifier(itemName) === itemName ? itemName : '{ default as defaultExport }';
}

/**
 * What goes between the braces of an import of `name`: the name itself, or, for an export named
 * by a string that is no identifier (`export { x as "it's" }`), the string with a local name, as
 * TypeScript requires (`import { "it's" as it_s }`).
 */
function importSpecifier(name: string): string {
  if (/^[\p{ID_Start}$_][\p{ID_Continue}$\u200c\u200d]*$/u.test(name)) return name;
  const local = name.replace(/[^\p{ID_Continue}$]/gu, '_').replace(/^(?=\p{N})/u, '_');
  return `${JSON.stringify(name)} as ${local || '_'}`;
}
