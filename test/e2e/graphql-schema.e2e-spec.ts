import { readFileSync } from 'node:fs';
import { GRAPHQL_SDL_FILE_HEADER, GraphQLSchemaHost } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { useTestApp } from '../support/app';
import { SCHEMA_FILE } from '../../src/graphql/schema-file';

const UPDATE =
  'start the server in development (`npm start` with NODE_ENV unset rewrites it), review the diff and commit it';

describe('schema.gql', () => {
  const t = useTestApp();

  it('is the schema the code builds, as the development server writes it', () => {
    // What Nest writes for autoSchemaFile with sortSchema: its header, then the sorted SDL.
    const built = GRAPHQL_SDL_FILE_HEADER + printSchema(lexicographicSortSchema(t.app.get(GraphQLSchemaHost).schema));
    const committed = readFileSync(SCHEMA_FILE, 'utf8');
    if (committed === built) return;
    const [mine, theirs] = [committed.split('\n'), built.split('\n')];
    let line = 0;
    while (mine[line] === theirs[line]) line++;
    throw new Error(
      `schema.gql is out of date (line ${line + 1}: the code builds ${JSON.stringify(theirs[line] ?? '')}): ${UPDATE}`,
    );
  });
});
