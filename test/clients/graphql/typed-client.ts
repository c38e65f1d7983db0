import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { FormattedExecutionResult, print } from 'graphql';
import type { Client } from 'graphql-ws';

/** Variables as graphql-ws and JSON bodies take them; every generated `…Variables` type is one. */
type Variables = Record<string, unknown>;

/** A GraphQL answer that carried errors: their codes and messages, and the errors themselves for a test to inspect. */
export class GraphQLErrors extends Error {
  constructor(readonly errors: NonNullable<FormattedExecutionResult['errors']>) {
    super(errors.map((e) => `${String(e.extensions?.code)}: ${e.message}`).join('; '));
  }
}

/**
 * A query or mutation over HTTP, as a third-party client sends it: the generated document
 * printed, its variables, the credential; its data typed by the document, or GraphQLErrors.
 */
export async function execute<TResult, TVariables extends Variables>(
  url: string,
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  bearer?: string,
): Promise<TResult> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify({ query: print(document), variables }),
  });
  // The one place an answer's shape is taken on trust: the server is held to the schema the documents were checked against.
  const body = (await response.json()) as FormattedExecutionResult<TResult>;
  if (body.errors) throw new GraphQLErrors(body.errors);
  if (!body.data) throw new Error(`POST ${url} answered ${response.status} without data or errors`);
  return body.data;
}

/**
 * A subscription over graphql-ws: every result it sends, typed by the document, until the
 * server completes it; GraphQLErrors if one carries errors.
 */
export async function* subscribe<TResult, TVariables extends Variables>(
  client: Client,
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
): AsyncGenerator<TResult> {
  for await (const result of client.iterate<TResult>({ query: print(document), variables })) {
    if (result.errors) throw new GraphQLErrors(result.errors);
    if (result.data) yield result.data;
  }
}
