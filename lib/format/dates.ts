/** Formats an ISO day (YYYY-MM-DD) in long Mexican Spanish: "14 de junio de 2025". */
export function formatLongDateEs(isoDay: string): string {
  return formatDay(isoDay, 'es-MX');
}

/** Formats an ISO day in US English: "June 14, 2025". */
export function formatLongDateEn(isoDay: string): string {
  return formatDay(isoDay, 'en-US');
}

function formatDay(isoDay: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) throw new Error(`Fecha inválida: ${isoDay}`);
  const [, year, month, day] = match;
  // Noon UTC, formatted in UTC, so no time zone can move the day.
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), 12));
  if (!date.toISOString().startsWith(isoDay)) throw new Error(`Fecha inválida: ${isoDay}`);
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** The day of a moment in Mexican Spanish, in the reader's time zone: "27 de noviembre de 2026". */
export function formatDayEs(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('es-MX', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** A moment in Mexican Spanish, in the reader's time zone: "27 de noviembre de 2026 a las 12:05". */
export function formatDateTimeEs(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('es-MX', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** When a refusal ends, as the reader's clock says it: "18:05", and whether that is tomorrow. */
export interface RetryMoment {
  time: string;
  tomorrow: boolean;
}

export function retryMoment(
  retryAfterSeconds: number,
  now = Date.now(),
  timeZone?: string,
): RetryMoment {
  const at = new Date(now + retryAfterSeconds * 1000);
  const day = (date: Date) =>
    new Intl.DateTimeFormat('en-CA', { ...(timeZone ? { timeZone } : {}) }).format(date);
  const time = new Intl.DateTimeFormat('es-MX', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).format(at);
  return { time, tomorrow: day(at) !== day(new Date(now)) };
}
