/**
 * The bio an artist page shows until its artist writes one (issue 25): a profile made from an
 * artist waitlist entry starts with it, so the page is never bare, and the studio still asks the
 * artist for their own. The server writes it; the studio tells it from a bio the artist wrote.
 */
const PLACEHOLDER_ENDING = ' is new on Encore. Their story is on its way.';

export const artistBioPlaceholder = (artistName: string): string =>
  `${artistName}${PLACEHOLDER_ENDING}`;

/** Whether a stored bio is still the placeholder, under whatever name the artist had then. */
export const isArtistBioPlaceholder = (bio: string): boolean => {
  const text = bio.trim();
  return (
    text.endsWith(PLACEHOLDER_ENDING) && !text.slice(0, -PLACEHOLDER_ENDING.length).includes('\n')
  );
};
