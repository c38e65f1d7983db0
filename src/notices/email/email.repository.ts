import { Injectable } from '@nestjs/common';
import { Prisma } from '../../generated/prisma/client';
import { PrismaService } from '../../database';
import { AlertMode, AlertPreferences } from './alert-schedule';
import { EmailNotice } from './email-notice';

/** A player's email settings as stored; a player without a row has the defaults and no address. */
export interface EmailSettingsRecord {
  readonly playerId: string;
  readonly address: string | null;
  readonly verifiedAt: Date | null;
  readonly verifySentAt: Date | null;
  readonly preferences: AlertPreferences;
}

/** A held alert: the notice's body, to be rendered when the digest or the catch-up goes out. */
export interface HeldAlert {
  readonly noticeId: string;
  readonly matchId: string;
  readonly seq: number;
  readonly reason: string;
  readonly body: unknown;
  readonly createdAt: Date;
}

/** What a match's row says now: whether a held alert about it still matters. */
export interface MatchNow {
  readonly status: string;
  readonly awaiting: readonly string[];
}

interface SettingsRow {
  playerId: string;
  address: string | null;
  verifiedAt: Date | null;
  verifySentAt: Date | null;
  mode: string;
  digestHour: number;
  timeZone: string;
  quietStart: number | null;
  quietEnd: number | null;
}

function toRecord(row: SettingsRow): EmailSettingsRecord {
  return {
    playerId: row.playerId,
    address: row.address,
    verifiedAt: row.verifiedAt,
    verifySentAt: row.verifySentAt,
    preferences: {
      mode: row.mode as AlertMode,
      digestHour: row.digestHour,
      timeZone: row.timeZone,
      quietHours:
        row.quietStart === null || row.quietEnd === null ? null : { start: row.quietStart, end: row.quietEnd },
    },
  };
}

const SETTINGS = {
  playerId: true,
  address: true,
  verifiedAt: true,
  verifySentAt: true,
  mode: true,
  digestHour: true,
  timeZone: true,
  quietStart: true,
  quietEnd: true,
} as const;

type Tx = Prisma.TransactionClient;

/** The only code that reads or writes email settings and alerts. */
@Injectable()
export class EmailRepository {
  constructor(private readonly prisma: PrismaService) {}

  async settings(playerId: string): Promise<EmailSettingsRecord | null> {
    const row = await this.prisma.emailSettings.findUnique({ where: { playerId }, select: SETTINGS });
    return row && toRecord(row);
  }

  /**
   * Sets the address (null removes it), unverified, with the hash of the
   * verification link just made for it; held alerts go with the old address.
   */
  async setAddress(
    playerId: string,
    address: string | null,
    verification: { readonly hash: string; readonly expiresAt: Date; readonly sentAt: Date } | null,
  ): Promise<EmailSettingsRecord> {
    const data = {
      address,
      verifiedAt: null,
      verifyTokenHash: verification?.hash ?? null,
      verifyExpiresAt: verification?.expiresAt ?? null,
      verifySentAt: verification?.sentAt ?? null,
      nextSendAt: null,
    };
    return this.prisma.$transaction(async (tx) => {
      const row = await tx.emailSettings.upsert({
        where: { playerId },
        create: { playerId, ...data },
        update: data,
        select: SETTINGS,
      });
      await tx.emailAlert.updateMany({ where: { playerId, state: 'held' }, data: { state: 'dropped' } });
      return toRecord(row);
    });
  }

  /** A new verification link for the address as it stands (a resend). */
  async renewVerification(
    playerId: string,
    verification: { readonly hash: string; readonly expiresAt: Date; readonly sentAt: Date },
  ): Promise<void> {
    await this.prisma.emailSettings.update({
      where: { playerId },
      data: {
        verifyTokenHash: verification.hash,
        verifyExpiresAt: verification.expiresAt,
        verifySentAt: verification.sentAt,
      },
    });
  }

  /**
   * Verifies the address whose link carries this token: the address, or
   * `expired` (the link is known but too old), or null (no address awaits it).
   */
  async verify(hash: string, now: Date): Promise<{ address: string } | 'expired' | null> {
    const row = await this.prisma.emailSettings.findUnique({
      where: { verifyTokenHash: hash },
      select: { playerId: true, address: true, verifyExpiresAt: true },
    });
    if (!row || row.address === null) return null;
    if (row.verifyExpiresAt === null || row.verifyExpiresAt <= now) return 'expired';
    const done = await this.prisma.emailSettings.updateMany({
      where: { playerId: row.playerId, verifyTokenHash: hash },
      data: { verifiedAt: now, verifyTokenHash: null, verifyExpiresAt: null },
    });
    return done.count === 1 ? { address: row.address } : null;
  }

  /**
   * Stores preferences, and reschedules the alerts held under the old ones:
   * `dueAt(preferences)` says when they are now due, null to drop them.
   */
  async setPreferences(
    playerId: string,
    preferences: AlertPreferences,
    dueAt: (preferences: AlertPreferences) => Date | null,
  ): Promise<EmailSettingsRecord> {
    const data = {
      mode: preferences.mode,
      digestHour: preferences.digestHour,
      timeZone: preferences.timeZone,
      quietStart: preferences.quietHours?.start ?? null,
      quietEnd: preferences.quietHours?.end ?? null,
    };
    return this.prisma.$transaction(async (tx) => {
      await tx.emailSettings.upsert({ where: { playerId }, create: { playerId, ...data }, update: data });
      await this.lock(tx, playerId);
      const due = dueAt(preferences);
      if (due === null)
        await tx.emailAlert.updateMany({ where: { playerId, state: 'held' }, data: { state: 'dropped' } });
      const held = due === null ? 0 : await tx.emailAlert.count({ where: { playerId, state: 'held' } });
      const row = await tx.emailSettings.update({
        where: { playerId },
        data: { nextSendAt: held > 0 ? due : null },
        select: SETTINGS,
      });
      return toRecord(row);
    });
  }

  /**
   * Claims a notice for sending now: true when this call may send it, false
   * when it was sent, is held, or another delivery is sending it (until its
   * claim runs out at `claimUntil`).
   */
  async claimForSending(notice: EmailNotice, now: Date, claimUntil: Date): Promise<boolean> {
    const rows = await this.prisma.$queryRaw<{ noticeId: string }[]>`
      INSERT INTO "EmailAlert" ("noticeId", "playerId", "matchId", "seq", "reason", "body", "createdAt", "state", "claimedUntil")
      VALUES (${notice.id}::uuid, ${notice.playerId}::uuid, ${notice.matchId}::uuid, ${notice.seq}, ${notice.reason},
              ${JSON.stringify(notice.body)}::jsonb, ${notice.createdAt}, 'sending', ${claimUntil})
      ON CONFLICT ("noticeId") DO UPDATE SET "claimedUntil" = EXCLUDED."claimedUntil"
        WHERE "EmailAlert"."state" = 'sending' AND "EmailAlert"."claimedUntil" <= ${now}
      RETURNING "noticeId"`;
    return rows.length === 1;
  }

  /** Gives up a claim after a failed send, so that the retry may claim the notice at once. */
  async releaseClaim(noticeId: string): Promise<void> {
    await this.prisma.emailAlert.deleteMany({ where: { noticeId, state: 'sending' } });
  }

  async markSent(noticeIds: readonly string[], now: Date): Promise<void> {
    await this.prisma.emailAlert.updateMany({
      where: { noticeId: { in: [...noticeIds] } },
      data: { state: 'sent', sentAt: now, claimedUntil: null },
    });
  }

  /** Holds a notice until `dueAt` (a digest, the end of quiet hours); holding it again changes nothing. */
  async hold(notice: EmailNotice, dueAt: Date): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      // The sweep's finish takes the same lock first, so it sees this alert and keeps the row due.
      await this.lock(tx, notice.playerId);
      await tx.$executeRaw`
        INSERT INTO "EmailAlert" ("noticeId", "playerId", "matchId", "seq", "reason", "body", "createdAt", "state")
        VALUES (${notice.id}::uuid, ${notice.playerId}::uuid, ${notice.matchId}::uuid, ${notice.seq}, ${notice.reason},
                ${JSON.stringify(notice.body)}::jsonb, ${notice.createdAt}, 'held')
        ON CONFLICT ("noticeId") DO NOTHING`;
      await tx.$executeRaw`
        UPDATE "EmailSettings" SET "nextSendAt" = LEAST(COALESCE("nextSendAt", ${dueAt}), ${dueAt})
        WHERE "playerId" = ${notice.playerId}::uuid`;
    });
  }

  /**
   * Claims, until `claimUntil`, up to `limit` players whose held alerts are
   * due at `now`: exactly one instance gets each (rows another is claiming
   * are skipped, and a claimed row is not due again until its claim runs out).
   */
  async claimDue(now: Date, claimUntil: Date, limit: number): Promise<EmailSettingsRecord[]> {
    const rows = await this.prisma.$queryRaw<SettingsRow[]>`
      UPDATE "EmailSettings" SET "claimedUntil" = ${claimUntil}
      WHERE "playerId" IN (
        SELECT "playerId" FROM "EmailSettings"
        WHERE "nextSendAt" <= ${now} AND ("claimedUntil" IS NULL OR "claimedUntil" <= ${now})
        ORDER BY "nextSendAt"
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING "playerId", "address", "verifiedAt", "verifySentAt", "mode", "digestHour", "timeZone", "quietStart", "quietEnd"`;
    return rows.map(toRecord);
  }

  async heldAlerts(playerId: string): Promise<HeldAlert[]> {
    return this.prisma.emailAlert.findMany({
      where: { playerId, state: 'held' },
      orderBy: [{ createdAt: 'asc' }, { seq: 'asc' }],
      select: { noticeId: true, matchId: true, seq: true, reason: true, body: true, createdAt: true },
    });
  }

  /** The matches' rows as they stand: a held alert about a decision already made need not be sent. */
  async matchesNow(matchIds: readonly string[]): Promise<Map<string, MatchNow>> {
    const rows = await this.prisma.match.findMany({
      where: { id: { in: [...matchIds] } },
      select: { id: true, status: true, awaiting: true },
    });
    return new Map(rows.map((row) => [row.id, { status: row.status, awaiting: row.awaiting }]));
  }

  /**
   * Ends a claim: the alerts dealt with are `sent` (in the message) or
   * `dropped` (another notice of their match, or no longer pending); the row is due again at
   * `dueAt(preferences)` if alerts are still held (they came in meanwhile), or
   * at `retryAt` after a failed send (nothing dealt with).
   */
  async finishClaim(
    playerId: string,
    dealt: { readonly sent: readonly string[]; readonly dropped: readonly string[] },
    now: Date,
    next: { readonly retryAt: Date } | { readonly dueAt: (preferences: AlertPreferences) => Date | null },
  ): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      const row = await this.lock(tx, playerId);
      if (!row) return;
      if (dealt.sent.length > 0)
        await tx.emailAlert.updateMany({
          where: { noticeId: { in: [...dealt.sent] }, state: 'held' },
          data: { state: 'sent', sentAt: now },
        });
      if (dealt.dropped.length > 0)
        await tx.emailAlert.updateMany({
          where: { noticeId: { in: [...dealt.dropped] }, state: 'held' },
          data: { state: 'dropped' },
        });
      const held = await tx.emailAlert.count({ where: { playerId, state: 'held' } });
      const nextSendAt = held === 0 ? null : 'retryAt' in next ? next.retryAt : next.dueAt(toRecord(row).preferences);
      await tx.emailSettings.update({ where: { playerId }, data: { nextSendAt, claimedUntil: null } });
    });
  }

  /** Takes the settings row's lock for the rest of the transaction; the row, or null when there is none. */
  private async lock(tx: Tx, playerId: string): Promise<SettingsRow | null> {
    const rows = await tx.$queryRaw<SettingsRow[]>`
      SELECT "playerId", "address", "verifiedAt", "verifySentAt", "mode", "digestHour", "timeZone", "quietStart", "quietEnd"
      FROM "EmailSettings" WHERE "playerId" = ${playerId}::uuid FOR UPDATE`;
    return rows[0] ?? null;
  }
}
