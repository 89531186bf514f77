import type { PendingSignatures } from './signature-ratchet';

/**
 * The signature checks of CommandKit 1.0 that library-src does not match yet: import path → name →
 * check → the kind of mismatch and the compiler's message. A ratchet (api-1.0-signatures.test.ts
 * fails when a listed check starts to match, and when a check not listed fails), generated from
 * the checks' results; the reasons are for the reader, the check compares the keys. To rewrite it
 * after changing the library, run the line below and review the diff (entries should only go):
 *   UPDATE_PENDING_SIGNATURES=1 npx jest tests/unit/library/api-1.0-signatures.test.ts
 */
export const pendingSignatures: PendingSignatures = {};
