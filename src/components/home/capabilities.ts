/**
 * What the home page says the library can do. Plain data so that a card's link can move to its
 * real guide, and its badge go away, in one edit when that guide is written.
 */

import { docPaths } from './paths';

/**
 * `released`: documented for the latest release. `next`: new in the unreleased version, which
 * documents it. `coming`: planned for the unreleased version, without a guide yet.
 */
export type CapabilityStatus = 'released' | 'next' | 'coming';

/** The small drawing on the card; see CapabilityIcon. */
export type CapabilityIconName = 'commands' | 'events' | 'components' | 'jsx' | 'caching' | 'plugins' | 'i18n' | 'sharding';

export interface Capability {
  title: string;
  description: string;
  /** A site path, without base URL. */
  href: string;
  status: CapabilityStatus;
  icon: CapabilityIconName;
}

export const capabilities: readonly Capability[] = [
  {
    title: 'Slash and context menu commands',
    description:
      'Drop a file that exports data and run into your commands folder. CommandKit registers it with Discord, keeps the registration in sync on restart and calls your code when someone uses it.',
    href: docPaths.commandFiles,
    status: 'released',
    icon: 'commands',
  },
  {
    title: 'Events',
    description:
      'Name a folder after a discord.js client event, such as messageCreate, and each function file inside it runs whenever that event fires, with the arguments the client emits.',
    href: docPaths.eventFiles,
    status: 'released',
    icon: 'events',
  },
  {
    title: 'Message components',
    description:
      'Buttons, modals and select menus that carry their own handlers, so a reply and the code that answers it live side by side and clean up after a timeout.',
    href: docPaths.buttonKit,
    status: 'next',
    icon: 'components',
  },
  {
    title: 'JSX for messages',
    description:
      'Describe action rows, buttons, modals and the newer display components as JSX elements instead of chaining builder calls.',
    href: docPaths.jsx,
    status: 'next',
    icon: 'jsx',
  },
  {
    title: 'Caching',
    description:
      'Mark a function as cached, give the entry a lifetime and tags, and drop stale entries by tag when the data behind them changes.',
    href: docPaths.caching,
    status: 'next',
    icon: 'caching',
  },
  {
    title: 'Plugins',
    description:
      'Hook into the bot at run time or into the build step at compile time. Official plugins add the "use cache" directive and a Redis store shared by every process of the bot.',
    href: docPaths.plugins,
    status: 'next',
    icon: 'plugins',
  },
  {
    title: 'Internationalisation',
    description:
      'Keep translations in a locales folder, localise command names and descriptions, and reply in the language Discord reports for each user.',
    href: docPaths.i18n,
    status: 'next',
    icon: 'i18n',
  },
  {
    title: 'Sharding',
    description: 'Run a bot that has outgrown a single process as several shards, each one connected to its own share of the servers.',
    href: docPaths.sharding,
    status: 'next',
    icon: 'sharding',
  },
];
