import { Link } from 'react-router';
import { APP_NAME, ROUTES, SUPPORT_EMAIL } from '@/shared/config';
import { Page } from '@/shared/ui/page';
import { Prose } from '@/shared/ui/prose';

export function ArtistRightsPage() {
  return (
    <Page
      width="narrow"
      title="Artist Rights & Platform Terms Summary"
      lead={`The short version of how ${APP_NAME} treats your music, in plain language.`}
    >
      <Prose>
        <section aria-labelledby="rights-masters">
          <h2 id="rights-masters">You always own your masters</h2>
          <p>
            Putting your music on {APP_NAME} never transfers ownership of your recordings or your
            songs. You keep your masters and your publishing, and you decide what stays up and what
            comes down.
          </p>
        </section>

        <section aria-labelledby="rights-exclusivity">
          <h2 id="rights-exclusivity">Exclusivity is non-binding</h2>
          <p>
            {APP_NAME} does not require exclusivity. If you choose to offer something here first,
            such as a Soundcheck release for your fans, that choice is yours and it is non-binding:
            you remain free to release the same music anywhere else, whenever you like.
          </p>
        </section>

        <section aria-labelledby="rights-restrictions">
          <h2 id="rights-restrictions">When we may restrict access</h2>
          <p>
            To protect artists and listeners, we may restrict or remove an account or its content in
            cases of:
          </p>
          <ul>
            <li>
              <strong>Fraud</strong>, including false identity or payment fraud;
            </li>
            <li>
              <strong>Plagiarism</strong>, or uploading music you do not have the rights to;
            </li>
            <li>
              <strong>Abuse</strong> of other artists, fans or the {APP_NAME} team;
            </li>
            <li>
              <strong>Stream manipulation</strong>, such as buying plays or inflating numbers
              artificially.
            </li>
          </ul>
        </section>

        <section aria-labelledby="rights-bots">
          <h2 id="rights-bots">No bots or AI spam</h2>
          <p>
            Plays must come from real people choosing to listen. Bot networks, automated streaming
            and mass-uploaded AI-generated spam are not allowed. They take money and attention from
            working artists.
          </p>
        </section>

        <section aria-labelledby="rights-questions">
          <h2 id="rights-questions">Questions</h2>
          <p>
            This page summarises our <Link to={ROUTES.termsOfService}>Terms of Service</Link>, which
            take precedence if the two ever differ. If anything is unclear, email{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
          </p>
        </section>
      </Prose>
    </Page>
  );
}
