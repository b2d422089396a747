// The catalogue's genres: the list every genre picker offers (releases, profiles, the waitlist).
export { fetchGenreNames } from './api/genre-names';
