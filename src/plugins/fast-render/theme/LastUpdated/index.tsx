import { useState, type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/LastUpdated';
import { useDateTimeFormatLater } from '../../intl-utils';

const dateOptions: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };

/**
 * The date as the theme writes it ("Nov 25, 2026" in English). In the browser's first render,
 * which hydrates the pre-rendered page, the server's words are already inside the `<time>`:
 * they are kept as they are (React leaves a text it was told not to check), because making the
 * date formatter loads locale data, tens of milliseconds of a slow phone's first seconds, to
 * write the same words. A date shown later, after an in-app navigation, is formatted here.
 */
function FormattedDate({ date }: { date: Date }): ReactNode {
  const isBrowser = useIsBrowser();
  // `npm start` renders in the browser only: there is no page to hydrate, nothing to keep.
  const [hydrating] = useState(() => process.env.NODE_ENV === 'production' && typeof window !== 'undefined' && !isBrowser);
  const dateTimeFormat = useDateTimeFormatLater(dateOptions);
  return (
    <time dateTime={date.toISOString()} itemProp="dateModified" suppressHydrationWarning>
      {hydrating ? '' : dateTimeFormat().format(date)}
    </time>
  );
}

/** "Last updated on {date} by {user}" under a doc page, with the theme's translation ids and markup. */
export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: Props): ReactNode {
  const atDate = lastUpdatedAt ? (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            {/* A new date is a new element: it never keeps another date's pre-rendered words. */}
            <FormattedDate key={lastUpdatedAt} date={new Date(lastUpdatedAt)} />
          </b>
        ),
      }}
    >
      {' on {date}'}
    </Translate>
  ) : (
    ''
  );
  const byUser = lastUpdatedBy ? (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{ user: <b>{lastUpdatedBy}</b> }}
    >
      {' by {user}'}
    </Translate>
  ) : (
    ''
  );
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{ atDate, byUser }}
      >
        {'Last updated{atDate}{byUser}'}
      </Translate>
      {process.env.NODE_ENV === 'development' && (
        <div>
          <small> (a placeholder date: the development server does not read the history from git)</small>
        </div>
      )}
    </span>
  );
}
