import type { PageBot } from './page-bot';

/** What differs between the guides of two versions when their examples run. */
export interface GuideVersion {
  /** The version's name on the site: `Next`, `0.1.10`. */
  label: string;
  /** The folder of its guides, relative to the repository root. */
  guideDir: string;
  /** The titles of code blocks that are files of a page's project. */
  projectPath: RegExp;
  /** The files that make a project worth running: a command, an event handler, a plugin, an entry or a config. */
  runnablePath: RegExp;
  /** The same key for two paths that are one file of the project (in two languages, under two names). */
  sameFile?: (path: string) => string;
  /** The whole project of a run, from the files the page's code blocks give it: a starting project written over. */
  project(pageFiles: Record<string, string>): Record<string, string>;
  /** Builds and starts a project on the fake Discord; rejects with the CLI's output when that fails. */
  start(files: Record<string, string>): Promise<PageBot>;
}
