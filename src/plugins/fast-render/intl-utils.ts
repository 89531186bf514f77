/**
 * Stands in for `@docusaurus/theme-common/lib/utils/IntlUtils.js` in both bundles, with the same
 * exports. Creating an `Intl.DateTimeFormat` is slow (it loads locale data), and the theme made a
 * new one on every render of every doc page's "last updated" line; here each locale, calendar and
 * set of options gets one, kept for the life of the page or of the pre-rendering worker.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

const formats = new Map<string, Intl.DateTimeFormat>();

export function useCalendar(): string {
  const { i18n } = useDocusaurusContext();
  return i18n.localeConfigs[i18n.currentLocale]!.calendar;
}

export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return useDateTimeFormatLater(options)();
}

/**
 * The same formatter, made only when the function returned is called: a component that may not
 * need it (see src/theme/LastUpdated) does not pay for the locale data.
 */
export function useDateTimeFormatLater(options: Intl.DateTimeFormatOptions = {}): () => Intl.DateTimeFormat {
  const { i18n } = useDocusaurusContext();
  const calendar = useCalendar();
  return () => {
    const key = JSON.stringify([i18n.currentLocale, calendar, options]);
    let format = formats.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(i18n.currentLocale, { calendar, ...options });
      formats.set(key, format);
    }
    return format;
  };
}
