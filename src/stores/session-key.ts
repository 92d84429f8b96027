/** Where the session's tokens are kept (see src/stores/session.ts for the stored shape). */
export const TOKENS_KEY = 'midsouth-league.tokens.v1';
