import { Page } from '../components/page.tsx';
import { href } from '../route.ts';

export function NotFoundPage() {
  return (
    <Page title="Page not found">
      <p>
        There is no page at this address. <a href={href('overview')}>Go to the overview</a>.
      </p>
    </Page>
  );
}
