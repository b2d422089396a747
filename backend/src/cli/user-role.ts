import { parseArgs } from 'node:util';

import { MikroORM } from '@mikro-orm/postgresql';

import { loadConfig } from '../config/index.js';
import { ROLES, type Role, User } from '../modules/users/index.js';
import { appOrmOptions } from '../database-facts.js';
import { print, runCli } from './cli-output.js';

/**
 * `npm run user:role -- --email x --role admin`: the operator's way to make the first admin
 * (there is no sign-up path to it) or to change anyone's role later.
 */
runCli('Role change', async () => {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
    },
    strict: true,
  });
  // Stored emails are lower-cased and trimmed (User.email), so match them the same way.
  const email = values.email?.trim().toLowerCase() ?? '';
  if (email === '' || values.role === undefined) {
    throw new Error(`give --email and --role (${ROLES.join(', ')}).`);
  }
  const role = parseRole(values.role);

  const { env } = loadConfig();
  const orm = await MikroORM.init(appOrmOptions(env.DATABASE_URL));
  try {
    const em = orm.em.fork();
    const user = await em.findOne(User, { email });
    if (user === null) throw new Error(`no user with the email ${email}.`);
    const previous = user.role;
    if (previous === role) {
      print(`${email} is already ${role}; nothing changed.`);
      return;
    }
    user.role = role;
    await em.flush();
    print(`${email} is now ${role} (was ${previous}).`);
  } finally {
    await orm.close();
  }
});

function parseRole(raw: string): Role {
  const role = ROLES.find((known) => known === raw.trim().toLowerCase());
  if (role === undefined) {
    throw new Error(`--role must be one of ${ROLES.join(', ')} (got "${raw}").`);
  }
  return role;
}
