import { describe, expect, it } from 'vitest';
import { scrubUrl } from '../src/plugins/logging.ts';

describe('a URL written to the log', () => {
  it.each([
    ['/api/Booking/manage/R123456/thandi@example.co.za', '/api/Booking/manage/R123456/[email]'],
    [
      '/api/Booking/status/R123456?email=a%40b.co&x=1',
      '/api/Booking/status/R123456?email=[value]&x=[value]',
    ],
    ['/api/Customer/8001015009087', '/api/Customer/[number]'],
    // The pages of e-mailed links hold the link's one-time secret in their path.
    ['/password-reset/9ebb98c3-33e5/5M5vDluzocl', '/password-reset/[secret]'],
    ['/login/37d1dc2f-d968/oV7nrpNiOXo?from=mail', '/login/[secret]?from=[value]'],
    ['/Password-Reset/a/b', '/Password-Reset/[secret]'],
    ['//login/a/b', '//login/[secret]'],
    // The plain sign-in page and other pages keep their path.
    ['/login', '/login'],
    ['/login/', '/login/'],
    ['/fleet/south-africa-fleet/', '/fleet/south-africa-fleet/'],
    ['/api/web/user/send-external-login', '/api/web/user/send-external-login'],
  ])('%s is logged as %s', (url, logged) => {
    expect(scrubUrl(url)).toBe(logged);
  });
});
