import { ApiExamples } from '../openapi';

const ENDED = new Date('2025-03-02T18:00:00Z');

export const ratingExamples: ApiExamples = (_app, add) => {
  add('PlayerRatings', 'rated', 'Rated at heads-up Maw, still provisional at Pope Joan', {
    handle: 'ada',
    bot: false,
    ratings: [
      { pool: 'maw', rating: 1412, provisional: false, games: 37, lastPlayedAt: ENDED, mu: 31.2, sigma: 2.03 },
      { pool: 'pope-joan', rating: 903, provisional: true, games: 4, lastPlayedAt: ENDED, mu: 26.1, sigma: 7.2 },
    ],
  });
  add('RatingHistoryPage', 'won', 'The last match won, and a page more', {
    items: [
      {
        matchId: '7d1c7f0e-3b0a-4c43-9a43-5f2f3c4d8e21',
        ratingBefore: 1398,
        ratingAfter: 1412,
        games: 37,
        endedAt: ENDED,
      },
    ],
    next: 'WzEsInJhdGluZ0hpc3RvcnkiLHsic2VxIjo4MX1d',
  });
  add('LeaderboardPage', 'top', 'The top of the heads-up Maw board', {
    items: [
      { handle: 'ada', displayName: 'Ada', bot: false, rating: 1412, games: 37, lastPlayedAt: ENDED },
      {
        handle: 'heuristic-bot',
        displayName: 'Heuristic bot',
        bot: true,
        rating: 1290,
        games: 212,
        lastPlayedAt: ENDED,
      },
    ],
    next: null,
  });
};
