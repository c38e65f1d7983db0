import { SHUFFLE_ALGORITHM } from '../../engine';
import { DomainError } from '../../common';
import { GameCatalog } from '../../games';
import { MatchRecord } from '../domain/match-record';
import { MatchSetup } from '../domain/match-setup';

/**
 * What a stored match was created with, as this server can replay it; refused
 * with a coded error when it cannot: a game it does not host, another rules
 * version, options these rules refuse, or a deal algorithm it does not deal by.
 */
export function matchSetupOf(catalog: GameCatalog, record: MatchRecord): MatchSetup {
  const game = catalog.get(record.gameId)?.rules;
  if (!game)
    throw new DomainError(
      'UNKNOWN_GAME',
      `match ${record.id} is of game "${record.gameId}", which this server does not host`,
    );
  if (game.rulesVersion !== record.rulesVersion)
    throw new DomainError(
      'UNKNOWN_RULES_VERSION',
      `match ${record.id} was created under rules ${record.rulesVersion}; this server plays ${game.rulesVersion}`,
    );
  // The deals follow from the seed only by the algorithm the match was committed to: any other would re-deal it.
  if (record.shuffleAlgorithm !== SHUFFLE_ALGORITHM)
    throw new DomainError(
      'UNKNOWN_SHUFFLE_ALGORITHM',
      `match ${record.id} was dealt by ${record.shuffleAlgorithm}; this server deals by ${SHUFFLE_ALGORITHM}`,
    );
  const rules = game.configure(record.options);
  // Stored options that these rules refuse were written under others: the same as another rules version.
  if (!rules.ok)
    throw new DomainError(
      'UNKNOWN_RULES_VERSION',
      `match ${record.id} was created with options that rules ${game.rulesVersion} do not accept`,
    );
  return { game, rules: rules.value, seats: record.seats, creatorId: record.creatorId, seed: record.seed };
}
