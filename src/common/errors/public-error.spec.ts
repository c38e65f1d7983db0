import { NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { DomainError } from './domain-error';
import { toPublicError } from './public-error';

describe('toPublicError', () => {
  it('keeps a domain error with the status of its code', () => {
    expect(toPublicError(new DomainError('HANDLE_TAKEN', 'taken', { field: 'handle' }))).toEqual({
      status: 409,
      code: 'HANDLE_TAKEN',
      message: 'taken',
      details: { field: 'handle' },
    });
    expect(toPublicError(new DomainError('RATE_LIMITED', 'slow down'))).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'slow down',
      details: {},
    });
  });

  it('keeps the meaning of framework client errors', () => {
    expect(toPublicError(new NotFoundException('Cannot GET /nowhere'))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Cannot GET /nowhere',
      details: {},
    });
    const bodyError = Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 });
    expect(toPublicError(bodyError)).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Body is not valid JSON',
      details: {},
    });
  });

  it('gives a 5xx no details, even from a domain error', () => {
    expect(toPublicError(new DomainError('CORRUPT_LOG', 'match m does not replay', { seat: 1 }))).toEqual({
      status: 500,
      code: 'CORRUPT_LOG',
      message: 'match m does not replay',
      details: {},
    });
  });

  it('hides everything else behind INTERNAL', () => {
    const leaky = new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2');
    expect(toPublicError(leaky)).toEqual({ status: 500, code: 'INTERNAL', message: 'internal error', details: {} });
    expect(toPublicError('a string')).toEqual({
      status: 500,
      code: 'INTERNAL',
      message: 'internal error',
      details: {},
    });
  });

  it('keeps 503 for a server not ready to serve, with a fixed message', () => {
    expect(toPublicError(new ServiceUnavailableException({ reason: 'database at 10.0.0.5 unreachable' }))).toEqual({
      status: 503,
      code: 'UNAVAILABLE',
      message: 'service unavailable',
      details: {},
    });
  });

  it('answers 503 UNAVAILABLE, with the fixed message, when the database cannot be reached', () => {
    const unavailable = { status: 503, code: 'UNAVAILABLE', message: 'service unavailable', details: {} };
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' });
    for (const error of [
      refused,
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated unexpectedly'),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error("Can't reach database server at 10.0.0.5:5432"), { code: 'P1001' }),
      new AggregateError([refused], ''),
      new Error('query failed', { cause: refused }),
    ])
      expect(toPublicError(error)).toEqual(unavailable);
  });

  it('keeps a query the database refused INTERNAL', () => {
    const unique = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    expect(toPublicError(unique)).toEqual({ status: 500, code: 'INTERNAL', message: 'internal error', details: {} });
  });
});
