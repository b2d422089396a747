import { VisuallyHidden } from 'radix-ui';
import { Link } from 'react-router';
import { Button } from '@/shared/ui/button';
import { CheckIcon } from '@/shared/ui/icons';
import { Panel } from '@/shared/ui/panel';
import type { ChecklistStep } from '../lib/studio-checklist';
import styles from './studio-home.module.css';

export interface StudioChecklistProps {
  steps: readonly ChecklistStep[];
}

/** From a new artist account to a public release, in three steps, each ticked when done. */
export function StudioChecklist({ steps }: StudioChecklistProps) {
  const done = steps.filter((step) => step.done).length;
  return (
    <Panel
      title={
        done === steps.length
          ? 'You are all set'
          : `Getting started · ${done} of ${steps.length} done`
      }
    >
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.id} className={styles.step} data-done={step.done || undefined}>
            <span className={styles.mark} aria-hidden="true">
              {step.done ? <CheckIcon size={16} strokeWidth={3} /> : index + 1}
            </span>
            <div>
              <p className={styles.stepTitle}>
                {step.title}
                <VisuallyHidden.Root>{step.done ? ' (done)' : ' (to do)'}</VisuallyHidden.Root>
              </p>
              <p className={styles.stepDetail}>{step.detail}</p>
            </div>
            {step.action === null && step.link === null ? null : (
              <div className={styles.stepActions}>
                {step.action === null ? null : (
                  <Button asChild size="sm" variant={step.done ? 'ghost' : 'secondary'}>
                    <Link to={step.action.to}>{step.action.label}</Link>
                  </Button>
                )}
                {step.link === null ? null : (
                  <Button asChild size="sm" variant="ghost">
                    <Link to={step.link.to}>{step.link.label}</Link>
                  </Button>
                )}
              </div>
            )}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
