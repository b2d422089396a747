import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { APP_NAME, ROUTES, SUPPORT_EMAIL } from '@/shared/config';

interface TermsSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** The spec fixes these eight sections and their order. */
export const TERMS_SECTIONS: TermsSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    body: (
      <p>
        By using {APP_NAME}, joining a waitlist or creating an account, you agree to these terms. If
        you do not agree, please do not use the service.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    body: (
      <p>
        You must be 16 or older to use {APP_NAME}, or have permission from a parent or guardian who
        agrees to these terms on your behalf.
      </p>
    ),
  },
  {
    id: 'content-ownership',
    title: 'Content ownership',
    body: (
      <>
        <p>
          Artists keep full ownership of the music, artwork and other content they upload. Nothing
          in these terms transfers your masters or your publishing to us.
        </p>
        <p>
          By uploading, you grant {APP_NAME} a non-exclusive licence to host, stream and display
          that content on {APP_NAME} for as long as it stays on the platform. You confirm that you
          own or control the rights needed to grant it.
        </p>
      </>
    ),
  },
  {
    id: 'appropriate-use',
    title: 'Appropriate use',
    body: (
      <>
        <p>When you use {APP_NAME} you agree not to:</p>
        <ul>
          <li>
            upload content you do not have the rights to, or that is unlawful, hateful or harassing;
          </li>
          <li>manipulate streams or use bots, scripts or AI spam to generate plays or uploads;</li>
          <li>abuse other artists, fans or our team;</li>
          <li>interfere with the security or normal working of the service.</li>
        </ul>
        <p>
          We may restrict or remove accounts and content that break these rules, as described in the{' '}
          <Link to={ROUTES.artistRights}>Artist Rights Summary</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'fair-use-and-exclusivity',
    title: 'Fair use and exclusivity',
    body: (
      <>
        <p>
          Music on {APP_NAME}, including Soundcheck content you buy access to, is for your personal,
          non-commercial listening. Do not copy, redistribute or publicly perform it without the
          artist&apos;s permission.
        </p>
        <p>
          Artists are never required to be exclusive to {APP_NAME}. Any decision to release
          something here first is the artist&apos;s own and is non-binding.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as {APP_NAME} grows. We will post the new version on this page,
        and tell you directly about significant changes. Continuing to use {APP_NAME} after an
        update means you accept it.
      </p>
    ),
  },
  {
    id: 'disclaimer',
    title: 'Disclaimer',
    body: (
      <p>
        {APP_NAME} is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. We work hard to
        keep it running well but cannot promise it will always be uninterrupted or error-free. To
        the extent the law allows, we are not liable for indirect or consequential losses arising
        from its use.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms? Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    ),
  },
];
