import type { RouteParams } from './page-heads.js';

interface CompiledRoute<T> {
  entry: T;
  /** A literal segment, or `{ param }` for `:param`. */
  segments: readonly (string | { param: string })[];
  literals: number;
}

export interface RouteMatch<T> {
  entry: T;
  params: RouteParams;
}

const segmentsOf = (path: string): string[] => path.replace(/^\/|\/$/g, '').split('/');

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Client routes with `:param` segments (React Router's syntax, one segment each), matched like the
 * client matches them: the same number of segments, and a route with more literal segments wins.
 * A trailing slash is ignored; an empty or undecodable parameter matches nothing.
 */
export class RouteTable<T extends { route: string }> {
  private readonly routes: CompiledRoute<T>[];

  constructor(entries: readonly T[]) {
    this.routes = entries
      .map((entry) => {
        const segments = segmentsOf(entry.route).map((segment) =>
          segment.startsWith(':') ? { param: segment.slice(1) } : segment,
        );
        const literals = segments.filter((segment) => typeof segment === 'string').length;
        return { entry, segments, literals };
      })
      .sort((a, b) => b.literals - a.literals);
  }

  get size(): number {
    return this.routes.length;
  }

  match(pathname: string): RouteMatch<T> | null {
    const parts = segmentsOf(pathname);
    for (const { entry, segments } of this.routes) {
      const params = matchSegments(segments, parts);
      if (params !== null) return { entry, params };
    }
    return null;
  }
}

function matchSegments(
  segments: readonly (string | { param: string })[],
  parts: readonly string[],
): Record<string, string> | null {
  if (segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    const part = parts[index] ?? '';
    if (typeof segment === 'string') {
      if (segment !== part) return null;
      continue;
    }
    const value = decoded(part);
    if (value === null || value === '') return null;
    params[segment.param] = value;
  }
  return params;
}
