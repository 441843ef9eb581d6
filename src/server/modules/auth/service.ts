/**
 * Accounts coming and going: registration, login, e-mailed links (verification and
 * password reset), password change and suspension. Every refusal says what to do.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import type { BackgroundWork } from '../../background';
import { accounts, performers, studios } from '../../db/schema';
import { hashPassword, UNKNOWN_ACCOUNT_HASH, verifyPassword } from '../../security/passwords';
import { issueToken } from '../../security/tokens';
import { createLinkService } from './links';
import { keepRegistrationDocuments, type IdentityDocuments } from './documents';
import { createLoginThrottle } from './login-throttle';
import { isUniqueViolation } from '../ledger/ledger';
import { badRequest, conflict, notFound, unauthorized } from '../../errors';
import type { Role } from '@/shared/constants';
import type { AccountType, PerformerRegisterFields, StudioRegisterFields, UserRegisterBody } from '@/shared/schemas/auth';
import { canLogIn } from '@/shared/schemas/users';
import { dateOfBirthProblem } from '@/shared/adult';

export const AUTH_TEXTS = {
  emailTaken: 'This e-mail address is already registered',
  usernameTaken: 'This username is already taken',
  wrongCredentials: 'The e-mail address or password is not correct',
  suspended: 'This account has been suspended. Contact support to reopen it.',
  rejected: 'Your account was not approved. We have sent you an e-mail with a link to send new documents.',
} as const;

const lower = (value: string) => value.trim().toLowerCase();

/** What every registration form asks (a studio's has no gender). */
type RegistrationFields = Omit<UserRegisterBody, 'gender'> & { gender?: string };

/** The account row of a registration, of any kind. */
async function accountValues(kind: 'user' | 'performer' | 'studio', body: RegistrationFields) {
  return {
    kind,
    email: body.email.trim(),
    name: body.name.trim(),
    username: body.username ?? null,
    passwordHash: await hashPassword(body.password),
    gender: body.gender ?? null,
    country: body.country ?? null,
    locale: body.locale ?? null,
  };
}

/**
 * Why a write of an account's e-mail address or username failed. Two registrations, or
 * profile changes, taking one address or username can both pass the check made before
 * them; the unique indexes on lower(email) and lower(username) judge between them, and
 * the later one gets the same 409 as if it had come second.
 */
export function refuseTaken(err: unknown): never {
  if (isUniqueViolation(err, 'accounts_email_unique')) throw conflict(AUTH_TEXTS.emailTaken);
  if (isUniqueViolation(err, 'accounts_username_unique')) throw conflict(AUTH_TEXTS.usernameTaken);
  throw err;
}

export function createAuthService(deps: Deps, log: FastifyBaseLogger, background: BackgroundWork) {
  const { db } = deps.database;
  const { config } = deps;
  const { sendLink, sendDocumentsLink, consumeLink, consumeResetLink, endResetLinks } = createLinkService(deps);
  const throttle = createLoginThrottle(deps, log);

  /** Says which of the two is taken, before the costly part of a registration. */
  async function ensureFree(email: string, username?: string) {
    const [byEmail] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(sql`lower(${accounts.email}) = ${lower(email)}`)
      .limit(1);
    if (byEmail) throw conflict(AUTH_TEXTS.emailTaken);
    if (username) {
      const [byName] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(sql`lower(${accounts.username}) = ${lower(username)}`)
        .limit(1);
      if (byName) throw conflict(AUTH_TEXTS.usernameTaken);
    }
  }

  const byEmail = async (email: string) =>
    (
      await db
        .select()
        .from(accounts)
        .where(sql`lower(${accounts.email}) = ${lower(email)}`)
        .limit(1)
    )[0];

  /**
   * Makes and mails a link after the answer. The forms that ask for one answer alike for
   * every address; waiting for the link's row and its mail would answer known addresses
   * later than unknown ones, and a mail server's failure with an error only for them.
   */
  function mailLinkLater(account: typeof accounts.$inferSelect, purpose: 'verify_email' | 'reset_password') {
    const kind = account.kind === 'admin' ? 'user' : account.kind;
    background.run(`mailing a ${purpose === 'reset_password' ? 'password-reset' : 'confirmation'} link`, () =>
      sendLink(account, purpose, kind),
    );
  }

  /**
   * A performer's or studio's registration: the account, pending review, and its own row
   * with the two documents (checked by their bytes as they arrived, moved to their place),
   * written together; then the confirmation link. The password is hashed before the
   * transaction opens, so no connection waits on the hash.
   */
  async function registerForReview(
    kind: 'performer' | 'studio',
    body: RegistrationFields,
    files: IdentityDocuments,
    insertOwnRow: (tx: Tx, accountId: string, documents: Awaited<ReturnType<typeof keepRegistrationDocuments>>) => Promise<unknown>,
  ) {
    await ensureFree(body.email, body.username);
    const documents = await keepRegistrationDocuments(files);
    const values = { ...(await accountValues(kind, body)), status: 'pending' as const };
    const account = await db
      .transaction(async (tx) => {
        const [created] = await tx.insert(accounts).values(values).returning();
        await insertOwnRow(tx, created.id, documents);
        return created;
      })
      .catch(refuseTaken);
    await sendLink(account, 'verify_email', kind);
  }

  return {
    async registerUser(body: UserRegisterBody) {
      await ensureFree(body.email, body.username);
      const [account] = await db
        .insert(accounts)
        .values(await accountValues('user', body))
        .returning()
        .catch(refuseTaken);
      await sendLink(account, 'verify_email', 'user');
      return { message: 'Your account has been created. Please check your e-mail to confirm your address.' };
    },

    /** A performer waits for review (`pending`) and must be an adult by a real date of birth. */
    async registerPerformer(body: PerformerRegisterFields, files: IdentityDocuments) {
      const problem = dateOfBirthProblem(body.dateOfBirth.trim());
      if (problem) throw badRequest(problem);
      await registerForReview('performer', body, files, (tx, accountId, documents) =>
        tx.insert(performers).values({ accountId, dateOfBirth: body.dateOfBirth.trim(), ...documents }),
      );
      return {
        message: 'Your account has been created. Please confirm your e-mail address; we check your documents before you can go live.',
      };
    },

    /** A studio waits for review (`pending`). */
    async registerStudio(body: StudioRegisterFields, files: IdentityDocuments) {
      await registerForReview('studio', body, files, (tx, accountId, documents) => tx.insert(studios).values({ accountId, ...documents }));
      return { message: 'Your studio account has been created. Please check your e-mail to confirm your address.' };
    },

    /**
     * Checks credentials for one login form, from the client at `address`. `user` logins
     * also admit administrators. The attempt is counted before the password is checked
     * (login-throttle.ts), and an unknown account costs the same password check as a
     * known one, so neither the answer nor its time tells who has an account.
     */
    async login(kind: AccountType, username: string, password: string, address: string) {
      const kinds: Role[] = kind === 'user' ? ['user', 'admin'] : [kind];
      const [account] = await db
        .select()
        .from(accounts)
        .where(
          sql`(lower(${accounts.email}) = ${lower(username)} or lower(${accounts.username}) = ${lower(username)}) and ${accounts.kind} in ${kinds}`,
        )
        .limit(1);
      // An account is one pace whichever of its names is typed; an unknown name is paced alike.
      const subject = account?.id ?? `${kind}:${lower(username)}`;
      await throttle.admit(subject, address);
      const matches = await verifyPassword(password, account?.passwordHash ?? UNKNOWN_ACCOUNT_HASH);
      if (!account || !matches) {
        if (account) await throttle.failed(account);
        throw unauthorized(AUTH_TEXTS.wrongCredentials);
      }
      await throttle.succeeded(subject, address);
      // 401, not 403: the web client answers every 403 by leaving the page, and the
      // person at the login form must read why they cannot log in.
      if (account.status === 'suspended') throw unauthorized(AUTH_TEXTS.suspended);
      if (account.status === 'rejected') {
        // The rejection's link may be lost or expired: the login is the way back to a new one.
        if (account.kind === 'performer' || account.kind === 'studio') {
          const kind = account.kind;
          background.run('mailing a new documents link', () => sendDocumentsLink(account, kind));
        }
        throw unauthorized(AUTH_TEXTS.rejected);
      }
      if (!canLogIn(account.status)) throw unauthorized('This account is not active. Contact support for help.');
      if (!account.emailVerifiedAt) throw unauthorized('Please confirm your e-mail address first. We can send you a new link.');
      return {
        token: issueToken({ sub: account.id, role: account.kind, sv: account.sessionVersion }, config.tokenSecret, config.tokenTtlSeconds),
      };
    },

    /**
     * Always answers the same, at the same pace, so the form does not reveal who has an
     * account: the link is made and mailed after the answer (`mailLinkLater`).
     */
    async forgotPassword(email: string, type?: AccountType) {
      const account = await byEmail(email);
      if (account && account.status !== 'suspended' && (!type || account.kind === type || (type === 'user' && account.kind === 'admin'))) {
        mailLinkLater(account, 'reset_password');
      }
      return { message: 'If an account uses this address, we have sent it a link to reset the password.' };
    },

    /** Sets the password through a reset link; the link and every other open reset link of the account end with it. */
    async resetPassword(secret: string, password: string) {
      const passwordHash = await hashPassword(password);
      const accountId = await db.transaction(async (tx) => {
        const id = await consumeResetLink(tx, secret);
        await tx
          .update(accounts)
          .set({ passwordHash, sessionVersion: sql`${accounts.sessionVersion} + 1`, updatedAt: new Date() })
          .where(eq(accounts.id, id));
        return id;
      });
      deps.realtime.toAccount(accountId, 'auth/revoked', { reason: 'password' });
      return { message: 'Your password has been changed. You can log in now.' };
    },

    async verifyEmail(secret: string) {
      const accountId = await consumeLink(secret, 'verify_email');
      const [account] = await db
        .update(accounts)
        .set({ emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, now())` })
        .where(eq(accounts.id, accountId))
        .returning({ kind: accounts.kind });
      return { message: 'Thank you, your e-mail address is confirmed. You can log in now.', role: account.kind };
    },

    /** Answers the same for every address, at the same pace, as `forgotPassword` does. */
    async resendVerification(email: string) {
      const account = await byEmail(email);
      if (account && !account.emailVerifiedAt && account.status !== 'suspended') mailLinkLater(account, 'verify_email');
      return { message: 'If this address still needs confirming, we have sent it a new link.' };
    },

    async changePassword(accountId: string, prevPassword: string, password: string) {
      const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
      if (!account) throw notFound();
      if (!(await verifyPassword(prevPassword, account.passwordHash))) throw badRequest('Your current password is not correct');
      const passwordHash = await hashPassword(password);
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(accounts)
          .set({ passwordHash, sessionVersion: sql`${accounts.sessionVersion} + 1`, updatedAt: new Date() })
          .where(eq(accounts.id, accountId))
          .returning({ sv: accounts.sessionVersion, kind: accounts.kind });
        // A reset link mailed before the change would undo it.
        await endResetLinks(tx, accountId);
        return row;
      });
      // Other devices are logged out; this one gets a fresh token.
      return { token: issueToken({ sub: accountId, role: updated.kind, sv: updated.sv }, config.tokenSecret, config.tokenTtlSeconds) };
    },

    async suspend(accountId: string, password: string) {
      const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
      if (!account) throw notFound();
      if (!(await verifyPassword(password, account.passwordHash))) throw badRequest('Your password is not correct');
      await db
        .update(accounts)
        .set({ status: 'suspended', sessionVersion: sql`${accounts.sessionVersion} + 1`, updatedAt: new Date() })
        .where(eq(accounts.id, accountId));
      deps.realtime.toAccount(accountId, 'auth/revoked', { reason: 'suspended' });
      return { message: 'Your account has been suspended.' };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
