import { useEffect, useRef, useState } from 'react';
import { fetchVerificationConfig, type VerificationConfig } from '../../api/verification-config';
import {
  browserFeatures,
  VERIFICATION_RETRY_MS,
  type VerificationWidgetState,
  widgetSupported,
} from '../../lib/verification-widget';
import { mountAltcha } from './mount-altcha';
import { mountTurnstile } from './mount-turnstile';
import { VerificationFrame } from './verification-frame';
import type { WidgetControl, WidgetHandlers } from './widget-control';

export interface HumanVerificationProps {
  /** A token when the person is verified; null when it expired, failed or was reset. */
  onTokenChange: (token: string | null) => void;
  /** Changes when the widget must start over (the server refused its token). */
  resetSignal: number;
}

function mountWidget(
  config: VerificationConfig,
  container: HTMLElement,
  handlers: WidgetHandlers,
): Promise<WidgetControl> {
  if (config.provider === 'turnstile') {
    if (config.siteKey === undefined) throw new Error('Turnstile needs a site key');
    return mountTurnstile(container, { siteKey: config.siteKey, action: config.action }, handlers);
  }
  if (config.challengeUrl === undefined) throw new Error('ALTCHA needs a challenge address');
  return mountAltcha(container, config.challengeUrl, handlers);
}

/**
 * The human-verification step (spec §2, §4, §8, §9): asks the server which widget to load, mounts
 * it, and tries again every second until it renders. The DOM widget is the side effect here, so
 * its loading state stays in the component; the token goes to the form's model.
 */
export function HumanVerification({ onTokenChange, resetSignal }: HumanVerificationProps) {
  const [state, setState] = useState<VerificationWidgetState>('loading');
  const containerRef = useRef<HTMLDivElement>(null);
  const controlRef = useRef<WidgetControl | null>(null);
  const onTokenRef = useRef(onTokenChange);

  useEffect(() => {
    onTokenRef.current = onTokenChange;
  }, [onTokenChange]);

  useEffect(() => {
    // An object, so checks after each await read the current value.
    const life = { cancelled: false };
    const stopped = () => life.cancelled;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const handlers: WidgetHandlers = {
      onToken: (token) => {
        if (!stopped()) onTokenRef.current(token);
      },
      onUnsupported: () => {
        if (!stopped()) setState('unsupported');
      },
    };
    const attempt = async () => {
      try {
        const config = await fetchVerificationConfig();
        const container = containerRef.current;
        if (stopped() || container === null) return;
        if (!widgetSupported(config, browserFeatures())) {
          setState('unsupported');
          return;
        }
        const control = await mountWidget(config, container, handlers);
        if (stopped()) {
          control.remove();
          return;
        }
        controlRef.current = control;
        setState('shown');
      } catch {
        if (stopped()) return;
        setState('failed');
        retry = setTimeout(() => void attempt(), VERIFICATION_RETRY_MS);
      }
    };
    void attempt();
    return () => {
      life.cancelled = true;
      clearTimeout(retry);
      controlRef.current?.remove();
      controlRef.current = null;
    };
  }, []);

  useEffect(() => {
    if (resetSignal > 0) controlRef.current?.reset();
  }, [resetSignal]);

  return <VerificationFrame state={state} widgetRef={containerRef} />;
}
