import { RequestMethod } from '@nestjs/common';

import { combineDatabaseFacts } from './database-facts.js';
import { sessionOptions } from './sql-pool.js';

describe('combineDatabaseFacts', () => {
  it("joins every module's entities, skipped tables, ORM-free routes and session settings", () => {
    const route = { path: 'things/fast', method: RequestMethod.POST };
    const facts = combineDatabaseFacts([
      { entities: ['A'], skipTables: ['hand_made'], sqlSessionSettings: { jit: 'off' } },
      {},
      { entities: ['B'], skipTables: [/^log_\w+$/], routesWithoutOrm: [route] },
    ]);
    expect(facts).toEqual({
      entities: ['A', 'B'],
      skipTables: ['hand_made', /^log_\w+$/],
      routesWithoutOrm: [route],
      sqlSessionSettings: { jit: 'off' },
    });
  });

  it('accepts one setting asked for twice alike, and refuses two values for it', () => {
    const jitOff = { sqlSessionSettings: { jit: 'off' } };
    expect(combineDatabaseFacts([jitOff, jitOff]).sqlSessionSettings).toEqual({ jit: 'off' });
    expect(() => combineDatabaseFacts([jitOff, { sqlSessionSettings: { jit: 'on' } }])).toThrow(
      'Two modules set the SQL session setting jit: off and on',
    );
  });
});

describe('sessionOptions', () => {
  it('passes each setting as -c name=value, escaping spaces and backslashes', () => {
    expect(sessionOptions({ jit: 'off', search_path: 'a b', x: 'c\\d' })).toBe(
      '-c jit=off -c search_path=a\\ b -c x=c\\\\d',
    );
    expect(sessionOptions({})).toBe('');
  });
});
