import { DomainError } from '../common';
import { Principal } from './principal';
import { Scope } from './scopes';

export interface Requirement {
  readonly scopes: readonly Scope[];
  /** Only a logged-in session, never a personal access token (token management, profile edits). */
  readonly sessionOnly: boolean;
  /** A move or a resignation: `bot:play` grants its `match:play` (`@BotMove()`). */
  readonly botMove: boolean;
}

/** Whether a token's scopes grant `scope` here: `bot:play` grants reading matches, and moving where the operation is a move. */
function grants(scopes: readonly Scope[], scope: Scope, requirement: Requirement): boolean {
  if (scopes.includes(scope)) return true;
  if (!scopes.includes('bot:play')) return false;
  return scope === 'match:read' || (scope === 'match:play' && requirement.botMove);
}

/** Null when the principal may run an operation with this requirement, else the FORBIDDEN error to answer. */
export function authorize(principal: Principal, requirement: Requirement): DomainError | null {
  if (principal.via === 'session') return null;
  if (requirement.sessionOnly) {
    return new DomainError('FORBIDDEN', 'this operation needs a logged-in session, not an access token');
  }
  const missing = requirement.scopes.filter((scope) => !grants(principal.scopes, scope, requirement));
  return missing.length === 0
    ? null
    : new DomainError('FORBIDDEN', `the access token lacks the scope ${missing.join(', ')}`, {
        missingScopes: missing,
      });
}
