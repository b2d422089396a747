import { AUTH_ENTITIES } from './auth/index.js';
import { CATALOGUE_ENTITIES } from './catalogue/index.js';
import { USERS_ENTITIES } from './users/index.js';

/** Every persisted entity, listed explicitly (no glob discovery: faster boot, ESM-safe). */
export const ALL_ENTITIES = [...CATALOGUE_ENTITIES, ...USERS_ENTITIES, ...AUTH_ENTITIES];
