import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { graphql } from './auth-client';

interface TypeRef {
  readonly kind: string;
  readonly name: string | null;
  readonly ofType: TypeRef | null;
}
interface FieldInfo {
  readonly name: string;
  readonly args: readonly { readonly type: TypeRef }[];
  readonly type: TypeRef;
}
interface TypeInfo {
  readonly kind: string;
  readonly name: string;
  readonly fields: readonly FieldInfo[] | null;
  readonly possibleTypes: readonly { readonly name: string }[] | null;
}

const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }';
const INTROSPECTION = `{ __schema { types { kind name possibleTypes { name }
  fields { name args { type { ${TYPE_REF} } } type { ${TYPE_REF} } } } } }`;

/**
 * Selections of every field of a type, read from the served schema's
 * introspection: nested objects in full, each member of a union through an
 * inline fragment. A test that selects through it reads every field the
 * schema offers, including fields added later.
 */
export class FullSelection {
  private constructor(private readonly types: ReadonlyMap<string, TypeInfo>) {}

  static async of(app: NestFastifyApplication): Promise<FullSelection> {
    const res = await graphql(app, INTROSPECTION).expect(200);
    const types: TypeInfo[] = res.body.data.__schema.types;
    return new FullSelection(new Map(types.map((t) => [t.name, t])));
  }

  /** Every field of `typeName`, as a selection set's body. */
  of(typeName: string): string {
    const type = this.types.get(typeName);
    if (!type) throw new Error(`no type ${typeName}`);
    if (type.kind === 'UNION' || type.kind === 'INTERFACE')
      return (type.possibleTypes ?? []).map((member) => `... on ${member.name} { ${this.of(member.name)} }`).join(' ');
    return (type.fields ?? [])
      .filter((field) => field.args.every((arg) => arg.type.kind !== 'NON_NULL'))
      .map((field) => {
        const named = this.types.get(namedType(field.type));
        const nested = named && ['OBJECT', 'UNION', 'INTERFACE'].includes(named.kind);
        return nested ? `${field.name} { ${this.of(named.name)} }` : field.name;
      })
      .join(' ');
  }
}

function namedType(ref: TypeRef): string {
  return ref.ofType ? namedType(ref.ofType) : (ref.name ?? '');
}
