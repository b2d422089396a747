import type { components } from '@/shared/api';

/** The artist page's artist (spec §3), typed by the OpenAPI schema. */
export type Artist = components['schemas']['ArtistDto'];
/** An artist in search results and lists. */
export type ArtistSummary = components['schemas']['ArtistSummaryDto'];
