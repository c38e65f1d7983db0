import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { Clock, PushIterator } from '../../common';
import { APP_CONFIG, AppConfig } from '../../config';
import { EventBus } from '../../events';
import { PlayersService } from '../../players';
import { playerChannel } from './match-announcer';
import { MatchPresenter } from '../api/match-presenter';
import { MatchDto, TurnNoticeDto, TurnReason } from '../api/match-output';
import { MatchListings, unrebuildable } from '../reading/match-listings';
import { LoadedMatch } from '../domain/match-state';
import { MatchReader } from '../reading/match-reader';

/** setTimeout's longest delay (about 24.8 days); a longer one fires at once. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * How far before its last look a feed looks again when told the bus may have
 * lost a message: a batch is stamped by its instance's clock before it
 * commits, so one committed late, or on an instance whose clock is behind,
 * still falls in the next look. A match seen again at the same seq is not
 * announced twice.
 */
const LOOK_BACK_MS = 10_000;

/**
 * The `myTurn` feed: first a notice for every private match inviting the
 * player and every match already awaiting them, then, as the player's
 * channel says which match changed, that match read (checked against the
 * database's seq) and presented for the player. A notice whose match has
 * meanwhile moved on past the player's turn is dropped, and a match is not
 * announced twice at the same seq: only what is true when it is sent is sent.
 * Matches where the player waits past another's deadline are looked for at
 * the start, at the next deadline, and at least every
 * REALTIME_DEADLINE_RECHECK (the channel does not tell a waiting player of a
 * new deadline: a deadline set meanwhile is noticed that late at most).
 * When the bus says it may have lost messages (an empty message: it is down,
 * or back), the player's matches changed since the last such look are read
 * again.
 */
@Injectable()
export class TurnFeed implements OnModuleDestroy {
  private readonly open = new Set<PushIterator<TurnNoticeDto>>();

  private readonly recheckMs: number;

  constructor(
    private readonly reader: MatchReader,
    private readonly listings: MatchListings,
    private readonly players: PlayersService,
    private readonly bus: EventBus,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.recheckMs = Math.min(config.REALTIME_DEADLINE_RECHECK * 1000, MAX_TIMEOUT_MS);
  }

  async notices(playerId: string): Promise<AsyncIterableIterator<TurnNoticeDto>> {
    // Notices are handled one at a time, so they leave in the order they came.
    let queue = Promise.resolve();
    const lastSent = new Map<string, Sent>();
    const send = (matchIds: () => Promise<readonly string[]>, told: Told = {}): void => {
      queue = queue
        .then(matchIds)
        .then(async (ids) => {
          for (const matchId of ids) {
            const notice = await this.notice(playerId, matchId, lastSent, told);
            if (notice) out.push(notice);
          }
        })
        .catch((error: unknown) => out.fail(error));
    };
    let lookedAtMs = this.clock.millis();
    const changed = (): Promise<string[]> => {
      const since = lookedAtMs - LOOK_BACK_MS;
      lookedAtMs = this.clock.millis();
      return this.listings.changedSince(playerId, since);
    };
    // Subscribed before the waiting matches are listed, so no turn falls between the two.
    const unsubscribe = await this.bus.subscribe(playerChannel(playerId), (message) => {
      const matchId = message.matchId;
      if (typeof matchId === 'string')
        send(() => Promise.resolve([matchId]), {
          timedOut: message.timedOut === true,
          deadlineSoon: message.deadlineSoon === true,
        });
      else send(changed);
    });
    let timer: NodeJS.Timeout | undefined;
    const out: PushIterator<TurnNoticeDto> = new PushIterator(() => {
      this.open.delete(out);
      clearTimeout(timer);
      void unsubscribe();
    });
    this.open.add(out);
    const overdue = (): void =>
      send(async () => {
        const deadlines = await this.listings.othersDeadlines(playerId);
        const now = this.clock.millis();
        const next = deadlines.find((d) => d.deadlineMs > now);
        if (out.isOpen)
          timer = setTimeout(overdue, Math.min(next ? next.deadlineMs - now : Infinity, this.recheckMs)).unref();
        return deadlines.filter((d) => d.deadlineMs <= now).map((d) => d.matchId);
      });
    send(async () => [...(await this.listings.invitations(playerId)), ...(await this.listings.awaiting(playerId))]);
    overdue();
    return out;
  }

  /**
   * `told`: what the player's channel said of the change, when it said more
   * than which match. A match is told of once per seq, and reminded of once per seq.
   */
  private async notice(
    playerId: string,
    matchId: string,
    lastSent: Map<string, Sent>,
    told: Told,
  ): Promise<TurnNoticeDto | null> {
    const m = await this.reader.read(playerId, matchId).catch((error: unknown) => {
      // Nobody can play a match this server cannot rebuild: it is no turn of theirs, and no reason to end the feed.
      if (unrebuildable(error)) return null;
      throw error;
    });
    if (m === null) return null;
    const sent = lastSent.get(matchId);
    const reminder = told.deadlineSoon === true;
    if (sent?.[reminder ? 'reminded' : 'told'] === m.state.seq) return null;
    const people = await this.players.publicByIds(MatchPresenter.peopleOf(m));
    const presenter = new MatchPresenter(playerId, people, this.clock.millis());
    const match = presenter.match(m);
    const reason =
      told.timedOut && match.status === 'active' ? 'TIMED_OUT' : reasonFor(playerId, m, match, this.clock.millis());
    // A reminder is for a decision still awaited; anything else the match says was said at its change.
    if (reason === null || (reminder && reason !== 'YOUR_TURN')) return null;
    lastSent.set(matchId, { ...(sent ?? { told: -1, reminded: -1 }), [reminder ? 'reminded' : 'told']: m.state.seq });
    return { reason: reminder ? 'DEADLINE_SOON' : reason, match };
  }

  onModuleDestroy(): void {
    for (const feed of this.open) feed.end();
  }
}

/** The seqs at which a feed last told of a match, and last reminded of its deadline. */
interface Sent {
  readonly told: number;
  readonly reminded: number;
}

/** What a player's channel may say of a change besides the match. */
interface Told {
  /** The batch timed the player out. */
  readonly timedOut?: boolean;
  /** The clock says the player's deadline is near. */
  readonly deadlineSoon?: boolean;
}

/**
 * Why the player hears of the match now, or null. A private match still
 * waiting for players that they may read but have no part in can only be
 * one that invites them (see MatchReader.read).
 */
function reasonFor(playerId: string, m: LoadedMatch, match: MatchDto, now: number): TurnReason | null {
  if (match.status === 'finished' || match.status === 'aborted') return 'MATCH_ENDED';
  if (match.legalMoves.length > 0) return 'YOUR_TURN';
  if (match.yourSeat !== null && match.deadline !== null && match.deadline.getTime() <= now) return 'CLAIMABLE';
  const invited =
    match.status === 'open' &&
    m.record.visibility === 'private' &&
    m.record.creatorId !== playerId &&
    !m.state.lobby.includes(playerId);
  return invited ? 'INVITED' : null;
}
