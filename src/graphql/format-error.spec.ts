import { GraphQLError } from 'graphql';
import { DomainError } from '../common/errors/domain-error';
import { toPublicError } from '../common/errors/public-error';
import { restErrorBody } from '../common/errors/rest-error-body';
import { formatError } from './format-error';

/** An error as a resolver's throw reaches formatError: wrapped, at a path. */
function thrownAt(cause: unknown): GraphQLError {
  return new GraphQLError(cause instanceof Error ? cause.message : 'thrown', {
    path: ['submitMove'],
    originalError: cause instanceof Error ? cause : undefined,
  });
}

describe('formatError', () => {
  it('puts the code and the same details object as REST in extensions, never flat', () => {
    const stale = new DomainError('STALE_SEQ', 'the match is at seq 9, not 7', { currentSeq: 9 });
    const error = thrownAt(stale);
    const formatted = formatError(error.toJSON(), error);
    expect(formatted).toEqual({
      message: 'the match is at seq 9, not 7',
      path: ['submitMove'],
      extensions: { code: 'STALE_SEQ', details: { currentSeq: 9 } },
    });
    expect(formatted.extensions?.details).toEqual(restErrorBody(toPublicError(stale)).error.details);
  });

  it('gives details {} when there is nothing to add, INTERNAL included', () => {
    const missing = thrownAt(new DomainError('NOT_FOUND', 'no match m'));
    expect(formatError(missing.toJSON(), missing).extensions).toEqual({ code: 'NOT_FOUND', details: {} });
    const bug = thrownAt(new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2'));
    expect(formatError(bug.toJSON(), bug)).toEqual({
      message: 'internal error',
      path: ['submitMove'],
      extensions: { code: 'INTERNAL', details: {} },
    });
  });

  it("keeps Apollo's request-level codes, with details {} and nothing else of theirs", () => {
    const validation = new GraphQLError('Cannot query field "nope" on type "Query".', {
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 }, stacktrace: ['at …'] },
    });
    expect(formatError(validation.toJSON(), validation)).toEqual({
      message: 'Cannot query field "nope" on type "Query".',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED', details: {} },
    });
    const mismatch = new GraphQLError('provided sha does not match query', {
      extensions: { http: { status: 400 } },
    });
    expect(formatError(mismatch.toJSON(), mismatch).extensions).toEqual({ code: 'BAD_REQUEST', details: {} });
  });
});
