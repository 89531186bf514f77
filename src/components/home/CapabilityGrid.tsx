import Link from '@docusaurus/Link';
import clsx from 'clsx';
import { useId } from 'react';
import { latestVersion } from '../../config/site';
import CapabilityIcon from './CapabilityIcon';
import type { Capability } from './capabilities';
import styles from './CapabilityGrid.module.css';

const statusText: Record<Capability['status'], { badge: string; link: string }> = {
  released: { badge: `In ${latestVersion}`, link: 'Read the guide' },
  next: { badge: 'New in Next', link: 'Read the guide' },
  coming: { badge: 'Coming in Next', link: 'See what Next brings' },
};

function CapabilityCard({ capability }: { capability: Capability }) {
  const { title, description, href, status, icon } = capability;
  const text = statusText[status];
  const id = useId();
  return (
    <li className={clsx(styles.card, status === 'coming' && styles.cardNext)}>
      <div className={styles.cardTop}>
        <span className={styles.icon}>
          <CapabilityIcon name={icon} />
        </span>
        <span id={`${id}-status`} className={clsx(styles.badge, status === 'released' ? styles.badgeReleased : styles.badgeNext)}>
          {text.badge}
        </span>
      </div>
      <h3 className={styles.title}>
        {/* The link covers the whole card (see the CSS), so the card is one large target. */}
        <Link to={href} className={styles.titleLink} aria-describedby={`${id}-status ${id}-description`}>
          {title}
        </Link>
      </h3>
      <p id={`${id}-description`} className={styles.description}>
        {description}
      </p>
      <span className={styles.more} aria-hidden="true">
        {text.link} →
      </span>
    </li>
  );
}

export default function CapabilityGrid({ capabilities }: { capabilities: readonly Capability[] }) {
  return (
    <ul className={styles.grid}>
      {capabilities.map((capability) => (
        <CapabilityCard key={capability.title} capability={capability} />
      ))}
    </ul>
  );
}
