import type { SignatureException } from './signature-ratchet';

/**
 * Members of the 1.0 table whose signature checks cannot pass whatever library-src does, each with
 * why. Only what 1.0 code could not use either belongs here; anything we could match goes to
 * pending-signatures.ts instead.
 */
export const signatureExceptions: readonly SignatureException[] = [
  ...['commandkit', 'commandkit/components'].map((importPath) => ({
    importPath,
    name: 'StringSelectMenuKit',
    member: 'static .normalizeEmoji',
    reason:
      "Private in discord.js's StringSelectMenuBuilder, which both 1.0's StringSelectMenuKit and ours extend: the table lists it because it prints private static members, but 1.0 code cannot call it either.",
  })),
  {
    importPath: 'commandkit',
    name: 'StopEventPropagationError',
    member: 'static .isError',
    reason:
      "Error.isError, which every Error subclass inherits, comes from TypeScript's ESNext library that 1.0's build used; a project compiled for ES2022 (as this check and most bots) has it on no Error class, 1.0's included.",
  },
];
