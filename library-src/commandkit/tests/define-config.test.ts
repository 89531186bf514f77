import { CompilerPlugin, defineConfig, RuntimePlugin, type CommandKitConfig } from '../src/index.ts';

class Runtime extends RuntimePlugin {
  constructor(readonly name: string) {
    super();
  }
}

class Compiler extends CompilerPlugin {
  constructor(readonly name: string) {
    super();
  }
}

// Run-time validation exists for JavaScript configs, which the type checker never sees.
const untyped = (config: unknown) => defineConfig(config as CommandKitConfig);

describe('defineConfig', () => {
  it('fills in every default when nothing is set', () => {
    expect(defineConfig({})).toEqual({
      appDir: 'src/app',
      distDir: 'dist',
      sourceMap: true,
      env: {},
      watch: true,
      prefix: ['!'],
      devGuildIds: [],
      devUserIds: [],
      devRoleIds: [],
      plugins: [],
      macro: true,
      unhandledErrors: 'log',
    });
    expect(defineConfig()).toEqual(defineConfig({}));
  });

  it('keeps the values a project sets and defaults the rest', () => {
    const config = defineConfig({
      appDir: 'bot/app',
      distDir: 'build',
      sourceMap: false,
      env: { LOG_LEVEL: 'debug', _PRIVATE_2: '' },
      watch: false,
    });
    expect(config).toEqual({
      appDir: 'bot/app',
      distDir: 'build',
      sourceMap: false,
      env: { LOG_LEVEL: 'debug', _PRIVATE_2: '' },
      watch: false,
      prefix: ['!'],
      devGuildIds: [],
      devUserIds: [],
      devRoleIds: [],
      plugins: [],
      macro: true,
      unhandledErrors: 'log',
    });
  });

  it("keeps unhandledErrors: 'exit'", () => {
    expect(defineConfig({ unhandledErrors: 'exit' }).unhandledErrors).toBe('exit');
  });

  it('treats a field set to undefined as left out', () => {
    expect(defineConfig({ appDir: undefined, prefix: undefined })).toEqual(defineConfig({}));
  });

  it('turns prefix into a list without duplicates, keeping the order given', () => {
    expect(defineConfig({ prefix: '?' }).prefix).toEqual(['?']);
    expect(defineConfig({ prefix: ['>>', '!', '>>'] }).prefix).toEqual(['>>', '!']);
  });

  it('returns a frozen config that does not share the caller objects', () => {
    const env = { TOKEN_NAME: 'a' };
    const prefix = ['!'];
    const config = defineConfig({ env, prefix });
    env.TOKEN_NAME = 'changed';
    prefix.push('?');
    expect(config.env).toEqual({ TOKEN_NAME: 'a' });
    expect(config.prefix).toEqual(['!']);
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.env)).toBe(true);
    expect(Object.isFrozen(config.prefix)).toBe(true);
    expect(Object.isFrozen(defineConfig({}).prefix)).toBe(true);
  });

  it('accepts its own output, so a resolved config can be passed on', () => {
    const config = defineConfig({ prefix: ['!', '?'], env: { A: 'b' } });
    expect(defineConfig(config)).toEqual(config);
  });

  describe('rejects', () => {
    it('a value that is not an object', () => {
      expect(() => untyped(null)).toThrow("Invalid CommandKit config: the config must be an object such as { prefix: '!' }, got null.");
      expect(() => untyped(['!'])).toThrow('got an array.');
      expect(() => untyped(new Map())).toThrow('got an instance of Map.');
    });

    it('an unknown field, suggesting the closest one', () => {
      expect(() => untyped({ prefx: '!' })).toThrow(
        'Invalid CommandKit config: Unknown field "prefx". Did you mean "prefix"? The fields are: appDir, distDir, sourceMap, env, watch, prefix, devGuildIds, devUserIds, devRoleIds, plugins, macro, unhandledErrors.',
      );
      expect(() => untyped({ AppDir: 'src' })).toThrow('Did you mean "appDir"?');
      expect(() => untyped({ commands: [] })).toThrow(/^Invalid CommandKit config: Unknown field "commands"\. The fields are/);
      expect(() => untyped({ toString: 'x' })).toThrow('Unknown field "toString". The fields are');
    });

    it('an unhandledErrors that is neither of its two values, in one line', () => {
      expect(() => untyped({ unhandledErrors: 'crash' })).toThrow(
        `Invalid CommandKit config: "unhandledErrors" must be 'log' or 'exit', got "crash" (a string).`,
      );
      expect(() => untyped({ unhandledErrors: false })).toThrow(`"unhandledErrors" must be 'log' or 'exit', got false (a boolean).`);
    });

    it('a field renamed since CommandKit 0.1, naming the new one', () => {
      expect(() => untyped({ outDir: 'dist' })).toThrow('Unknown field "outDir". Did you mean "distDir"?');
      expect(() => untyped({ envExtra: {} })).toThrow('Unknown field "envExtra". Did you mean "env"?');
    });

    it('directories that are not non-empty strings', () => {
      expect(() => untyped({ appDir: 42 })).toThrow(
        `Invalid CommandKit config: "appDir" must be a non-empty path string such as 'src/app', got 42 (a number).`,
      );
      expect(() => untyped({ distDir: '  ' })).toThrow(`"distDir" must be a non-empty path string such as 'dist', got "  " (a string).`);
    });

    it('booleans given as something else', () => {
      expect(() => untyped({ sourceMap: 'true' })).toThrow('"sourceMap" must be true or false, got "true" (a string).');
      expect(() => untyped({ watch: 1 })).toThrow('"watch" must be true or false, got 1 (a number).');
    });

    it('env that is not an object of strings with valid names', () => {
      expect(() => untyped({ env: 'A=b' })).toThrow(`"env" must be an object of strings such as { LOG_LEVEL: 'debug' }`);
      expect(() => untyped({ env: { PORT: 3000 } })).toThrow(`"env.PORT" must be a string, got 3000 (a number): write PORT: '3000'.`);
      expect(() => untyped({ env: { NESTED: {} } })).toThrow('"env.NESTED" must be a string, got an object.');
      expect(() => untyped({ env: { '1ST': 'x' } })).toThrow('"env" has the invalid variable name "1ST"');
      expect(() => untyped({ env: { 'MY-VAR': 'x' } })).toThrow('"env" has the invalid variable name "MY-VAR"');
    });

    it('prefixes that are empty, contain whitespace or are not strings', () => {
      const expected = `"prefix" must be a non-empty string without whitespace, or a non-empty array of them, such as '!' or ['!', '?']`;
      expect(() => untyped({ prefix: '' })).toThrow(`${expected}, got "" (a string).`);
      expect(() => untyped({ prefix: 'hey bot' })).toThrow(`${expected}, got "hey bot" (a string).`);
      expect(() => untyped({ prefix: [] })).toThrow(`${expected}, got an array.`);
      expect(() => untyped({ prefix: ['!', 5] })).toThrow(`${expected}, got 5 (a number) in the array.`);
    });

    it('dev ids that are not arrays of snowflake strings', () => {
      const expected = `"devGuildIds" must be an array of Discord ids (17 to 20 digits, as strings) such as ['123456789012345678']`;
      expect(() => untyped({ devGuildIds: '123456789012345678' })).toThrow(`${expected}, got "123456789012345678" (a string).`);
      expect(() => untyped({ devGuildIds: [Number('123456789012345678')] })).toThrow(
        'Write ids as strings: numbers this large lose digits.',
      );
      expect(() => untyped({ devUserIds: ['12'] })).toThrow(`"devUserIds" must be an array of Discord ids`);
      expect(() => untyped({ devRoleIds: [null] })).toThrow(
        `"devRoleIds" must be an array of Discord ids (17 to 20 digits, as strings) such as ['123456789012345678'], got null in the array.`,
      );
    });

    it('plugins that are not a list of plugins', () => {
      expect(() => untyped({ plugins: {} })).toThrow(
        'Invalid CommandKit config: "plugins" must be an array of plugins, such as [cache()], got an object.',
      );
      expect(() => untyped({ plugins: [new Runtime('a'), [false, [{ name: 'old', setup() {} }]]] })).toThrow(
        'Invalid CommandKit config: "plugins[1][1][0]" is not a plugin: got an object. A plugin is an instance of a class that extends RuntimePlugin or CompilerPlugin.',
      );
      expect(() => untyped({ plugins: [Runtime] })).toThrow(
        '"plugins[0]" is not a plugin: got a function (a class? create an instance with new).',
      );
      expect(() => untyped({ plugins: ['cache'] })).toThrow('"plugins[0]" is not a plugin: got "cache" (a string).');
    });

    it('plugins without a name, or with the name of another', () => {
      class Nameless extends RuntimePlugin {
        readonly name = '';
      }
      expect(() => defineConfig({ plugins: [new Nameless()] })).toThrow(
        `Invalid CommandKit config: The plugin Nameless at "plugins[0]" has no name: give the class a non-empty string name (readonly name = 'my-plugin').`,
      );
      expect(() => defineConfig({ plugins: [new Runtime('twin'), [new Compiler('twin')]] })).toThrow(
        'Invalid CommandKit config: Two plugins are named "twin" ("plugins[0]" and "plugins[1][0]"): plugin names must be unique, so list each plugin once.',
      );
    });

    it('appDir and distDir that overlap', () => {
      expect(() => defineConfig({ appDir: 'out', distDir: './out/' })).toThrow(
        `Invalid CommandKit config: "appDir" and "distDir" are the same directory ("out"). Point "distDir" at a directory of its own, such as 'dist'.`,
      );
      expect(() => defineConfig({ distDir: 'src/app/dist' })).toThrow(
        `"distDir" ("src/app/dist") is inside "appDir" ("src/app"), so the build would compile its own output.`,
      );
      expect(() => defineConfig({ distDir: '.' })).toThrow(`"appDir" ("src/app") is inside "distDir" (".")`);
      expect(() => defineConfig({ appDir: 'src/app', distDir: 'src/application' })).not.toThrow();
      expect(() => defineConfig({ appDir: 'app', distDir: '../dist' })).not.toThrow();
    });

    it('with every problem listed at once', () => {
      expect(() => untyped({ watch: 'yes', prefix: 1, extra: true })).toThrow(
        [
          'Invalid CommandKit config (3 problems):',
          '  - Unknown field "extra". The fields are: appDir, distDir, sourceMap, env, watch, prefix, devGuildIds, devUserIds, devRoleIds, plugins, macro, unhandledErrors.',
          '  - "watch" must be true or false, got "yes" (a string).',
          `  - "prefix" must be a non-empty string without whitespace, or a non-empty array of them, such as '!' or ['!', '?'], got 1 (a number).`,
        ].join('\n'),
      );
    });
  });
});

describe('defineConfig, dev ids and plugins', () => {
  it('keeps dev ids without duplicates and plugins in order', () => {
    const plugin = new Runtime('p');
    const config = defineConfig({
      devGuildIds: ['123456789012345678', '123456789012345678'],
      devUserIds: ['12345678901234567890'],
      plugins: [plugin],
    });
    expect(config.devGuildIds).toEqual(['123456789012345678']);
    expect(config.devUserIds).toEqual(['12345678901234567890']);
    expect(config.plugins).toEqual([plugin]);
    expect(config.plugins[0]).toBe(plugin);
    expect(Object.isFrozen(config.devGuildIds)).toBe(true);
  });

  it('flattens nested plugin lists in order, skipping falsy entries', () => {
    const [a, b, c, d] = [new Compiler('a'), new Runtime('b'), new Runtime('c'), new Compiler('d')];
    const isDev = false;
    const config = defineConfig({ plugins: [a, [b, [null, [c]], undefined], isDev && new Runtime('devtools'), 0, '', [], d] });
    expect(config.plugins).toEqual([a, b, c, d]);
    expect(config.plugins.map((plugin) => plugin.type)).toEqual(['compiler', 'runtime', 'runtime', 'compiler']);
    expect(Object.isFrozen(config.plugins)).toBe(true);
  });

  it('recognises plugins made with another copy of commandkit by their brand', () => {
    const foreign = { [Symbol.for('commandkit.plugin')]: 'runtime', type: 'runtime', name: 'elsewhere', options: {} };
    expect(untyped({ plugins: [foreign] }).plugins).toEqual([foreign]);
  });
});
