import styles from './search-results.module.css';

/**
 * The columns a phone hides, as a second line under the row's title ("Neon Harbor · 2024");
 * below 768 px only, so a screen reader hears each fact once at any width.
 */
export function MobileMeta({ parts }: { parts: readonly (string | null | undefined)[] }) {
  const text = parts
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(' · ');
  return text === '' ? null : <span className={styles.mobileMeta}>{text}</span>;
}
