import { KindRouter, type Reflection, ReflectionKind, type PageDefinition, type RouterTarget } from 'typedoc';
import { GeneratorError } from '../errors';
import type { ItemKind } from './job';
import { assignPageNames, type PageName } from './page-names';

export const routerName = 'commandkit-kind';

const kindDirectories = new Map<ReflectionKind, ItemKind>([
  [ReflectionKind.Class, 'classes'],
  [ReflectionKind.Interface, 'types'],
  [ReflectionKind.TypeAlias, 'types'],
  [ReflectionKind.Enum, 'enums'],
  [ReflectionKind.Function, 'functions'],
  [ReflectionKind.Variable, 'variables'],
]);

export function kindDirectoryOf(reflection: Reflection): ItemKind | undefined {
  return kindDirectories.get(reflection.kind);
}

/** What the router needs from the plugin for a version (TypeDoc constructs routers itself). */
export interface RouterContext {
  /** The package that defines an item. */
  packageOf(reflection: Reflection): string;
  /** The version's packages in overview order. */
  packageOrder(): readonly string[];
  /**
   * Takes a problem that stops the run. TypeDoc logs an error thrown while it renders as one of its
   * own; the plugin throws this one again once rendering is over, so the user reads it as it is.
   */
  stop(error: GeneratorError): void;
}

/**
 * Routes every documented item to `{kind}/{Name}.md`, whatever entry point or internal module
 * it comes from: readers look items up by name, and the URL must not change when an item moves
 * between files. Modules (entry points) get no page of their own: the overview lists them.
 * The file name is the item's name made safe for the site (see page-slug.ts). Items of one kind
 * and name from different packages each get a page, one of them under a package-qualified name
 * (see page-names.ts); inside one package they stop the run rather than get a silent `-1` suffix.
 * TypeDoc links to the page of the reflection a reference or `{@link}` resolved to, so links
 * follow the item, not its name.
 */
export class CommandKitKindRouter extends KindRouter {
  /** Set by the plugin before each version's run. */
  static context: RouterContext | undefined;
  override extension = '.md';
  private pageNames = new Map<Reflection, PageName<Reflection>>();

  override buildPages(project: Parameters<KindRouter['buildPages']>[0]): PageDefinition[] {
    // Which item keeps the plain name depends on all of them, not on which one the walk meets first.
    const targets: Reflection[] = [];
    for (const child of project.childrenIncludingDocuments ?? []) this.collectPageTargets(child, targets);
    const context = CommandKitKindRouter.context;
    try {
      this.pageNames = assignPageNames(
        targets.map((reflection) => ({
          key: reflection,
          folder: folderOf(reflection),
          name: reflection.name,
          packageName: context?.packageOf(reflection) ?? '',
        })),
        context?.packageOrder() ?? [],
        describe,
      );
    } catch (error) {
      if (error instanceof GeneratorError) context?.stop(error);
      throw error;
    }
    return super.buildPages(project);
  }

  /** The page name of an item with a page of its own, and the other packages' items of its kind and name. */
  pageNameOf(reflection: Reflection): PageName<Reflection> | undefined {
    return this.pageNames.get(reflection);
  }

  protected override buildChildPages(target: RouterTarget, outPages: PageDefinition[]): void {
    const reflection = target as Reflection;
    if (reflection.kindOf?.(ReflectionKind.SomeModule)) {
      this.fullUrls.set(reflection, this.getFullUrl(reflection.project));
      reflection.traverse((child) => {
        this.buildChildPages(child, outPages);
        return true;
      });
      return;
    }
    super.buildChildPages(target, outPages);
  }

  /** The reflections `buildChildPages` gives a page, in the order it meets them. */
  private collectPageTargets(target: RouterTarget, out: Reflection[]): void {
    const reflection = target as Reflection;
    const isModule = reflection.kindOf?.(ReflectionKind.SomeModule);
    if (!isModule && !this.getPageKind(target)) return;
    if (!isModule) out.push(reflection);
    reflection.traverse((child) => {
      this.collectPageTargets(child, out);
      return true;
    });
  }

  protected override getIdealBaseName(reflection: Reflection): string {
    const name = this.pageNames.get(reflection);
    if (!name) throw new Error(`The page router met ${reflection.getFriendlyFullName()}, which its first walk did not see`);
    return name.baseName;
  }
}

function folderOf(reflection: Reflection): string {
  return kindDirectoryOf(reflection) ?? 'types';
}

function describe(reflection: Reflection): string {
  const source = (reflection as { sources?: { fileName: string; fullFileName: string; line: number }[] }).sources?.[0];
  const packageName = source && CommandKitKindRouter.context?.packageOf(reflection);
  return `${reflection.getFriendlyFullName()}${packageName ? ` of package "${packageName}"` : ''}${source ? ` (${source.fileName}:${source.line})` : ''}`;
}
