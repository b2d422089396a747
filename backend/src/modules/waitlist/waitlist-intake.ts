import { Injectable } from '@nestjs/common';

import { AppError, type ErrorFactory } from '../../platform/http/index.js';
import { CatalogueGenres } from './catalogue-genres.js';
import { DisposableEmailDomains } from './disposable-email-domains.js';
import { matchGenres } from './domain/genre-names.js';
import { artistEntry, fanEntry, type NewWaitlistEntry } from './domain/waitlist-entry.js';
import type { ArtistForm, FanForm } from './domain/waitlist-forms.js';
import { WaitlistErrors } from './waitlist.errors.js';

/** A refusal that names its field, like the schema's own (`details: [{ field, messages }]`). */
const refused = (factory: ErrorFactory, field: string, message?: string): AppError => {
  const error = factory(message);
  return new AppError(error.code, error.kind, error.message, [
    { field, messages: [error.message] },
  ]);
};

export type WaitlistForm = { kind: 'artist'; form: ArtistForm } | { kind: 'fan'; form: FanForm };

/**
 * The rules a JSON Schema cannot state (the rights box must be ticked, genres must be the
 * catalogue's, no throwaway addresses), and the entry they give. They run before the single-use
 * verification token is spent, so a form with a mistake can be fixed and sent again.
 */
@Injectable()
export class WaitlistIntake {
  constructor(
    private readonly genres: CatalogueGenres,
    private readonly disposable: DisposableEmailDomains,
  ) {}

  async entryOf(submission: WaitlistForm): Promise<NewWaitlistEntry> {
    if (submission.kind === 'fan') {
      this.checkEmail(submission.form.email);
      return fanEntry(submission.form);
    }
    const { form } = submission;
    if (!form.owns_rights) throw refused(WaitlistErrors.OWNS_RIGHTS_REQUIRED, 'owns_rights');
    this.checkEmail(form.email);
    const unknownId = await this.genres.firstUnknownId(form.genre_ids ?? []);
    if (unknownId !== undefined) throw refused(WaitlistErrors.UNKNOWN_GENRE_ID, 'genre_ids');
    const picked = form.genres ?? [];
    const match =
      picked.length > 0 ? matchGenres(picked, await this.genres.names()) : { genres: [] };
    if ('unknown' in match) {
      throw refused(
        WaitlistErrors.UNKNOWN_GENRE,
        'genres',
        `"${match.unknown}" is not one of our genres. Please pick your genres from the list.`,
      );
    }
    return artistEntry(form, match.genres);
  }

  private checkEmail(email: string): void {
    if (this.disposable.isDisposable(email)) {
      throw refused(WaitlistErrors.DISPOSABLE_EMAIL, 'email');
    }
  }
}
