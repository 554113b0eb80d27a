const DAY_SECONDS = 24 * 60 * 60;

/** The value of a cookie of this document, or null. */
export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) return decodeURIComponent(entry.slice(prefix.length));
  }
  return null;
}

/** Sets a site-wide cookie that lasts `days` days. */
export function writeCookie(name: string, value: string, days: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${days * DAY_SECONDS}` +
    `; Path=/; SameSite=Lax${secure}`;
}
