import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '@/shared/ui/page';
import { paymentTitleOf } from '../lib/payment-view';
import {
  $paymentView,
  paymentCheckRetried,
  paymentSuccessClosed,
  paymentSuccessOpened,
} from '../model/payment-success';
import { PaymentResult } from './payment-result';

/** Where the provider returns a buyer who paid (spec §2): `?session_id=…`. */
export function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id')?.trim() || null;
  const model = useUnit({
    view: $paymentView,
    opened: paymentSuccessOpened,
    closed: paymentSuccessClosed,
    retry: paymentCheckRetried,
  });
  const { opened, closed } = model;

  useEffect(() => {
    opened(sessionId);
  }, [sessionId, opened]);
  useEffect(() => closed, [closed]);

  return (
    <Page width="narrow" title={paymentTitleOf(model.view)}>
      <PaymentResult view={model.view} onRetry={model.retry} />
    </Page>
  );
}
