import Link from '@docusaurus/Link';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import CapabilityGrid from '../components/home/CapabilityGrid';
import CommandSample from '../components/home/CommandSample';
import HomeHero from '../components/home/HomeHero';
import { capabilities } from '../components/home/capabilities';
import buttons from '../components/home/buttons.module.css';
import { useLatestDocLinks } from '../components/home/useLatestDocLinks';
import { communityUrl, siteTagline } from '../config/site';
import styles from './index.module.css';

export default function Home() {
  const latest = useLatestDocLinks();
  return (
    <Layout title="A discord.js bot framework" description={siteTagline}>
      {/* The hero sits inside <main> so that "skip to main content" lands on the page's heading. */}
      <main className={styles.home}>
        <HomeHero />
        <section className={styles.section} aria-labelledby="capabilities-heading">
          <div className={styles.sectionHeader}>
            <h2 id="capabilities-heading">What CommandKit takes care of</h2>
            <p>
              The parts every bot rewrites, handled by the framework. Cards marked “New in Next” belong to the unreleased version and link
              to its guides
              {capabilities.some((capability) => capability.status === 'coming')
                ? '; those marked “Coming in Next” are still being built.'
                : '.'}
            </p>
          </div>
          <CapabilityGrid capabilities={capabilities} />
        </section>

        <section className={clsx(styles.section, styles.sampleSection)} aria-labelledby="sample-heading">
          <CommandSample headingId="sample-heading" />
        </section>

        <section className={styles.section} aria-labelledby="start-heading">
          <div className={styles.callout}>
            <div>
              <h2 id="start-heading">Ready to write your first command?</h2>
              <p>Install CommandKit in a new or existing discord.js project in a few minutes.</p>
            </div>
            <div className={styles.calloutActions}>
              <Link className="button button--primary button--lg" to={latest.guide}>
                Install CommandKit
              </Link>
              <Link className={clsx('button button--lg', buttons.ghost)} href={communityUrl}>
                Ask the community
              </Link>
            </div>
          </div>
        </section>
      </main>
    </Layout>
  );
}
