import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  SESSION_ACCOUNT_HEADER,
  SESSION_USER_HEADER,
  type AccountType,
} from '@bluu/contracts/constants';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { AccountRepository } from '../modules/accounts/accounts.repository.ts';
import type { SessionAccount } from '../modules/accounts/session-account.ts';
import type { SessionUserRecord } from '../modules/users/users.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The corporate or tour account signed in on this request's session; never from the body. */
    account: SessionAccount | null;
    /** The individual (type I) signed in on this request's session; never from the body. */
    user: SessionUserRecord | null;
  }
}

export const SESSION_COOKIE = 'bluu_session';
const SESSION_HOURS = 12;

/**
 * The individual a booking or a saved quote is made for: the session's user when the tab names
 * them in `X-Session-User`, else nobody. The session cookie outlives a closed tab, so a tab that
 * shows a visitor must not book under the last person who signed in (decision record 0045). The
 * raw header is read, as a route's header schema leaves only the headers it names.
 */
export function userActingHere(request: FastifyRequest): SessionUserRecord | null {
  const { user } = request;
  return user && request.raw.headers[SESSION_USER_HEADER] === user.id ? user : null;
}

/**
 * The corporate or tour account a search, quote or booking is made for: the session's account
 * when the request asks as an account, none when it asks as an individual (`accountType` 'I').
 * A tab that shows a visitor or an individual asks as 'I', so it never books under, or is priced
 * for, an account whose cookie a closed tab left behind (decision record 0045).
 */
export function accountActingAs(
  request: FastifyRequest,
  accountType: AccountType,
): SessionAccount | null {
  return accountType === 'I' ? null : request.account;
}

/**
 * The cookie's account, unless the request's tab shows another: a site tab names the account it
 * shows in `X-Session-Account` (or 'none'), so a tab still showing account A does not act for
 * account B, which signed in later in another tab, and a tab showing a visitor does not manage the
 * reservations of an account whose cookie a closed tab left behind (decision record 0045). A
 * request without the header (an API client) acts for the cookie's account.
 */
export function accountNamedByTab(
  account: SessionAccount | null,
  named: string | string[] | undefined,
): SessionAccount | null {
  if (!account || named === undefined) return account;
  return named === account.accountNo ? account : null;
}

/** SESSION_SECRET, or one generated once and kept in DATA_DIR (mode 600). */
export function resolveSessionSecret(config: Pick<Config, 'SESSION_SECRET' | 'DATA_DIR'>): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = join(config.DATA_DIR, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface Sessions {
  start(reply: FastifyReply, account: SessionAccount): Promise<void>;
  /** Starts an individual's session on the same cookie. */
  startUser(reply: FastifyReply, userId: string): Promise<void>;
  /** The SHA-256 of the request's session token, if it has one. */
  tokenHashOf(request: FastifyRequest): string | undefined;
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/**
 * Identity comes from an HttpOnly, SameSite=Lax, signed session cookie holding a random token;
 * the database keeps only the token's SHA-256.
 */
export async function registerSessions(
  app: FastifyInstance,
  options: {
    config: Config;
    accounts: AccountRepository;
    clock: Clock;
    users?: {
      createSession(tokenHash: string, userId: string, expiresAt: Date): Promise<void>;
      findSessionUser(tokenHash: string, now: Date): Promise<SessionUserRecord | undefined>;
    };
  },
): Promise<Sessions> {
  const { config, accounts, clock, users } = options;
  await app.register(fastifyCookie, { secret: resolveSessionSecret(config) });
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.PUBLIC_URL.startsWith('https:'),
    signed: true,
  };

  function tokenOf(request: FastifyRequest): string | undefined {
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return undefined;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid && unsigned.value ? unsigned.value : undefined;
  }

  app.decorateRequest('account', null);
  app.decorateRequest('user', null);
  async function identify(request: FastifyRequest, token: string) {
    const tokenHash = hashToken(token);
    const account = (await accounts.findSessionAccount(tokenHash, clock())) ?? null;
    if (!account && users) request.user = (await users.findSessionUser(tokenHash, clock())) ?? null;
    request.account = accountNamedByTab(account, request.raw.headers[SESSION_ACCOUNT_HEADER]);
  }
  // Most requests carry no session cookie; they pass straight on, without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = tokenOf(request);
    if (!token) return done();
    identify(request, token).then(() => done(), done);
  });

  async function startWith(
    reply: FastifyReply,
    create: (tokenHash: string, expiresAt: Date) => Promise<void>,
  ) {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(clock().getTime() + SESSION_HOURS * 3_600_000);
    await accounts.deleteExpiredSessions(clock());
    await create(hashToken(token), expiresAt);
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
  }

  return {
    async start(reply, account) {
      await startWith(reply, (tokenHash, expiresAt) =>
        accounts.createSession(tokenHash, account, expiresAt),
      );
    },
    async startUser(reply, userId) {
      if (!users) throw new Error('sessions were registered without users');
      await startWith(reply, (tokenHash, expiresAt) =>
        users.createSession(tokenHash, userId, expiresAt),
      );
    },
    tokenHashOf(request) {
      const token = tokenOf(request);
      return token ? hashToken(token) : undefined;
    },
    async end(request, reply) {
      const token = tokenOf(request);
      if (token) await accounts.deleteSession(hashToken(token));
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    },
  };
}
