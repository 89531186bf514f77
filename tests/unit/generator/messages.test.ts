import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GeneratorError } from '../../../scripts/api/errors';
import { createLogger } from '../../../scripts/api/log';
import { oneLine } from '../../../scripts/api/message-text';
import { describeSystemError } from '../../../scripts/api/system-errors';
import { failureLine } from '../../../scripts/cli/run-cli';

const systemError = (code: string, syscall: string, file?: string, dest?: string) =>
  Object.assign(new Error(`${code}: something, ${syscall} '${file}'`), { code, syscall, path: file, dest });

describe('one-line messages', () => {
  it('escapes newlines and other control characters, and drops terminal colours', () => {
    expect(oneLine('Unknown version "v1\nerror: forged\r\u0007\u202e": fix it')).toBe(
      'Unknown version "v1\\nerror: forged\\r\\x07\\u202e": fix it',
    );
    expect(oneLine('\u001b[91m[error]\u001b[0m red')).toBe('[error] red');
  });

  it('keeps the start and end of an overlong value, and of an overlong line', () => {
    const shown = oneLine(`Unknown version "${'v'.repeat(300_000)}": pick one.`);
    expect(shown).toBe(`Unknown version "${'v'.repeat(59)}…${'v'.repeat(17)}": pick one.`);
    const words = oneLine(`${'word '.repeat(100_000)}: fix it.`);
    expect(words.length).toBeLessThanOrEqual(1000);
    expect(words).toMatch(/^word word .* … .*word : fix it\.$/);
  });

  it('applies to every GeneratorError and every line of the progress log', () => {
    expect(new GeneratorError('Tag "a\nb" is unknown').message).toBe('Tag "a\\nb" is unknown');
    const lines: string[] = [];
    createLogger((line) => lines.push(line)).info('Next', `TypeDoc warning: ${'x'.repeat(500)}\nforged`);
    expect(lines).toEqual([`[api] Next: TypeDoc warning: ${'x'.repeat(60)}…${'x'.repeat(11)}\\nforged`]);
  });
});

describe('failures of the system with a known cause', () => {
  const site = mkdtempSync(path.join(os.tmpdir(), 'ck-messages-'));

  it('says the disk is full, naming the file, without blaming the library', () => {
    const line = describeSystemError(systemError('ENOSPC', 'write', path.join(site, 'docs', 'a.md')), site)!;
    expect(line).toBe('Disk full: cannot write docs/a.md (ENOSPC, write): free some space on the disk that holds it, then run again.');
  });

  it('names the path and the user for a permission denied', () => {
    expect(describeSystemError(systemError('EACCES', 'open', path.join(site, 'docs', 'api-reference', 'index.md')), site)).toBe(
      `Permission denied: cannot write docs/api-reference/index.md (EACCES, open): give user "${os.userInfo().username}" write access to it and its folder (or remove it), then run again.`,
    );
    expect(describeSystemError(systemError('EPERM', 'rename', path.join(site, 'a'), path.join(site, 'b')), site)).toMatch(
      /^Permission denied: cannot move b \(EPERM, rename\): /,
    );
  });

  it('names both sides of a move across file systems', () => {
    expect(describeSystemError(systemError('EXDEV', 'rename', '/mnt/cache/x', path.join(site, 'docs', 'x')), site)).toBe(
      'Cannot move /mnt/cache/x to docs/x: they are on different file systems (EXDEV, rename): put .cache/ on the same file system as the docs folders, then run again.',
    );
  });

  it('finds the file that stands where a folder must be', () => {
    mkdirSync(path.join(site, 'docs'), { recursive: true });
    writeFileSync(path.join(site, 'docs', 'api-reference'), 'a file');
    expect(describeSystemError(systemError('ENOTDIR', 'mkdir', path.join(site, 'docs', 'api-reference', 'classes')), site)).toBe(
      'A file is in the way: docs/api-reference is a file where a folder must be (ENOTDIR, mkdir): move it away, then run again.',
    );
  });

  it('prints them instead of "unexpected failure … report it", which stays for real bugs', () => {
    expect(failureLine(systemError('EPERM', 'unlink', '/srv/site/docs/a.md'))).toMatch(
      /^Permission denied: cannot remove \/srv\/site\/docs\/a\.md \(EPERM, unlink\): /,
    );
    expect(failureLine(new TypeError("Cannot read properties of undefined (reading 'x')\n    at f (a.ts:1:1)"))).toBe(
      "unexpected failure (Cannot read properties of undefined (reading 'x')): run again with API_DEBUG=1 for the stack and report it.",
    );
    expect(describeSystemError(new Error('plain'))).toBeUndefined();
  });
});
