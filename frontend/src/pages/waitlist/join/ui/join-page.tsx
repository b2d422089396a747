import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { HumanVerification } from '@/features/waitlist-signup';
import { Page } from '@/shared/ui/page';
import { $genreNames, artistForm, joinPageOpened } from '../model/join-form';
import { ArtistWaitlistForm } from './artist-waitlist-form';
import { JoinPitch } from './join-pitch';
import styles from './join-page.module.css';

/** /join (spec §2): the artist pitch beside the "Join the Waitlist" form. */
export function JoinPage() {
  const model = useUnit({
    view: artistForm.$view,
    genres: $genreNames,
    opened: joinPageOpened,
    submitted: artistForm.formSubmitted,
  });
  const { opened } = model;

  useEffect(() => {
    opened();
  }, [opened]);

  return (
    <Page
      title="Join the Encore artist waitlist"
      lead="Keep 80% of your streaming royalties, own your masters, and meet your fans directly."
    >
      <div className={styles.layout}>
        <JoinPitch />
        <section className={styles.formPanel} aria-labelledby="join-form-heading">
          <h2 id="join-form-heading">Join the Waitlist</h2>
          <ArtistWaitlistForm
            view={model.view}
            genres={model.genres}
            onSubmit={model.submitted}
            verification={<HumanVerification model={artistForm.verification} />}
          />
        </section>
      </div>
    </Page>
  );
}
