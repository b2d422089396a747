import type { Redis } from 'ioredis';

/** A Lua script bound to a client: runs as EVALSHA, loaded once when Redis does not know it. */
export type RedisScript = (
  keys: readonly string[],
  args: readonly (string | number)[],
) => Promise<unknown>;

type ScriptCommand = (
  numberOfKeys: number,
  ...keysThenArgs: (string | number)[]
) => Promise<unknown>;

/**
 * Defines `lua` on the client under `name` (once per client) and answers a typed caller. Keys go
 * through the client's key prefix like any command's, so a script stays inside the deployment's
 * namespace. One script call replaces a pipeline of many commands: the client builds, writes and
 * parses one command instead of several per item, which is most of what a hot path spends in
 * ioredis.
 */
export function defineRedisScript(redis: Redis, name: string, lua: string): RedisScript {
  const commands = redis as unknown as Record<string, ScriptCommand | undefined>;
  if (commands[name] === undefined) redis.defineCommand(name, { lua });
  return (keys, args) => {
    const command = commands[name] as ScriptCommand;
    return command.call(redis, keys.length, ...keys, ...args);
  };
}
