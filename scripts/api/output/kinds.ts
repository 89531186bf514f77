import type { ItemKind } from '../typedoc/job';

/** The kinds in the order the overview and the sidebar show them. */
export const kindOrder: { kind: ItemKind; title: string; singular: string }[] = [
  { kind: 'classes', title: 'Classes', singular: 'class' },
  { kind: 'functions', title: 'Functions', singular: 'function' },
  { kind: 'types', title: 'Types', singular: 'type' },
  { kind: 'enums', title: 'Enums', singular: 'enum' },
  { kind: 'variables', title: 'Variables', singular: 'variable' },
];
