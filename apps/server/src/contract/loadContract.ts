/**
 * Reads openapi.yaml and compiles, for every operation, the validators of its request (body,
 * query, Idempotency-Key) and of its answers. The contract is the single source of truth: the
 * server holds no copy of a schema.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

type JsonSchema = Record<string, unknown>;

interface OpenApiParameter {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}
interface OpenApiOperation {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: (OpenApiParameter | { $ref: string })[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: JsonSchema }> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { parameters: Record<string, OpenApiParameter>; schemas: Record<string, JsonSchema> };
}

export type Validator = ValidateFunction & { errors?: ErrorObject[] | null };

export interface OperationContract {
  operationId: string;
  method: 'GET' | 'POST';
  path: string;
  /** 'required': only with a token; 'optional': with or without; 'none': anonymous. */
  auth: 'required' | 'optional' | 'none';
  /** Takes an Idempotency-Key (moves coins or characters). */
  paying: boolean;
  body?: Validator;
  /** The body is multipart/form-data (file upload): parts are checked by the route. */
  multipart: boolean;
  query?: Validator;
  /** The 200 envelope. */
  success: Validator;
  /** The names of the body's properties (every branch of a oneOf), for generated test input. */
  bodyProperties: string[];
}

export interface Contract {
  operations: OperationContract[];
  byId: Map<string, OperationContract>;
  /** Any failure envelope. */
  errorEnvelope: Validator;
  idempotencyKey: Validator;
  /** The schema of a component, for the few checks done by hand (multipart parts). */
  schema: (name: string) => Validator;
}

const DOC_ID = 'heartline-openapi';

export function loadContract(openapiPath: string): Contract {
  const doc = parse(readFileSync(openapiPath, 'utf8')) as OpenApiDocument;
  // Local references (#/components/...) point into the document registered under DOC_ID.
  const rewritten = rewriteRefs(doc) as OpenApiDocument;
  const strictAjv = newAjv({ coerceTypes: false });
  const queryAjv = newAjv({ coerceTypes: true });
  for (const ajv of [strictAjv, queryAjv])
    ajv.addSchema({ $id: DOC_ID, components: rewritten.components });

  const parameter = (p: OpenApiParameter | { $ref: string }): OpenApiParameter =>
    '$ref' in p
      ? (rewritten.components.parameters[p.$ref.split('/').pop() ?? ''] as OpenApiParameter)
      : p;

  const operations: OperationContract[] = [];
  for (const [path, methods] of Object.entries(rewritten.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = (op.parameters ?? []).map(parameter);
      const query = params.filter((p) => p.in === 'query');
      const json = op.requestBody?.content['application/json']?.schema;
      const multipart = op.requestBody?.content['multipart/form-data'] !== undefined;
      const security = op.security;
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        auth:
          security === undefined
            ? 'required'
            : security.length === 0
              ? 'none'
              : security.some((s) => Object.keys(s).length === 0)
                ? 'optional'
                : 'required',
        paying: params.some((p) => p.in === 'header' && p.name === 'Idempotency-Key'),
        body: json ? strictAjv.compile(json) : undefined,
        multipart,
        query: query.length
          ? queryAjv.compile({
              type: 'object',
              properties: Object.fromEntries(query.map((p) => [p.name, p.schema])),
              required: query.filter((p) => p.required).map((p) => p.name),
            })
          : undefined,
        success: strictAjv.compile(responseSchema(op, '200')),
        bodyProperties: json ? propertyNames(json, doc) : [],
      });
    }
  }
  return {
    operations,
    byId: new Map(operations.map((o) => [o.operationId, o])),
    errorEnvelope: strictAjv.compile({ $ref: `${DOC_ID}#/components/schemas/ErrorEnvelope` }),
    idempotencyKey: strictAjv.compile(
      (rewritten.components.parameters.IdempotencyKey as OpenApiParameter).schema,
    ),
    schema: (name) => strictAjv.compile({ $ref: `${DOC_ID}#/components/schemas/${name}` }),
  };
}

function propertyNames(schema: JsonSchema, doc: OpenApiDocument): string[] {
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    const name = ref.split('/').pop() ?? '';
    return propertyNames(doc.components.schemas[name] ?? {}, doc);
  }
  const own = Object.keys((schema.properties as object | undefined) ?? {});
  const branches = ['oneOf', 'anyOf', 'allOf'].flatMap(
    (k) => (schema[k] as JsonSchema[] | undefined) ?? [],
  );
  return [...new Set([...own, ...branches.flatMap((b) => propertyNames(b, doc))])];
}

function responseSchema(op: OpenApiOperation, status: string): JsonSchema {
  const schema = op.responses[status]?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`openapi.yaml: ${op.operationId} has no ${status} JSON response`);
  return schema;
}

function newAjv(options: { coerceTypes: boolean }): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    useDefaults: true,
    coerceTypes: options.coerceTypes,
  });
  addFormats(ajv);
  return ajv;
}

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) =>
        k === '$ref' && typeof v === 'string' && v.startsWith('#/')
          ? [k, `${DOC_ID}${v}`]
          : [k, rewriteRefs(v)],
      ),
    );
  }
  return value;
}
