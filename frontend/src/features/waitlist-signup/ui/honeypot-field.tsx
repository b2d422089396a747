import styles from './waitlist-form.module.css';

export interface HoneypotFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A field people never see or reach (hidden from view, from screen readers and from the tab
 * order); bots that fill every input fill it too, and the server refuses them.
 */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor="waitlist-website">Website</label>
      <input
        id="waitlist-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
    </div>
  );
}
