import fc from 'fast-check';
import { Card, rankOf, suitOf } from '../../cards/card';
import { formatCard } from '../../cards/notation';
import { LoggedMove, Viewer } from '../../core/game';
import { OptionInput } from '../../core/option-spec';
import { replay } from '../../core/replay';
import { EIGHT_OF_DIAMONDS, PACK, POPE } from './pack';
import { popeJoan } from './pope-joan';
import { readDeal } from './deal-record';
import { playsOf } from './plays';
import { ABSENT, DEAD, PLAYED, PopeJoanState, playedBy } from './state';
import { randomPlayout, testSeed, xorshift } from '../../../../test/support/random-playout';
import { propertyRuns } from '../../../../test/support/property-runs';

const optionsArb: fc.Arbitrary<OptionInput> = fc.record(
  {
    startingCounters: fc.integer({ min: 5, max: 60 }),
    dressing: fc.constantFrom('dealer', 'shared'),
    dealerSeesDeadHand: fc.boolean(),
    turnUpToDeadHand: fc.boolean(),
    popeTurnUp: fc.constantFrom('stake', 'endsDeal', 'hoyle'),
    leadRule: fc.constantFrom('lowestOfSuit', 'lowestInHand', 'any'),
    newSuitAfterStop: fc.boolean(),
    splitPairs: fc.boolean(),
    popeHolderPays: fc.constantFrom('nothing', 'double'),
    deals: fc.integer({ min: 1, max: 3 }),
  },
  { requiredKeys: [] },
);

const matchArb = fc.record({
  seed: fc.nat(),
  players: fc.integer({ min: 3, max: 8 }),
  options: optionsArb,
  pick: fc.nat(),
});
type MatchCase = { seed: number; players: number; options: OptionInput; pick: number };

function play(m: MatchCase): { moves: LoggedMove[]; states: PopeJoanState[] } {
  return randomPlayout(popeJoan, {
    players: m.players,
    options: m.options,
    seed: testSeed(m.seed),
    random: xorshift(m.pick),
    keepStates: true,
  });
}

/**
 * A playout in which, now and then, a random seat still in the match resigns
 * (out of turn as often as not), the rest as randomPlayout.
 */
function playWithResigns(m: MatchCase): { moves: LoggedMove[]; states: PopeJoanState[] } {
  const random = xorshift(m.pick);
  const start = popeJoan.setup({ players: m.players, options: m.options, seed: testSeed(m.seed) });
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  const moves: LoggedMove[] = [];
  const states = [state];
  for (let d = popeJoan.decision(state); d; d = popeJoan.decision(state)) {
    const inMatch = state.status.flatMap((s, seat) => (s === 'playing' ? [seat] : []));
    const move =
      random() < 0.02
        ? { seat: inMatch[Math.floor(random() * inMatch.length)], type: 'resign' as const }
        : popeJoan.legalMoves(state, d.seats[0])[Math.floor(random() * popeJoan.legalMoves(state, d.seats[0]).length)];
    const next = popeJoan.apply(state, move);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
    moves.push({ seat: move.seat, text: popeJoan.formatMove(move) });
    states.push(state);
  }
  return { moves, states };
}

function total(s: PopeJoanState): number {
  return s.counters.reduce((a, b) => a + b, 0) + s.board.reduce((a, b) => a + b, 0);
}

/**
 * Checks return the problems found rather than calling expect per card: the
 * checks run over hundreds of thousands of cards and views.
 */
function cardProblems(s: PopeJoanState): string[] {
  const deal = s.deal;
  const problems: string[] = [];
  const sizes = new Array<number>(s.players).fill(0);
  let dead = 0;
  let played = 0;
  for (let card = 0; card < 52; card++) {
    const p = deal.place[card];
    if (card === EIGHT_OF_DIAMONDS) {
      if (p !== ABSENT) problems.push('8D is in play');
    } else if (p === DEAD) dead++;
    else if (p >= PLAYED) played++;
    else if (p >= 0 && p < s.players && deal.dealtIn[p]) sizes[p]++;
    else problems.push(`${formatCard(card)} is nowhere (${p})`);
  }
  if (sizes.join() !== deal.handSizes.join()) problems.push(`hand sizes ${deal.handSizes} but ${sizes} held`);
  if (dead !== deal.deadSize) problems.push(`dead hand ${deal.deadSize} but ${dead} dead`);
  const plays = playsOf(deal);
  if (played !== deal.played || plays.some((p) => p === undefined))
    problems.push(`${deal.played} plays but ${played} played`);
  if (dead + played + sizes.reduce((a, b) => a + b, 0) !== 51) problems.push('not 51 cards');
  for (const p of plays)
    if (playedBy(deal.place[p.card]) !== p.seat) problems.push(`${formatCard(p.card)} played by the wrong seat`);
  s.record.map(readDeal).forEach((r, i) => {
    if (r.number !== i + 1) problems.push(`deal ${r.number} recorded as number ${i + 1}`);
    const cards = [...r.plays.map((p) => p.card), ...r.hands.flat(), ...r.deadHand].sort((a, b) => a - b);
    if (r.hands.length !== s.players) problems.push(`deal ${r.number} record has ${r.hands.length} hands`);
    if (cards.join() !== PACK.join()) problems.push(`deal ${r.number} record lacks cards`);
  });
  return problems;
}

const CARD_TOKEN = /^(A|[2-9]|10|J|Q|K)[CDHS]$/;

function cardsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (CARD_TOKEN.test(value)) out.push(value);
  } else if (Array.isArray(value)) value.forEach((v) => cardsIn(v, out));
  else if (value !== null && typeof value === 'object') Object.values(value).forEach((v) => cardsIn(v, out));
  return out;
}

/** What `viewer` legitimately knows of the deal in progress (pope-joan.md, Visibility). */
function known(s: PopeJoanState, viewer: Viewer): Set<string> {
  const deal = s.deal;
  const cards: Card[] = [deal.turnUp, ...playsOf(deal).map((p) => p.card)];
  for (let card = 0; card < 52; card++) {
    if (deal.place[card] === viewer) cards.push(card);
    if (deal.place[card] === DEAD && viewer === deal.dealer && s.options.dealerSeesDeadHand) cards.push(card);
  }
  return new Set(cards.map(formatCard));
}

function viewProblems(s: PopeJoanState): string[] {
  const problems: string[] = [];
  const viewers: Viewer[] = ['spectator', ...Array.from({ length: s.players }, (_, i) => i)];
  for (const viewer of viewers) {
    const text = JSON.stringify(popeJoan.view(s, viewer));
    const { record, ...table } = JSON.parse(text);
    if (/seed/i.test(text)) problems.push('the seed shows');
    const allowed = known(s, viewer);
    for (const card of cardsIn(table)) if (!allowed.has(card)) problems.push(`${card} leaked to ${viewer}`);
    if (record.length !== s.record.length) problems.push('record length');
    const ownHand = typeof viewer === 'number' && s.deal.live[viewer] && s.deal.turn !== null;
    if ((table.hand !== null) !== ownHand) problems.push(`hand shown: ${table.hand !== null} to ${viewer}`);
    const seesDead = s.options.dealerSeesDeadHand && viewer === s.deal.dealer && s.deal.turn !== null;
    if ((table.deadHand !== null) !== seesDead)
      problems.push(`dead hand shown: ${table.deadHand !== null} to ${viewer}`);
    if (table.handSizes.join() !== s.deal.handSizes.join() || table.counters.join() !== s.counters.join())
      problems.push('public counts differ');
  }
  return problems;
}

/** Every card text for the deciding seat is accepted exactly when legalMoves offers it; any other seat is refused. */
/** The leads the rules allow, worked out afresh from the hand (rules 5 and 7), as an oracle for legalMoves. */
function expectedLeads(s: PopeJoanState, seat: number): string[] {
  const hand = PACK.filter((card) => s.deal.place[card] === seat);
  const barred =
    s.options.newSuitAfterStop && hand.some((card) => suitOf(card) !== s.deal.stopSuit) ? s.deal.stopSuit : null;
  const open = hand.filter((card) => suitOf(card) !== barred);
  const lowestRank = Math.min(...open.map(rankOf));
  const leads = open.filter((card) => {
    if (s.options.leadRule === 'any') return true;
    if (s.options.leadRule === 'lowestInHand') return rankOf(card) === lowestRank;
    return !open.some((other) => suitOf(other) === suitOf(card) && other < card);
  });
  return leads.map(formatCard);
}

function refusalProblems(s: PopeJoanState): string[] {
  const d = popeJoan.decision(s);
  if (d === null) return [];
  const problems: string[] = [];
  const seat = d.seats[0];
  const offered = popeJoan.legalMoves(s, seat).map((m) => popeJoan.formatMove(m));
  const turn = s.deal.turn;
  const last = playsOf(s.deal).at(-1);
  // Rules 6–7 afresh: after a card, its successor's live holder follows; at a stop (a King, the 7D, a successor
  // that is dead or played) the stopper leads.
  const successor =
    last && rankOf(last.card) !== 13 && last.card + 1 !== EIGHT_OF_DIAMONDS ? s.deal.place[last.card + 1] : -1;
  const follows = successor >= 0 && successor < PLAYED && s.deal.live[successor];
  if (last && (turn?.kind === 'follow') !== follows) problems.push(`after ${formatCard(last.card)} a ${turn?.kind}`);
  if (last && !follows && s.deal.live[last.seat] && seat !== last.seat)
    problems.push(`seat ${seat} leads after ${last.seat}'s stop`);
  const expected = turn?.kind === 'follow' && last ? [formatCard(last.card + 1)] : expectedLeads(s, seat);
  if (offered.join() !== expected.join()) problems.push(`offered ${offered} but the rules allow ${expected}`);
  const legal = new Set(offered);
  for (let card = 0; card < 52; card++) {
    const text = formatCard(card);
    const parsed = popeJoan.parseMove(seat, text);
    if (!parsed.ok || popeJoan.apply(s, parsed.value).ok !== legal.has(text)) problems.push(`${text} by ${seat}`);
  }
  const someLegal = popeJoan.legalMoves(s, seat)[0];
  for (let other = 0; other < s.players; other++) {
    if (other === seat) continue;
    const refused = popeJoan.apply(s, { ...someLegal, seat: other });
    if (refused.ok || refused.error.code !== 'NOT_YOUR_TURN') problems.push(`seat ${other} moved out of turn`);
  }
  return problems;
}

describe('Pope Joan properties over random matches', () => {
  it('conserves counters at every step and accounts for all 51 cards', () => {
    fc.assert(
      fc.property(matchArb, (m) => {
        const { states } = play(m);
        const counters = popeJoan.resolveOptions(m.options);
        if (!counters.ok) throw new Error(counters.error.message);
        const expected = m.players * counters.value.startingCounters;
        expect(states.filter((s) => total(s) !== expected)).toEqual([]);
        expect(states.filter((s) => s.counters.some((x) => x < 0) || s.board.some((x) => x < 0))).toEqual([]);
        expect(states.flatMap(cardProblems)).toEqual([]);
      }),
      propertyRuns(60),
    );
  });

  it('ends every match, and every deal with a player out or voided by a turned-up Pope', () => {
    fc.assert(
      fc.property(matchArb, (m) => {
        const { states } = play(m);
        const end = states[states.length - 1];
        expect(end.over).not.toBeNull();
        expect(popeJoan.result(end)?.standings).toHaveLength(m.players);
        for (const r of end.record.map(readDeal)) {
          if (r.outcome === 'wentOut') expect(r.hands[r.winner as number]).toEqual([]);
          else {
            expect(r.outcome).toBe('popeTurnUp');
            expect(r.turnUp).toBe(POPE);
            expect(end.options.popeTurnUp).not.toBe('stake');
          }
        }
      }),
      propertyRuns(60),
    );
  });

  it('records each finished deal with its plays as they were made', () => {
    fc.assert(
      fc.property(matchArb, (m) => {
        const { states } = play(m);
        for (let i = 1; i < states.length; i++) {
          const [before, after] = [states[i - 1], states[i]];
          if (after.record.length === before.record.length) continue;
          // A move may also end the next deal at once (a turned-up Pope): the first new record is the deal it was made in.
          const r = readDeal(after.record[before.record.length]);
          expect(r.number).toBe(before.deal.number);
          // The move that ends a deal may add one last play to those made before it.
          const made = playsOf(before.deal);
          const recorded = r.plays;
          expect(recorded.slice(0, made.length)).toEqual(made);
          expect(recorded.length - made.length).toBeLessThanOrEqual(1);
        }
      }),
      propertyRuns(40),
    );
  });

  it('refuses every move legalMoves does not offer, and every seat but the deciding one', () => {
    fc.assert(
      fc.property(matchArb, (m) => {
        expect(play(m).states.flatMap(refusalProblems)).toEqual([]);
      }),
      propertyRuns(15),
    );
  });

  it('replay of the logged moves reproduces every state', () => {
    fc.assert(
      fc.property(matchArb, fc.nat(), (m, cut) => {
        const { moves, states } = play(m);
        const setup = { players: m.players, options: m.options, seed: testSeed(m.seed) };
        const whole = replay(popeJoan, setup, moves);
        expect(whole.ok).toBe(true);
        expect(whole.state).toEqual(states[states.length - 1]);
        const at = cut % (moves.length + 1);
        expect(replay(popeJoan, setup, moves.slice(0, at)).state).toEqual(states[at]);
      }),
      propertyRuns(40),
    );
  });

  it('never shows a viewer a card they could not see at the table', () => {
    fc.assert(
      fc.property(matchArb, (m) => {
        expect(play(m).states.flatMap(viewProblems)).toEqual([]);
      }),
      propertyRuns(15),
    );
  });

  it('round-trips the notation of every logged and every legal move', () => {
    fc.assert(
      fc.property(matchArb, (m) => {
        const { moves, states } = play(m);
        for (const logged of moves) {
          const parsed = popeJoan.parseMove(logged.seat, logged.text);
          expect(parsed.ok && popeJoan.formatMove(parsed.value)).toBe(logged.text);
          expect(parsed.ok && popeJoan.redactMove(parsed.value, 'spectator')).toBe(logged.text);
        }
        for (const s of states) {
          const d = popeJoan.decision(s);
          for (const move of d ? popeJoan.legalMoves(s, d.seats[0]) : []) {
            expect(popeJoan.parseMove(move.seat, popeJoan.formatMove(move))).toEqual({ ok: true, value: move });
          }
        }
      }),
      propertyRuns(30),
    );
  });

  it('with resignations interleaved: counters conserved, cards accounted, views sealed, replay exact', () => {
    fc.assert(
      fc.property(matchArb, (m) => {
        const { moves, states } = playWithResigns(m);
        const expected = total(states[0]);
        expect(states.filter((s) => total(s) !== expected)).toEqual([]);
        expect(states.flatMap((s) => [...cardProblems(s), ...viewProblems(s)])).toEqual([]);
        const end = states[states.length - 1];
        expect(end.over).not.toBeNull();
        expect(end.counters.filter((x, seat) => end.status[seat] === 'resigned' && x !== 0)).toEqual([]);
        expect(
          replay(popeJoan, { players: m.players, options: m.options, seed: testSeed(m.seed) }, moves).state,
        ).toEqual(end);
      }),
      propertyRuns(40),
    );
  });
});
