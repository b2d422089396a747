import { APP_NAME, SUPPORT_EMAIL } from '@/shared/config';
import { Page } from '@/shared/ui/page';
import { Prose } from '@/shared/ui/prose';

export function PrivacyPolicyPage() {
  return (
    <Page
      width="narrow"
      title="Privacy Policy"
      lead={`What ${APP_NAME} collects when you use the site or join a waitlist, why, and the choices you have.`}
    >
      <Prose>
        <section aria-labelledby="privacy-collect">
          <h2 id="privacy-collect">Information we collect</h2>
          <ul>
            <li>Your name and email address.</li>
            <li>
              Optional answers you choose to give in our forms, for example your artist name,
              genres, country or how you heard about us.
            </li>
            <li>Your IP address.</li>
            <li>Your browser type.</li>
          </ul>
        </section>

        <section aria-labelledby="privacy-use">
          <h2 id="privacy-use">How we use it</h2>
          <ul>
            <li>To run {APP_NAME} and make it better.</li>
            <li>
              To manage the artist and fan waitlists and contact you about your place on them.
            </li>
            <li>To send you news about {APP_NAME} if you have agreed to receive it.</li>
            <li>To keep the service secure and to prevent fraud, spam and abuse.</li>
          </ul>
        </section>

        <section aria-labelledby="privacy-sharing">
          <h2 id="privacy-sharing">Sharing with service providers</h2>
          <p>
            We do not sell your personal information. We share it only with service providers that
            help us run {APP_NAME}, such as hosting, email delivery, payment processing and human
            verification, and only as much as each of them needs to provide that service on our
            behalf.
          </p>
        </section>

        <section aria-labelledby="privacy-cookies">
          <h2 id="privacy-cookies">Cookies</h2>
          <p>
            We use cookies and similar browser storage that {APP_NAME} needs to work, such as
            keeping you logged in and remembering that you dismissed a banner. You can clear or
            block them in your browser settings, though some parts of the site may then stop
            working.
          </p>
        </section>

        <section aria-labelledby="privacy-rights">
          <h2 id="privacy-rights">Your rights</h2>
          <p>You can ask us at any time to:</p>
          <ul>
            <li>
              <strong>Access</strong> the personal information we hold about you;
            </li>
            <li>
              <strong>Delete</strong> it;
            </li>
            <li>
              <strong>Correct</strong> anything that is wrong;
            </li>
            <li>
              <strong>Withdraw</strong> from our communications.
            </li>
          </ul>
        </section>

        <section aria-labelledby="privacy-contact">
          <h2 id="privacy-contact">Contact</h2>
          <p>
            For any privacy question or request, email{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. We will reply as soon as we
            can.
          </p>
        </section>
      </Prose>
    </Page>
  );
}
