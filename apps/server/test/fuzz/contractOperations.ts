/**
 * Every operation of openapi.yaml as the fuzz sees it: its request's JSON schemas with every
 * $ref resolved (for the generators), and the server's own compiled validators (to tell valid
 * input from refused input, and to check every answer).
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { loadContract, type OperationContract } from '../../src/contract/loadContract.ts';

// Schemas are plain JSON read from YAML: loosely typed on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Schema = Record<string, any>;

export interface QueryParameter {
  name: string;
  required: boolean;
  schema: Schema;
}

export interface FuzzOperation extends OperationContract {
  queryParameters: QueryParameter[];
  /** The JSON body's schema, resolved; undefined for operations without a JSON body. */
  bodySchema?: Schema;
}

export const openapiPath = new URL('../../../../openapi.yaml', import.meta.url).pathname;
const doc = parse(readFileSync(openapiPath, 'utf8')) as {
  paths: Record<string, Record<string, Schema>>;
  components: Record<string, Record<string, Schema>>;
};
export const contract = loadContract(openapiPath);

/** The schema with every local $ref replaced by its target (siblings of a $ref kept). */
export function resolve(schema: unknown): Schema {
  if (Array.isArray(schema)) return schema.map(resolve);
  if (!schema || typeof schema !== 'object') return schema as Schema;
  const { $ref, ...rest } = schema as Schema;
  const own = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, resolve(v)]));
  if (typeof $ref !== 'string') return own;
  const [, section, name] = /^#\/components\/(\w+)\/(.+)$/.exec($ref) ?? [];
  return { ...resolve(doc.components[section!]?.[name!]), ...own };
}

export const operations: FuzzOperation[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => {
    const compiled = contract.byId.get(op.operationId as string)!;
    const parameters = ((op.parameters ?? []) as Schema[]).map(resolve);
    const json = op.requestBody?.content?.['application/json']?.schema;
    if (compiled.method !== method.toUpperCase() || compiled.path !== path) {
      throw new Error(`${op.operationId}: the fuzz and the server read openapi.yaml differently`);
    }
    return {
      ...compiled,
      queryParameters: parameters
        .filter((p) => p.in === 'query')
        .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema })),
      bodySchema: json ? resolve(json) : undefined,
    };
  }),
);
