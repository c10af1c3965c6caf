import { buildLink } from '@greenroom/core';

/**
 * The calendar URL: the calendar host of the portal's links plus the calendar's loginCode.
 * @example
 * calendarUrl('https://portal.example/api/ical/', 'k3y') // 'https://portal.example/api/ical/k3y'
 */
export function calendarUrl(calendarHost: string, loginCode: string): string {
  return buildLink(calendarHost, loginCode);
}

/**
 * The same address with its scheme replaced by webcal://, which calendar apps open as a
 * subscription.
 * @example
 * webcalUrl('https://portal.example/api/ical/k3y') // 'webcal://portal.example/api/ical/k3y'
 */
export function webcalUrl(url: string): string {
  return url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, 'webcal://');
}
