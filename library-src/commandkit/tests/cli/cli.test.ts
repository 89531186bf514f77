import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { libraryRoot, lines, removeTempDirs, runCli, tempDir } from './support/cli-harness.ts';

afterAll(removeTempDirs);

describe('the commandkit command line', () => {
  it('--help lists the commands and options', async () => {
    const result = await runCli(['--help'], { cwd: tempDir() });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Usage: commandkit <command> \[options\]\n/);
    for (const command of ['dev', 'build', 'start', 'create <dir>']) expect(result.stdout).toMatch(new RegExp(`^  ${command} +\\S`, 'm'));
    expect(result.stdout).toContain('-h, --help');
    expect(result.stdout).toContain('-v, --version');
  });

  it("prints a command's help with <command> --help", async () => {
    const result = await runCli(['start', '--help'], { cwd: tempDir() });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Usage: commandkit start\n\nRuns the bot built by "commandkit build"/);
  });

  it('--version prints the package version', async () => {
    const { version } = JSON.parse(readFileSync(join(libraryRoot, 'package.json'), 'utf8'));
    for (const flag of ['--version', '-v']) {
      const result = await runCli([flag], { cwd: tempDir() });
      expect(result).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
    }
  });

  it('prints the help and exits 1 without a command', async () => {
    const result = await runCli([], { cwd: tempDir() });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^Usage: commandkit <command>/);
  });

  it.each([
    [
      ['deploy'],
      '[commandkit] Error: Unknown command "deploy". The commands are dev, build, start, create: run "commandkit --help" for details.',
    ],
    [['--verbose'], '[commandkit] Error: Unknown option "--verbose". Run "commandkit --help" for the commands and options.'],
    [
      ['build', '--watch'],
      '[commandkit] Error: Unknown option "--watch" for "commandkit build". Run "commandkit build --help" for its usage.',
    ],
    [['start', 'now'], '[commandkit] Error: "commandkit start" takes no arguments, got "now". Run "commandkit start --help".'],
    [['create', 'a', 'b'], '[commandkit] Error: "commandkit create" takes one directory, got 2: a b. Quote a name with spaces.'],
  ])('%j prints one error line and exits 1', async (args, expected) => {
    const result = await runCli(args, { cwd: tempDir() });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(lines(result.stderr)).toEqual([expected]);
  });
});
