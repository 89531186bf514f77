// JsonFlagProvider: reads a JSON file of flag configurations, again when it changes, and fails
// with the file's name when it is bad.
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { flag, JsonFlagProvider, setFlagProvider, setLogger } from '../../src/index.ts';
import { recordingLogger } from '../runtime/support/runtime.ts';

let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'commandkit-flags-'));
  file = join(dir, 'flags.json');
});

afterEach(() => {
  setFlagProvider(null);
  rmSync(dir, { recursive: true, force: true });
});

/** Writes the file and moves its modification time on, as a later edit would. */
let clock = Date.now() / 1000;
function writeFlags(contents: unknown): void {
  writeFileSync(file, typeof contents === 'string' ? contents : JSON.stringify(contents));
  clock += 10;
  utimesSync(file, clock, clock);
}

describe('JsonFlagProvider', () => {
  it('gives the configuration of listed flags, null for others', async () => {
    writeFlags({ beta: { enabled: true, percentage: 50, value: 'blue', config: { limit: 3 } } });
    const provider = new JsonFlagProvider(file);
    expect(provider.path).toBe(file);
    expect(await provider.getFlag('beta')).toEqual({ enabled: true, percentage: 50, value: 'blue', config: { limit: 3 } });
    expect(await provider.getFlag('other')).toBeNull();
    expect(new JsonFlagProvider(pathToFileURL(file)).path).toBe(file);
  });

  it('reads the file again when it changes, not otherwise', async () => {
    writeFlags({ beta: { enabled: true } });
    const provider = new JsonFlagProvider(file);
    const first = await provider.getFlag('beta');
    expect(await provider.getFlag('beta')).toBe(first);
    writeFlags({ beta: { enabled: false } });
    expect(await provider.getFlag('beta')).toEqual({ enabled: false });
  });

  it('fails naming the file when it is missing, not JSON or of the wrong shape', async () => {
    const provider = new JsonFlagProvider(file);
    await expect(provider.getFlag('beta')).rejects.toThrow(
      `The flag file ${file} cannot be read (ENOENT); create it or fix the path given to JsonFlagProvider.`,
    );
    writeFlags('{ "beta": { "enabled": true }');
    await expect(provider.getFlag('beta')).rejects.toThrow(`The flag file ${file} is not valid JSON: `);
    writeFlags([]);
    await expect(provider.getFlag('beta')).rejects.toThrow(
      `The flag file ${file} must hold an object mapping flag keys to configurations, such as { "my-flag": { "enabled": true } }.`,
    );
    writeFlags({ beta: { enabled: 'yes' } });
    await expect(provider.getFlag('beta')).rejects.toThrow(`The flag file ${file} has an invalid "beta": "enabled" must be true or false.`);
    writeFlags({ beta: { enabled: true, percentage: 120 } });
    await expect(provider.getFlag('beta')).rejects.toThrow('has an invalid "beta": "percentage" must be a number from 0 to 100.');
    writeFlags({ beta: { enabled: true, config: 'x' } });
    await expect(provider.getFlag('beta')).rejects.toThrow('has an invalid "beta": "config" must be an object.');
    // Fixed: it works again.
    writeFlags({ beta: { enabled: true } });
    expect(await provider.getFlag('beta')).toEqual({ enabled: true });
  });

  it('set as the provider: flags decide with its configuration; a bad file is a warning and provider: null', async () => {
    const logger = recordingLogger();
    setLogger(logger);
    writeFlags({ 'json-flag': { enabled: true, percentage: 25 } });
    setFlagProvider(new JsonFlagProvider(file));
    const jsonFlag = flag({ key: 'json-flag', decide: ({ provider }) => provider });
    expect(await jsonFlag.run({ identify: {} })).toEqual({ enabled: true, percentage: 25 });
    writeFlags('not json');
    expect(await jsonFlag.run({ identify: {} })).toBeNull();
    expect(logger.messages('warn')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^The flag provider failed for the flag "json-flag", so it decides with provider: null: The flag file .*flags\\.json is not valid JSON: `,
        ),
      ),
    ]);
  });
});
