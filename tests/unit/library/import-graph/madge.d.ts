// The part of madge's API the import-graph tests use (madge ships no types).
declare module 'madge' {
  interface MadgeConfig {
    /** Extensions of the files to read, without the dot. */
    fileExtensions?: string[];
    /** A tsconfig.json path, for its module resolution (paths, extensions). */
    tsConfig?: string;
  }

  interface MadgeResult {
    /** Each file (relative to the directory given) and the files it imports. */
    obj(): Record<string, string[]>;
    /** Every import cycle, each as the files along it. */
    circular(): string[][];
    /** `skipped`: import specifiers that resolved to no file read (packages, or broken paths). */
    warnings(): { skipped: string[] };
  }

  function madge(path: string, config?: MadgeConfig): Promise<MadgeResult>;
  export default madge;
}
