/** What each downloaded file is tagged with (docs/adr/0045). */
export interface TrackTags {
  title: string;
  artist: string;
  album: string;
  trackNumber: number;
  trackTotal: number;
  /** `YYYY-MM-DD`, when the album has a release date. */
  releaseDate: string | null;
  isrc: string | null;
}

/** The cover embedded in every file: a JPEG and its size in pixels. */
export interface EmbeddedPicture {
  jpeg: Buffer;
  width: number;
  height: number;
}

/** The release year of `YYYY-MM-DD`, or null. */
export const releaseYear = (date: string | null): number | null => {
  const year = date === null ? Number.NaN : Number(date.slice(0, 4));
  return Number.isInteger(year) && year > 0 ? year : null;
};

/** The Vorbis comments of a FLAC (`KEY=value`, the names players read). */
export function vorbisComments(tags: TrackTags): string[] {
  return [
    `TITLE=${tags.title}`,
    `ARTIST=${tags.artist}`,
    `ALBUMARTIST=${tags.artist}`,
    `ALBUM=${tags.album}`,
    `TRACKNUMBER=${tags.trackNumber}`,
    `TRACKTOTAL=${tags.trackTotal}`,
    ...(tags.releaseDate === null ? [] : [`DATE=${tags.releaseDate}`]),
    ...(tags.isrc === null ? [] : [`ISRC=${tags.isrc}`]),
  ];
}
