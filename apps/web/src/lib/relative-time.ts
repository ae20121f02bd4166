import { activeLanguage } from './i18n.ts';

/** India's time zone: every date and time on every screen is India's, whatever the browser's zone. */
export const IST_ZONE = 'Asia/Kolkata';

/**
 * A date format in the UI language's Indian locale (en-IN, hi-IN: Latin digits both). Hindi tells
 * the hour by the part of the day, as ICU words it ("सुबह 10:00", "शाम 4:00"): hi-IN's own am/pm
 * are Latin "am"/"pm" in current CLDR (decision 0078, "Dates and times in Hindi").
 */
export function dateFormat(options: Intl.DateTimeFormatOptions) {
  const made: Record<string, Intl.DateTimeFormat> = {};
  return (at: number | Date) => {
    const l = activeLanguage();
    made[l] ??= new Intl.DateTimeFormat(
      `${l}-IN`,
      l === 'hi' && options.hour ? { ...options, dayPeriod: 'short' } : options,
    );
    return made[l].format(at);
  };
}

const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const date = dateFormat({ ...DAY, timeZone: IST_ZONE });
const dateTime = dateFormat({ ...DAY, hour: 'numeric', minute: '2-digit', timeZone: IST_ZONE });

export const formatDateTime = (iso: string) => dateTime(Date.parse(iso));
export const formatDate = (iso: string) => date(Date.parse(iso));

const day = dateFormat({ ...DAY, timeZone: 'UTC' });
/** A calendar day (YYYY-MM-DD) as printed: the same day whatever the browser's time zone. */
export const formatDay = (iso: string) => day(Date.parse(`${iso}T00:00:00Z`));
