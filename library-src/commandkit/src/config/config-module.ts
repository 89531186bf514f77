// The module a config file gets when it imports 'commandkit'. The package's entry files put their
// public API here (see provide-public-api.ts) because the config loader, being part of that API,
// cannot import it without an import cycle.

let configModule: object | undefined;

/**
 * Sets what `import ... from 'commandkit'` gives a config file that {@link loadConfig} loads.
 *
 * @param api - The namespace of CommandKit's public API.
 */
export function provideConfigModule(api: object): void {
  configModule = api;
}

/**
 * What `import ... from 'commandkit'` gives a config file.
 *
 * @returns The namespace given to {@link provideConfigModule}.
 * @throws `Error` when no entry file of the package was loaded, so there is nothing to give.
 */
export function getConfigModule(): object {
  if (!configModule) {
    throw new Error(
      "The config imports 'commandkit', but CommandKit's public API was not loaded in this process: import loadConfig from 'commandkit' or 'commandkit/config', not from an inner module.",
    );
  }
  return configModule;
}
