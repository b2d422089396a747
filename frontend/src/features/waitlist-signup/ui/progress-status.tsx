import styles from './waitlist-form.module.css';

/**
 * Says a submit button's new words ("Verifying you're human…", "Submitting…") to screen readers:
 * a button's changed label is not announced, and a disabled button loses focus.
 */
export function ProgressStatus({ text }: { text: string | null }) {
  return (
    <p className={styles.liveStatus} role="status">
      {text}
    </p>
  );
}
