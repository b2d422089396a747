/**
 * What people type into a search box, built from real catalogue rows: type-ahead prefixes, whole
 * names, names with a typo, an artist with a title in either order, an album with its artist,
 * punctuation and spacing written differently, two letters swapped. Each query knows what the
 * listener was looking for (`target`), so search quality can be judged. Deterministic for a seed,
 * so runs compare.
 */

/** mulberry32: a tiny seeded PRNG (Math.random cannot be seeded). */
export function rng(seed) {
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

/** Two neighbouring letters of `word` swapped, anywhere ("slipstream" → "slipstraem"). */
function transposed(word, random) {
  const places = [...word.slice(1)]
    .map((letter, index) => index)
    .filter((index) => word[index] !== word[index + 1]);
  const at = places[Math.floor(random() * places.length)];
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

/** Punctuation between two letters or digits: "AC/DC", "Ana-María", "O'Connell", "X.Y.Z.". */
const INNER_PUNCTUATION = /(?<=[\p{L}\p{N}])[^\p{L}\p{N}\s]+(?=[\p{L}\p{N}]|$)/gu;
const hasInnerPunctuation = (name) => name.search(INNER_PUNCTUATION) !== -1;

/**
 * The query mix (shares of all searches). The first three are what the bench always sent; the
 * rest are the ways of remembering a name that issue 15 asked search to understand.
 */
export const QUERY_MIX = {
  prefix: 0.3,
  name: 0.2,
  typo: 0.1,
  'artist+title': 0.1,
  'title+artist': 0.08,
  'album+artist': 0.07,
  punctuation: 0.05,
  spacing: 0.05,
  transposition: 0.05,
};
export const QUERY_KINDS = Object.keys(QUERY_MIX);

/**
 * A query's target: the list it is judged on and the fields a result must share with the item
 * the query was made from (names repeat in the bulk catalogue: any track called "Amber Engine"
 * answers the query "amber engine").
 */
const nameTarget = ({ list, item }) =>
  list === 'artist' ? { list, match: { name: item.name } } : { list, match: { title: item.title } };

/** The one name of an item its own list shows: an artist's name, an album's or track's title. */
const ownName = ({ list, item }) => (list === 'artist' ? item.name : item.title);

const BUILDERS = {
  prefix(source, random) {
    const name = ownName(source);
    const prefix = name
      .slice(0, 2 + Math.floor(random() * 5))
      .toLowerCase()
      .trimEnd();
    return prefix.length >= 2 ? prefix : name.slice(0, 3).toLowerCase();
  },
  name: (source) => ownName(source),
  typo(source, random) {
    const name = ownName(source);
    const long = name.split(' ').filter((word) => /^\p{L}{5,}$/u.test(word));
    if (long.length === 0) return null;
    const word = long[Math.floor(random() * long.length)];
    return name.replace(word, typo(word, random)).toLowerCase();
  },
  /** Inner punctuation left out ("acdc", "anamaria"), or, when a name has none, a hyphen put inside a word ("lo-fi" for "Lofi"). */
  punctuation(source, random) {
    const name = ownName(source);
    if (hasInnerPunctuation(name)) return name.replace(INNER_PUNCTUATION, '').toLowerCase();
    const words = name.split(' ').filter((word) => /^\p{L}{4,}$/u.test(word));
    if (words.length === 0) return null;
    const word = words[Math.floor(random() * words.length)];
    const at = 2 + Math.floor(random() * (word.length - 3));
    return name.replace(word, `${word.slice(0, at)}-${word.slice(at)}`).toLowerCase();
  },
  /** Two words run together ("amberengine"), or one split in two ("light house"). */
  spacing(source, random) {
    const words = ownName(source).toLowerCase().split(' ');
    const long = words.map((word, index) => index).filter((i) => /^\p{L}{6,}$/u.test(words[i]));
    if (words.length > 1 && (long.length === 0 || random() < 0.5)) {
      const at = Math.floor(random() * (words.length - 1));
      words.splice(at, 2, words[at] + words[at + 1]);
    } else if (long.length > 0) {
      const i = long[Math.floor(random() * long.length)];
      const at = 3 + Math.floor(random() * (words[i].length - 5));
      words.splice(i, 1, words[i].slice(0, at), words[i].slice(at));
    } else return null;
    return words.join(' ');
  },
  transposition(source, random) {
    const name = ownName(source);
    const words = name.split(' ').filter((word) => /^\p{L}{3,}$/u.test(word));
    if (words.length === 0) return null;
    const word = words[Math.floor(random() * words.length)];
    return name.replace(word, transposed(word, random)).toLowerCase();
  },
};

/**
 * @param {{ artists: {name: string}[], albums: {title: string, artist: string}[],
 *           tracks: {title: string, artist: string, album: string}[] }} items sampled rows
 * @returns {{ kind: string, q: string, target: { list: 'artist' | 'album' | 'track', match: object } }[]}
 */
export function searchQueries(items, count, seed = 2026, mix = QUERY_MIX) {
  const random = rng(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const sources = [
    ...items.artists.map((item) => ({ list: 'artist', item })),
    ...items.albums.map((item) => ({ list: 'album', item })),
    ...items.tracks.map((item) => ({ list: 'track', item })),
  ];
  const punctuated = sources.filter((source) => hasInnerPunctuation(ownName(source)));
  const kinds = Object.entries(mix);
  const chooseKind = () => {
    let roll = random();
    for (const [kind, share] of kinds) if ((roll -= share) < 0) return kind;
    return kinds[kinds.length - 1][0];
  };
  const one = (kind) => {
    if (kind === 'artist+title' || kind === 'title+artist') {
      const track = pick(items.tracks);
      const q =
        kind === 'artist+title'
          ? `${track.artist} ${track.title}`
          : `${track.title} ${track.artist}`;
      return {
        kind,
        q,
        target: { list: 'track', match: { title: track.title, artist: track.artist } },
      };
    }
    if (kind === 'album+artist') {
      const album = pick(items.albums);
      const q = `${album.title} ${album.artist}`;
      return {
        kind,
        q,
        target: { list: 'album', match: { title: album.title, artist: album.artist } },
      };
    }
    // Half the punctuation queries leave out what a name has ("acdc"); few names have any.
    const fromPunctuated = kind === 'punctuation' && punctuated.length > 0 && random() < 0.5;
    const source = pick(fromPunctuated ? punctuated : sources);
    const q = BUILDERS[kind](source, random);
    return q === null ? null : { kind, q, target: nameTarget(source) };
  };
  const queries = [];
  while (queries.length < count) {
    const kind = chooseKind();
    // A name that cannot make this kind (too short, one word) gives way to another name.
    for (let attempt = 0; attempt < 20; attempt++) {
      const query = one(kind);
      if (query) {
        queries.push(query);
        break;
      }
    }
  }
  return queries;
}

/** `perKind` queries of every kind, for judging search quality kind by kind. */
export function queriesPerKind(items, perKind, seed = 2027) {
  return QUERY_KINDS.flatMap((kind, index) =>
    searchQueries(items, perKind, seed + index, { [kind]: 1 }),
  );
}

/** Does a result row (as the API answers it) share the target's fields? */
export function matchesTarget(row, match) {
  const name = row.name ?? row.title;
  const artist = row.artist_name ?? row.artist?.name;
  if (match.name !== undefined && name !== match.name) return false;
  if (match.title !== undefined && name !== match.title) return false;
  return match.artist === undefined || artist === match.artist;
}
