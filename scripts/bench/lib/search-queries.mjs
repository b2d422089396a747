/**
 * What people type into a search box, built from real catalogue names: type-ahead prefixes,
 * whole names and names with a typo. Deterministic for a seed, so runs compare.
 */

/** mulberry32: a tiny seeded PRNG (Math.random cannot be seeded). */
function rng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One edit a hurried typist makes: two letters swapped, one dropped, one doubled or replaced. */
function typo(word, random) {
  const at = 1 + Math.floor(random() * (word.length - 2));
  const edits = [
    () => word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
    () => word.slice(0, at) + word.slice(at + 1),
    () => word.slice(0, at) + word[at] + word.slice(at),
    () => word.slice(0, at) + 'aeiou'[Math.floor(random() * 5)] + word.slice(at + 1),
  ];
  return edits[Math.floor(random() * edits.length)]();
}

/** The query mix: 45% prefixes of 2–6 letters, 35% whole names, 20% names with a typo. */
export const QUERY_MIX = { prefix: 0.45, name: 0.35, typo: 0.2 };

/**
 * @param {readonly string[]} names artist names, album and track titles
 * @returns {{ kind: 'prefix' | 'name' | 'typo', q: string }[]}
 */
export function searchQueries(names, count, seed = 2026) {
  const random = rng(seed);
  const pick = (items) => items[Math.floor(random() * items.length)];
  return Array.from({ length: count }, () => {
    const name = pick(names);
    const roll = random();
    if (roll < QUERY_MIX.prefix) {
      const prefix = name
        .slice(0, 2 + Math.floor(random() * 5))
        .toLowerCase()
        .trimEnd();
      return { kind: 'prefix', q: prefix.length >= 2 ? prefix : name.slice(0, 3).toLowerCase() };
    }
    const words = name.split(' ');
    const long = words.filter((word) => /^\p{L}{5,}$/u.test(word));
    if (roll < QUERY_MIX.prefix + QUERY_MIX.name || long.length === 0)
      return { kind: 'name', q: name };
    const word = pick(long);
    return { kind: 'typo', q: name.replace(word, typo(word, random)).toLowerCase() };
  });
}
