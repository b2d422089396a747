import { APP_NAME } from '@/shared/config';
import { Page } from '@/shared/ui/page';
import { Prose } from '@/shared/ui/prose';
import { TERMS_SECTIONS } from './terms-sections';

export function TermsOfServicePage() {
  return (
    <Page
      width="narrow"
      title="Terms of Service"
      lead={`The agreement between you and ${APP_NAME}.`}
    >
      <Prose>
        {TERMS_SECTIONS.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`terms-${section.id}`}>
            <h2 id={`terms-${section.id}`}>
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </Prose>
    </Page>
  );
}
