/** A processed sidebar item, as far as grouping needs it (Docusaurus' own types are wider). */
export type SidebarItem =
  | { type: 'doc' | 'ref'; id: string }
  | { type: 'category'; label: string; items: SidebarItem[]; link?: { type: string; id?: string } }
  | { type: 'link' | 'html' };

export interface SidebarSection {
  title: string;
  docIds: string[];
}

/**
 * Groups the docs of a version's sidebars the way a reader sees them, in sidebar order: the docs
 * at a sidebar's top level under the sidebar's navbar label ("Guide"), a category's docs under its
 * trail of labels ("Guide › JSX › Components v1"), its own linked page first. Docs of a category
 * that come after one of its sub-categories start a new section with the category's title again,
 * so reading the sections in turn is reading the sidebar top to bottom. A doc listed twice is kept
 * where it first appears.
 */
export function sidebarSections(sidebars: Record<string, SidebarItem[]>, sidebarLabels: Record<string, string>): SidebarSection[] {
  const sections: SidebarSection[] = [];
  const seen = new Set<string>();
  let current: SidebarSection | undefined;
  const add = (id: string, title: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    if (current?.title !== title) {
      current = { title, docIds: [] };
      sections.push(current);
    }
    current.docIds.push(id);
  };
  const visit = (items: SidebarItem[], trail: string[]) => {
    const title = trail.join(' › ');
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') {
        add(item.id, title);
      } else if (item.type === 'category') {
        const categoryTrail = [...trail, item.label];
        if (item.link?.type === 'doc' && item.link.id) add(item.link.id, categoryTrail.join(' › '));
        visit(item.items, categoryTrail);
      }
    }
  };
  for (const [sidebarId, items] of Object.entries(sidebars)) {
    current = undefined;
    visit(items, [sidebarLabels[sidebarId] ?? sidebarId]);
  }
  return sections;
}
