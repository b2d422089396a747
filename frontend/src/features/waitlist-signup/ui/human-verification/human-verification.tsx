import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { fetchVerificationConfig, type VerificationConfig } from '../../api/verification-config';
import { frameStateOf } from '../../lib/verification-phase';
import {
  browserFeatures,
  VERIFICATION_RETRY_MS,
  widgetSupported,
} from '../../lib/verification-widget';
import type { HumanVerificationWidgetSide } from '../../model/human-verification';
import { mountAltcha } from './mount-altcha';
import { mountTurnstile } from './mount-turnstile';
import { VerificationFrame } from './verification-frame';
import type { VerificationStart, WidgetControl, WidgetHandlers } from './widget-control';

export interface HumanVerificationProps {
  /** The form's verification (`createHumanVerification()`): the widget reports to it. */
  model: HumanVerificationWidgetSide;
  /**
   * When ALTCHA starts solving by itself: when the form is first touched (default), or at once
   * (a form that shows the widget only after the server asked for a proof).
   */
  start?: VerificationStart;
}

function mountWidget(
  config: VerificationConfig,
  container: HTMLElement,
  start: VerificationStart,
  handlers: WidgetHandlers,
): Promise<WidgetControl> {
  if (config.provider === 'turnstile') {
    if (config.siteKey === undefined) throw new Error('Turnstile needs a site key');
    return mountTurnstile(container, { siteKey: config.siteKey, action: config.action }, handlers);
  }
  if (config.challengeUrl === undefined) throw new Error('ALTCHA needs a challenge address');
  return mountAltcha(container, config.challengeUrl, start, handlers);
}

/**
 * The human-verification step (spec §2, §4, §8, §9; issue 23 §4): asks the server which widget to
 * load, mounts it, and tries again every second until it renders. The widget solves by itself;
 * its states go to the form's model, which holds a press of submit until the proof is ready and
 * asks for a fresh proof (`$restarts`) when a token is spent or submit finds the widget idle.
 */
export function HumanVerification({ model, start = 'onfocus' }: HumanVerificationProps) {
  const { phase, waiting, restarts, reported } = useUnit({
    phase: model.$phase,
    waiting: model.$waiting,
    restarts: model.$restarts,
    reported: model.widgetReported,
  });
  const containerRef = useRef<HTMLDivElement>(null);
  const controlRef = useRef<WidgetControl | null>(null);
  const reportedRef = useRef(reported);
  const startRef = useRef(start);
  const waitingRef = useRef(waiting);
  const restartsSeen = useRef(restarts);

  useEffect(() => {
    reportedRef.current = reported;
    startRef.current = start;
    waitingRef.current = waiting;
  }, [reported, start, waiting]);

  useEffect(() => {
    // An object, so checks after each await read the current value.
    const life = { cancelled: false };
    const stopped = () => life.cancelled;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const handlers: WidgetHandlers = {
      onReport: (report) => {
        if (!stopped()) reportedRef.current(report);
      },
    };
    // A form touched (or submitted) before the widget arrived starts it at once.
    const startNow = (container: HTMLElement): VerificationStart =>
      waitingRef.current || container.closest('form')?.matches(':focus-within') === true
        ? 'onload'
        : startRef.current;
    const attempt = async () => {
      try {
        const config = await fetchVerificationConfig();
        const container = containerRef.current;
        if (stopped() || container === null) return;
        if (!widgetSupported(config, browserFeatures())) {
          handlers.onReport({ kind: 'unsupported' });
          return;
        }
        const control = await mountWidget(config, container, startNow(container), handlers);
        if (stopped()) {
          control.remove();
          return;
        }
        controlRef.current = control;
      } catch {
        if (stopped()) return;
        handlers.onReport({ kind: 'load-failed' });
        retry = setTimeout(() => void attempt(), VERIFICATION_RETRY_MS);
      }
    };
    handlers.onReport({ kind: 'loading' });
    void attempt();
    return () => {
      life.cancelled = true;
      clearTimeout(retry);
      controlRef.current?.remove();
      controlRef.current = null;
    };
  }, []);

  useEffect(() => {
    if (restarts === restartsSeen.current) return;
    restartsSeen.current = restarts;
    controlRef.current?.restart();
  }, [restarts]);

  return <VerificationFrame state={frameStateOf(phase)} widgetRef={containerRef} />;
}
