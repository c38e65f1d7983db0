import { buildSchema, parse, validate } from 'graphql';
import { DomainError } from '../../common/errors/domain-error';
import { checkQueryLimits, queryLimitsRule } from './query-limits';

describe('query limits', () => {
  const limits = { maxDepth: 3, maxComplexity: 6 };
  const check = (query: string): DomainError | null => checkQueryLimits(parse(query), limits);

  it('accepts an operation at the limits', () => {
    expect(check('{ a { b { c } } }')).toBeNull();
    expect(check('{ a b c d e f }')).toBeNull();
  });

  it('refuses one level too deep, with the figures', () => {
    expect(check('{ a { b { c { d } } } }')).toMatchObject({
      code: 'QUERY_TOO_DEEP',
      details: { depth: 4, maxDepth: 3 },
    });
  });

  it('counts depth through named and inline fragments', () => {
    expect(check('{ a { ...F } } fragment F on T { b { ... on U { c { d } } } }')).toMatchObject({
      code: 'QUERY_TOO_DEEP',
    });
  });

  it('counts a fragment every time it is spread, and aliases as separate fields', () => {
    expect(check('{ x: a { ...F } y: a { ...F } } fragment F on T { b c }')).toBeNull();
    expect(check('{ x: a { ...F } y: a { ...F } z: a } fragment F on T { b c }')).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      details: { complexity: 7, maxComplexity: 6 },
    });
  });

  it('stops at fragment cycles instead of looping', () => {
    expect(check('{ a { ...F } } fragment F on T { b { ...F } }')).toBeNull();
  });

  it('leaves introspection fields out of the count', () => {
    expect(check('{ __schema { types { fields { type { ofType { ofType { name } } } } } } }')).toBeNull();
  });

  it('reports through GraphQL validation with the coded error as original error', () => {
    const schema = buildSchema('type Query { a: A } type A { a: A, b: Int }');
    const [error] = validate(schema, parse('{ a { a { a { a { b } } } } }'), [queryLimitsRule(limits)]);
    expect(error.originalError).toBeInstanceOf(DomainError);
    expect(error.message).toBe('the operation nests 5 fields deep; the limit is 3');
  });
});
