// The entity files, not the module indexes: those load modules that import the database
// platform, which imports this registry (an ESM initialisation cycle).
import { AUTH_ENTITIES } from './auth/auth.entities.js';
import { CATALOGUE_ENTITIES } from './catalogue/catalogue.entities.js';
import { USERS_ENTITIES } from './users/users.entities.js';

/** Every persisted entity, listed explicitly (no glob discovery: faster boot, ESM-safe). */
export const ALL_ENTITIES = [...CATALOGUE_ENTITIES, ...USERS_ENTITIES, ...AUTH_ENTITIES];
