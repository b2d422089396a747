import type { IconComponent } from '@/shared/ui/icons';
import { ChartIcon, HeartIcon, MusicIcon, UnlockIcon } from '@/shared/ui/icons';
import styles from './home-page.module.css';

interface ValueProp {
  icon: IconComponent;
  title: string;
  text: string;
}

const VALUE_PROPS: ValueProp[] = [
  {
    icon: MusicIcon,
    title: '80% artist royalty',
    text: 'Artists receive 80% of streaming royalties. It is the headline of how Encore works, not the fine print.',
  },
  {
    icon: UnlockIcon,
    title: 'No exclusivity required',
    text: 'Keep releasing everywhere you already are. Your masters stay yours, and nothing here ties you down.',
  },
  {
    icon: HeartIcon,
    title: 'Fan engagement built in',
    text: 'Soundcheck gives your closest fans behind-the-scenes content, early releases, acoustic versions and commentary.',
  },
  {
    icon: ChartIcon,
    title: 'Analytics that help',
    text: 'See what is landing — plays, completions and where listeners find you — so you can plan the next release.',
  },
];

export function ValueProps() {
  return (
    <section className={styles.section} aria-labelledby="home-why-title">
      <h2 id="home-why-title" className={styles.sectionTitle}>
        Why artists choose Encore
      </h2>
      <ul className={styles.valueGrid}>
        {VALUE_PROPS.map(({ icon: Icon, title, text }) => (
          <li key={title} className={styles.valueCard}>
            <span className={styles.valueIcon}>
              <Icon size={22} />
            </span>
            <h3 className={styles.valueTitle}>{title}</h3>
            <p className={styles.valueText}>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
