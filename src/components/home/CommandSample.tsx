import Link from '@docusaurus/Link';
import { latestVersion } from '../../config/site';
import { docPaths } from './paths';
import { MDXProvider } from '@mdx-js/react';
import MDXPre from '@theme/MDXComponents/Pre';
import MDXCode from '@theme/MDXComponents/Code';
import PingCommandSample from '@site/src/pages/_ping-command-sample.mdx';
import styles from './CommandSample.module.css';

const sampleComponents = { pre: MDXPre, code: MDXCode };

export default function CommandSample({ headingId }: { headingId: string }) {
  return (
    <div className={styles.layout}>
      <div className={styles.text}>
        <h2 id={headingId} className={styles.heading}>
          A command is a file
        </h2>
        <p>
          Put this file in your commands folder and start the bot. There is no registration script to run and no interaction switch to
          maintain: CommandKit reads <code>data</code> to create the slash command and calls <code>run</code> each time someone uses it.
        </p>
        <ul className={styles.points}>
          <li>
            <code>data</code> is the command as Discord's API describes it, or a discord.js builder.
          </li>
          <li>
            <code>run</code> receives the interaction, the client and the CommandKit instance.
          </li>
          <li>Edit the file and the command is updated on the next start.</li>
        </ul>
        <Link className="button button--primary button--outline" to={docPaths.commandFiles}>
          Learn about command files
        </Link>
        <p className={styles.version}>Written for CommandKit {latestVersion}.</p>
      </div>
      <div className={styles.code}>
        {/* The partial's code block as the theme's CodeBlock (title, copy button). Only the two
            components it uses, not all of MDXContent's: the home page loads less. */}
        <MDXProvider components={sampleComponents}>
          <PingCommandSample />
        </MDXProvider>
      </div>
    </div>
  );
}
