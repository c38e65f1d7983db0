import fc from 'fast-check';
import {
  GraphQLArgument,
  GraphQLField,
  GraphQLInputType,
  GraphQLObjectType,
  GraphQLSchema,
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { FuzzRequest, FuzzWorld } from './fuzz-request';
import { anyJson, hostileNumber, hostileString } from './values';

const SCALAR_NAMES: Record<string, (world: FuzzWorld) => readonly string[]> = {
  id: (w) => [...w.matchIds, ...w.tokenIds],
  matchId: (w) => w.matchIds,
  handle: (w) => w.handles,
  player: (w) => w.handles,
  inviteCode: (w) => w.inviteCodes,
  gameId: () => ['maw', 'pope-joan'],
};

/** A value for an input of this type: shaped most of the time, anything some of the time. */
function inputValue(type: GraphQLInputType, name: string, world: FuzzWorld, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 3) return anyJson;
  const shaped = ((): fc.Arbitrary<unknown> => {
    if (isNonNullType(type)) return inputValue(type.ofType, name, world, depth);
    if (isListType(type)) return fc.array(inputValue(type.ofType, name, world, depth + 1), { maxLength: 20 });
    if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
    if (isInputObjectType(type))
      return fc.record(
        Object.fromEntries(
          Object.values(type.getFields()).map((f) => [f.name, inputValue(f.type, f.name, world, depth + 1)]),
        ),
        { requiredKeys: [] },
      );
    if (isScalarType(type)) {
      if (type.name === 'Int' || type.name === 'Float') return fc.oneof(hostileNumber, fc.nat({ max: 200 }));
      if (type.name === 'Boolean') return fc.boolean();
      const known = SCALAR_NAMES[name]?.(world) ?? [];
      return known.length > 0 ? fc.oneof(fc.constantFrom(...known), hostileString) : hostileString;
    }
    return anyJson;
  })();
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: anyJson });
}

function typeText(arg: GraphQLArgument): string {
  return String(arg.type);
}

/** Requests for one root field: its arguments as variables (some left out), selecting `__typename` where it can. */
function fieldRequests(
  kind: 'query' | 'mutation' | 'subscription',
  field: GraphQLField<unknown, unknown>,
  world: FuzzWorld,
  bearers: fc.Arbitrary<Record<string, string>>,
): fc.Arbitrary<FuzzRequest> {
  const args = field.args;
  const declared = args.map((a) => `$${a.name}: ${typeText(a)}`).join(', ');
  const passed = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  const query = `${kind} Fuzz${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
  return fc
    .record({
      variables: fc.record(Object.fromEntries(args.map((a) => [a.name, inputValue(a.type, a.name, world)])), {
        requiredKeys: [],
      }),
      auth: bearers,
    })
    .map(({ variables, auth }) => ({
      operation: `${kind} ${field.name}`,
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ query, variables }),
      graphql: true,
      mayWrite: kind === 'mutation',
    }));
}

/** Requests for every query, mutation and subscription field of the schema, each equally often. */
export function graphqlRequests(schema: GraphQLSchema, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const bearers = fc.oneof(
    fc.constant({}),
    { weight: 4, arbitrary: fc.constantFrom(...world.bearers).map((b) => ({ authorization: `Bearer ${b}` })) },
    fc.constant({ authorization: 'Bearer plr_not-a-token' }),
  );
  const roots: ['query' | 'mutation' | 'subscription', GraphQLObjectType | null | undefined][] = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ];
  const requests = roots.flatMap(([kind, root]) =>
    root ? Object.values(root.getFields()).map((field) => fieldRequests(kind, field, world, bearers)) : [],
  );
  return fc.oneof(...requests);
}
