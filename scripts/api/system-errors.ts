import { statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GeneratorError } from './errors';

/**
 * One line for a failure of the operating system whose cause is known: a full disk, a missing
 * permission, a read-only file system, something in the way. These are not bugs of the generator
 * (so not "unexpected, report it") nor of the documented library (so not "fix it in its source"):
 * the line names the file, the cause and what to do. Undefined for anything else.
 * Paths are shown relative to `baseDir` (the site folder) when they are inside it.
 */
export function describeSystemError(error: unknown, baseDir = process.cwd()): string | undefined {
  const { code, syscall, path: file, dest } = (error ?? {}) as NodeJS.ErrnoException & { dest?: string };
  if (typeof code !== 'string') return undefined;
  const show = (target: string | undefined) => (target ? showPath(target, baseDir) : 'a file');
  const what = `${code}${syscall ? `, ${syscall}` : ''}`;
  switch (code) {
    case 'ENOSPC':
      return `Disk full: cannot write ${show(dest ?? file)} (${what}): free some space on the disk that holds it, then run again.`;
    case 'EDQUOT':
      return `Disk quota exceeded: cannot write ${show(dest ?? file)} (${what}): free some space or raise the quota, then run again.`;
    case 'EACCES':
    case 'EPERM':
      return `Permission denied: cannot ${verbOf(syscall)} ${show(dest ?? file)} (${what}): give user "${userName()}" write access to it and its folder (or remove it), then run again.`;
    case 'EROFS':
      return `Read-only file system: cannot write ${show(dest ?? file)} (${what}): put the site folder (and .cache/) on a writable disk, then run again.`;
    case 'EXDEV':
      return `Cannot move ${show(file)} to ${show(dest)}: they are on different file systems (${what}): put .cache/ on the same file system as the docs folders, then run again.`;
    case 'ENOTDIR': {
      const blocker = file ? fileInTheWay(file) : undefined;
      return `A file is in the way: ${show(blocker ?? file)} is a file where a folder must be (${what}): move it away, then run again.`;
    }
    case 'EISDIR':
    case 'ENOTEMPTY':
      return `A folder is in the way: ${show(dest ?? file)} is a folder where a file must be (${what}): move it away, then run again.`;
    case 'EEXIST':
      return `Something is in the way: ${show(dest ?? file)} already exists and is not what the generator expects there (${what}): move it away, then run again.`;
    case 'EMFILE':
    case 'ENFILE':
      return `Too many open files (${what}): raise the limit (e.g. \`ulimit -n 4096\`) or stop other programs, then run again.`;
    case 'EBUSY':
      return `${show(file)} is in use by another program (${what}): close it, then run again.`;
    case 'ENOMEM':
      return `Out of memory (${what}): close other programs, then run again.`;
    default:
      return undefined;
  }
}

/** The error as a GeneratorError when its cause is known, else unchanged. */
export function withKnownCause(error: unknown, baseDir?: string): unknown {
  if (error instanceof GeneratorError) return error;
  const line = describeSystemError(error, baseDir);
  return line ? new GeneratorError(line, { cause: error }) : error;
}

function verbOf(syscall: string | undefined): string {
  switch (syscall) {
    case 'open':
    case 'write':
    case 'copyfile':
      return 'write';
    case 'rename':
      return 'move';
    case 'unlink':
    case 'rmdir':
    case 'rm':
      return 'remove';
    case 'mkdir':
      return 'create the folder';
    case 'scandir':
    case 'read':
      return 'read';
    default:
      return 'change';
  }
}

function showPath(file: string, baseDir: string): string {
  const relative = path.relative(baseDir, file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

/** For ENOTDIR, the file among the path's folders that stopped it (the path itself when none is found). */
function fileInTheWay(file: string): string | undefined {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      if (!statSync(dir).isDirectory()) return dir;
    } catch {
      // Not there: look further up.
    }
  }
  return undefined;
}

function userName(): string {
  try {
    return os.userInfo().username;
  } catch {
    return String(process.getuid?.() ?? 'this user');
  }
}
