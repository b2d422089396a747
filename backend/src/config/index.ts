export { AppConfig, loadConfig } from './app-config.js';
export { ConfigModule } from './config.module.js';
export { ENV_SCHEMA, REPO_ROOT, parseEnv } from './env.schema.js';
