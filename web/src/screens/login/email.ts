/**
 * Whether sign-up's email looks like one the platform takes (contract/src/user.ts: z.email()): a local
 * part, '@', a domain with a dot, no spaces. The form says so beside the field instead of failing silently.
 */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}
