/**
 * The stylesheets of the theme's MDX components, which a page sent as HTML still uses: the server
 * rendered its elements with these CSS modules' class names (an image's `height: auto`, a task
 * list's bullets, an admonition's heading, a code block's frame), but the page's browser module
 * no longer imports the components. Imported here, with StaticMarkdown, the rules are in the site's
 * stylesheet whatever the pages are. tests/unit/site/static-markdown.test.ts checks this list
 * against the modules the theme's MDXComponents reach. Not the collapsible's: a page with one is
 * not static, and imports the MDX components themselves.
 */
import '@docusaurus/theme-classic/lib/theme/Admonition/Layout/styles.module.css';
import '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/CopyButton/styles.module.css';
import '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/WordWrapButton/styles.module.css';
import '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/styles.module.css';
import '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
import '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css';
import '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import '@docusaurus/theme-classic/lib/theme/Heading/styles.module.css';
import '@docusaurus/theme-classic/lib/theme/MDXComponents/Img/styles.module.css';
import '@docusaurus/theme-classic/lib/theme/MDXComponents/Ul/styles.module.css';
// The code block's content is the build-time highlighting's, in place of the theme's.
import '../build-time-highlighting/theme/CodeBlock/Content/styles.module.css';
