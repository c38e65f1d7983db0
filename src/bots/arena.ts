import { GameResult, sealGame } from '../engine';
import { maw, popeJoan } from '../engine/games';
import { ArenaMatch } from './arena-match';
import type { Bot } from './bot';
import { botFor } from './brains';

/** What the arena is asked to play; every match's seed is named by `seed` and its number, so a run can be repeated. */
export interface ArenaPlan {
  readonly seed: string;
  /** Maw sets, heads up and again in 2×2 partnerships. */
  readonly maw: number;
  readonly popeJoan: number;
}

/** The heuristic's record against random bots in one kind of match. */
export interface ArenaLine {
  readonly label: string;
  readonly matches: number;
  /** Matches the heuristic's side won (ranked first alone or with its partner). */
  readonly wins: number;
  /** Average finishing rank (1 is best) and score of the heuristic's seats, and of the random bots' seats. */
  readonly heuristicRank: number;
  readonly randomRank: number;
  readonly heuristicScore: number;
  readonly randomScore: number;
  readonly decisions: number;
  readonly seconds: number;
}

const MAW = sealGame(maw);
const POPE_JOAN = sealGame(popeJoan);

function builtIn(gameId: string, kind: 'random' | 'heuristic'): Bot {
  const bot = botFor(gameId, kind);
  if (!bot) throw new Error(`no ${kind} bot for ${gameId}`);
  return bot;
}

interface Seating {
  readonly players: number;
  /** Seats the heuristic plays. */
  readonly heuristic: readonly number[];
}

/** Plays `count` matches, each seated by `seating(i)`, and sums up the heuristic's seats against the random ones. */
function playMany(
  label: string,
  count: number,
  gameId: string,
  make: (i: number, players: number) => ArenaMatch,
  seating: (i: number) => Seating,
): ArenaLine {
  const heuristic = builtIn(gameId, 'heuristic');
  const random = builtIn(gameId, 'random');
  const sums = { wins: 0, hRank: 0, rRank: 0, hScore: 0, rScore: 0, hSeats: 0, rSeats: 0, decisions: 0 };
  const started = process.hrtime.bigint();
  for (let i = 0; i < count; i++) {
    const { players, heuristic: mine } = seating(i);
    const match = make(i, players);
    const bots = Array.from({ length: players }, (_, seat) => (mine.includes(seat) ? heuristic : random));
    sums.decisions += match.playOut(bots);
    const result = resultOf(match);
    for (const s of result.standings) {
      if (mine.includes(s.seat)) {
        sums.hRank += s.rank;
        sums.hScore += s.score;
        sums.hSeats++;
      } else {
        sums.rRank += s.rank;
        sums.rScore += s.score;
        sums.rSeats++;
      }
    }
    if (result.standings.some((s) => mine.includes(s.seat) && s.rank === 1 && !wonByRandomToo(result, mine)))
      sums.wins++;
  }
  return {
    label,
    matches: count,
    wins: sums.wins,
    heuristicRank: sums.hRank / Math.max(1, sums.hSeats),
    randomRank: sums.rRank / Math.max(1, sums.rSeats),
    heuristicScore: sums.hScore / Math.max(1, sums.hSeats),
    randomScore: sums.rScore / Math.max(1, sums.rSeats),
    decisions: sums.decisions,
    seconds: Number(process.hrtime.bigint() - started) / 1e9,
  };
}

/** A first place the heuristic shares with a random bot is not a win. */
function wonByRandomToo(result: GameResult, mine: readonly number[]): boolean {
  return result.standings.some((s) => !mine.includes(s.seat) && s.rank === 1);
}

function resultOf(match: ArenaMatch): GameResult {
  const result = match.state.game?.result();
  if (!result) throw new Error('an arena match ended without a result');
  return result;
}

/** Plays the plan: Maw sets heads up and in partnerships (the heuristic's seats alternating), Pope Joan at 3–5 seats (its seat rotating). */
export function runArena(plan: ArenaPlan): readonly ArenaLine[] {
  const lines: ArenaLine[] = [];
  if (plan.maw > 0) {
    lines.push(
      playMany(
        'Maw, heads up (sets)',
        plan.maw,
        'maw',
        (i, n) => new ArenaMatch(MAW, {}, n, `${plan.seed}|maw|${i}`),
        (i) => ({ players: 2, heuristic: [i % 2] }),
      ),
      playMany(
        'Maw, 2×2 partners (sets)',
        plan.maw,
        'maw',
        (i, n) => new ArenaMatch(MAW, { partnership: true }, n, `${plan.seed}|maw2x2|${i}`),
        (i) => ({ players: 4, heuristic: [i % 2, (i % 2) + 2] }),
      ),
    );
  }
  if (plan.popeJoan > 0)
    lines.push(
      playMany(
        'Pope Joan, one heuristic among random bots at 3–5 seats (matches)',
        plan.popeJoan,
        'pope-joan',
        (i, n) => new ArenaMatch(POPE_JOAN, {}, n, `${plan.seed}|pope-joan|${i}`),
        (i) => {
          const players = 3 + (i % 3);
          return { players, heuristic: [Math.floor(i / 3) % players] };
        },
      ),
    );
  return lines;
}
