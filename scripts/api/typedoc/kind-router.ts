import { KindRouter, type Reflection, ReflectionKind, type PageDefinition, type RouterTarget } from 'typedoc';
import { GeneratorError } from '../errors';
import type { ItemKind } from './job';
import { pageSlug } from './page-slug';

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

/**
 * Routes every documented item to `{kind}/{Name}.md`, whatever entry point or internal module
 * it comes from: readers look items up by name, and the URL must not change when an item moves
 * between files. Modules (entry points) get no page of their own: the overview lists them.
 * The file name is the item's name made safe for the site (see page-slug.ts). Two items that
 * would share a page are an error rather than a silent `-1` suffix.
 */
export class CommandKitKindRouter extends KindRouter {
  /** Names the package of a source file in the two-items-one-page error (set per version by the plugin). */
  static packageOf: ((file: string) => string) | undefined;
  override extension = '.md';
  private readonly owners = new Map<string, Reflection>();

  override buildPages(project: Parameters<KindRouter['buildPages']>[0]): PageDefinition[] {
    this.owners.clear();
    return super.buildPages(project);
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

  protected override getIdealBaseName(reflection: Reflection): string {
    const dir = kindDirectoryOf(reflection) ?? 'types';
    const baseName = `${dir}/${pageSlug(reflection.name, dir)}`;
    const owner = this.owners.get(baseName.toLowerCase());
    if (owner) {
      throw new GeneratorError(
        `Two exported items would share the page api-reference/${baseName}.md: ${describe(owner)} and ${describe(reflection)}. Rename one of them or stop exporting one.`,
      );
    }
    this.owners.set(baseName.toLowerCase(), reflection);
    return baseName;
  }
}

function describe(reflection: Reflection): string {
  const source = (reflection as { sources?: { fileName: string; fullFileName: string; line: number }[] }).sources?.[0];
  const packageName = source && CommandKitKindRouter.packageOf?.(source.fullFileName);
  return `${reflection.getFriendlyFullName()}${packageName ? ` of package "${packageName}"` : ''}${source ? ` (${source.fileName}:${source.line})` : ''}`;
}
