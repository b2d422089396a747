import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { HumanVerification } from '@/features/waitlist-signup';
import { Page } from '@/shared/ui/page';
import { fanForm, fanWaitlistOpened } from '../model/fan-form';
import { FanWaitlistForm } from './fan-waitlist-form';

/** /fan-waitlist (spec §2): "Join our Fan Waitlist". */
export function FanWaitlistPage() {
  const model = useUnit({
    view: fanForm.$view,
    opened: fanWaitlistOpened,
    submitted: fanForm.formSubmitted,
  });
  const { opened } = model;

  useEffect(() => {
    opened();
  }, [opened]);

  return (
    <Page
      width="narrow"
      title="Join our Fan Waitlist"
      lead="Be first to hear new music from the artists you love, and help them get paid fairly."
    >
      <FanWaitlistForm
        view={model.view}
        onSubmit={model.submitted}
        verification={<HumanVerification model={fanForm.verification} />}
      />
    </Page>
  );
}
