/** The module's routes under the global `/api` prefix. */
export const VERIFICATION_BASE_PATH = 'public/verification';
export const CHALLENGE_PATH = 'challenge';
export const CONFIG_PATH = 'config';

/** Where the ALTCHA widget fetches its challenge (the config endpoint hands it to the client). */
export const CHALLENGE_URL = `/api/${VERIFICATION_BASE_PATH}/${CHALLENGE_PATH}`;
