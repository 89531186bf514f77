import type { PendingSignatures } from './signature-ratchet';

/**
 * The signature checks of CommandKit 1.0 that library-src does not match yet: import path → name →
 * check → the kind of mismatch and the compiler's message. A ratchet (api-1.0-signatures.test.ts
 * fails when a listed check starts to match, and when a check not listed fails), generated from
 * the checks' results; the reasons are for the reader, the check compares the keys. To rewrite it
 * after changing the library, run the line below and review the diff (entries should only go):
 *   UPDATE_PENDING_SIGNATURES=1 npx jest tests/unit/library/api-1.0-signatures.test.ts
 */
export const pendingSignatures: PendingSignatures = {
  'commandkit': {
    'CommandKitEnvironment': {
      '.setContext param context': "other number of type parameters: Generic type 'Context<Source>' requires between 0 and 1 type arguments.",
    },
    'Context': {
      'type parameters': "other number of type parameters: Generic type 'Context<Source>' requires between 0 and 1 type arguments.",
      'constructor arity': 'takes fewer arguments than 1.0 passes: Expected 1 arguments, but got 2.',
      'constructor param commandkit': 'takes fewer arguments than 1.0 passes: Expected 1 arguments, but got 2.',
      'constructor param config': 'takes fewer arguments than 1.0 passes: Expected 1 arguments, but got 2.',
    },
    'MiddlewareContext': {
      'type parameters': "type parameter constraint does not take 1.0's: Type 'T' does not satisfy the constraint 'CommandSource'.",
      'constructor arity': 'takes fewer arguments than 1.0 passes: Expected 1 arguments, but got 2.',
      'constructor param commandkit': 'takes fewer arguments than 1.0 passes: Expected 1 arguments, but got 2.',
      'constructor param config': 'takes fewer arguments than 1.0 passes: Expected 1 arguments, but got 2.',
    },
  },
};
