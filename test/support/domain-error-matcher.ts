import { DomainError } from '../../src/common/errors/domain-error';
import { ErrorCode } from '../../src/common/errors/error-code';

/** Awaits a promise expected to fail with a DomainError of this code; returns the error for further checks. */
export async function expectDomainError(promise: Promise<unknown>, code: ErrorCode): Promise<DomainError> {
  const error = await promise.then(
    () => {
      throw new Error(`expected a ${code} failure, got success`);
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe(code);
  return error as DomainError;
}
