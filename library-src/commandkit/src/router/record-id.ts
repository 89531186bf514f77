import { createHash } from 'node:crypto';

// A fixed namespace, so that ids depend on nothing but the role and the path.
const NAMESPACE = Buffer.from('6f1d8a52c0b44e7e9a3d2b7c5e4f8a19', 'hex');

/**
 * The id of a router record: a name-based UUID (version 5, SHA-1) of the record's role and
 * absolute path. The same file gets the same id on every scan and in every process, so an id kept
 * from an earlier scan (by a dev tool, or across a reload) still names the same file.
 *
 * @param role - What the file is: `'command'` or `'middleware'`.
 * @param path - The file's absolute path.
 * @returns The id, such as `0b8e5ad4-93f1-5c1e-8d0a-6a2f4e1b7c3d`.
 */
export function recordId(role: 'command' | 'middleware', path: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(`${role}\0${path}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
