import { bootstrapCommandkitCLI, userArguments } from '../../src/cli/bootstrap-cli.ts';
import { version } from '../../src/version.ts';

describe('bootstrapCommandkitCLI', () => {
  let written: string[];
  let write: jest.SpyInstance;
  const exitCode = process.exitCode;

  beforeEach(() => {
    written = [];
    write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
  });
  afterEach(() => {
    write.mockRestore();
    process.exitCode = exitCode;
  });

  it('runs the CLI with process.argv as Node gives it, and sets the exit code', async () => {
    await bootstrapCommandkitCLI(['/usr/bin/node', '/app/node_modules/.bin/commandkit', '--version']);
    expect(written.join('')).toBe(`${version}\n`);
    expect(process.exitCode).toBe(0);
  });

  it('takes the arguments alone with from: "user"', async () => {
    await bootstrapCommandkitCLI(['--help'], { from: 'user' });
    expect(written.join('')).toContain('commandkit');
    expect(process.exitCode).toBe(0);
  });

  it('sets exit code 1 for a command the CLI does not know, printing one line on stderr', async () => {
    const errors: string[] = [];
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      errors.push(String(chunk));
      return true;
    });
    try {
      await bootstrapCommandkitCLI(['nope'], { from: 'user' });
    } finally {
      stderr.mockRestore();
    }
    expect(process.exitCode).toBe(1);
    expect(errors.join('').trim().split('\n')).toHaveLength(1);
    expect(errors.join('')).toContain('Unknown command "nope"');
  });
});

describe('userArguments', () => {
  it('skips what each kind of argv starts with', () => {
    expect(userArguments(['node', 'cli', 'build'], 'node')).toEqual(['build']);
    expect(userArguments(['build'], 'user')).toEqual(['build']);
    expect(userArguments(['app', 'build'], 'electron')).toEqual(['build']);
  });

  it('rejects input it cannot read, in one line', () => {
    expect(() => userArguments(['x'], 'python' as never)).toThrow(
      `bootstrapCommandkitCLI() options.from must be 'node', 'electron' or 'user', got "python".`,
    );
    expect(() => userArguments('build' as never, 'user')).toThrow(
      'bootstrapCommandkitCLI() needs an array of strings such as process.argv, got string.',
    );
    expect(() => userArguments([1] as never, 'user')).toThrow(
      'bootstrapCommandkitCLI() needs an array of strings such as process.argv, got an array with a value that is not a string.',
    );
  });
});
