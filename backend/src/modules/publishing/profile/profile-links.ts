/**
 * An artist's links as the catalogue keeps them (pure): the spec's map of a name to an address
 * (`social_links`), whose keys the artist page reads a link's site by, and the keys in the order
 * the artist lists them. The studio edits only the addresses and their order; names are kept.
 */
export interface StoredLinks {
  map: Record<string, string>;
  order: string[];
}

/** An address as the page links it (`HTTPS://Example.com` → `https://example.com/`). */
export const normalisedLink = (address: string): string => new URL(address).href;

/** The first address listed twice (as normalised), or null. */
export function repeatedLink(addresses: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const address of addresses) {
    const link = normalisedLink(address);
    if (seen.has(link)) return address;
    seen.add(link);
  }
  return null;
}

/** A new link's name: its site's host (`www.` dropped), which the artist page reads the site by. */
const hostName = (address: string): string => new URL(address).hostname.replace(/^www\./, '');

/**
 * The map and order for `addresses` (normalised, each once), given the map the profile holds: an
 * address it holds keeps its name (registration's "instagram", "streaming"), a new one is named by
 * its host, numbered when that name is taken (`youtube.com 2`).
 */
export function storedLinks(
  addresses: readonly string[],
  current: Readonly<Record<string, string>>,
): StoredLinks {
  const links = addresses.map(normalisedLink);
  const kept = new Map<string, string>();
  for (const [name, address] of Object.entries(current)) {
    const link = URL.canParse(address) ? normalisedLink(address) : address;
    if (links.includes(link) && !kept.has(link)) kept.set(link, name);
  }
  const used = new Set(kept.values());
  const order = links.map((link) => {
    const own = kept.get(link);
    if (own !== undefined) return own;
    const host = hostName(link);
    let name = host;
    for (let n = 2; used.has(name); n++) name = `${host} ${n}`;
    used.add(name);
    return name;
  });
  return {
    map: Object.fromEntries(order.map((name, index) => [name, links[index] ?? ''])),
    order,
  };
}
