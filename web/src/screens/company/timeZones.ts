/** The IANA zones the browser knows, with `current` first kept even when the browser lists it under another name. */
export function timeZoneChoices(current: string): string[] {
  const known = ['UTC', ...Intl.supportedValuesOf('timeZone')];
  return known.includes(current) ? known : [current, ...known];
}
