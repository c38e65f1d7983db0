import { Clock } from '../common/time/clock';
import { InMemoryVacationsRepository } from '../../test/support/fakes/in-memory-vacations.repository';
import { InMemoryPlayersRepository } from '../../test/support/fakes/in-memory-players.repository';
import { expectDomainError } from '../../test/support/domain-error-matcher';
import { PlayersService } from './players.service';

describe('PlayersService', () => {
  const joined = new Date('2026-01-01T12:00:00Z');
  let repository: InMemoryPlayersRepository;
  let players: PlayersService;
  let aliceId: string;

  beforeEach(async () => {
    repository = new InMemoryPlayersRepository(() => joined);
    players = new PlayersService(repository, new InMemoryVacationsRepository(), new Clock());
    aliceId = (await repository.create({ handle: 'Alice', displayName: 'Alice A.', passwordHash: '$argon2id$x' }))!.id;
  });

  it('shows a public profile by handle in any case, with nothing private', async () => {
    await expect(players.profile('aLiCe')).resolves.toEqual({
      handle: 'Alice',
      displayName: 'Alice A.',
      joinedAt: joined,
      bot: false,
      botKind: null,
      awayUntil: null,
    });
  });

  it('answers NOT_FOUND for an unknown handle', async () => {
    await expectDomainError(players.profile('nobody'), 'NOT_FOUND');
  });

  it('updates the display name, trimmed', async () => {
    await expect(players.updateProfile(aliceId, { displayName: '  Alice of Bath ' })).resolves.toMatchObject({
      displayName: 'Alice of Bath',
    });
    expect(repository.rows.get(aliceId)?.displayName).toBe('Alice of Bath');
  });

  it.each([[{ displayName: '' }], [{ displayName: 'x'.repeat(41) }], [{ displayName: 'bell\u0007' }], [{}]])(
    'refuses %j and keeps the old name',
    async (input) => {
      const error = await expectDomainError(players.updateProfile(aliceId, input), 'VALIDATION_FAILED');
      expect(error.details).toEqual({ field: 'displayName' });
      expect(repository.rows.get(aliceId)?.displayName).toBe('Alice A.');
    },
  );
});
