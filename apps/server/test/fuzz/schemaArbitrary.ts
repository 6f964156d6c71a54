/**
 * A fast-check arbitrary of the values a JSON schema (resolved, see contractOperations.ts)
 * accepts: the generator of the fuzz's valid input. It covers the keywords openapi.yaml uses in
 * requests (type, enum, const, properties, required, oneOf/anyOf/allOf, lengths, patterns, the
 * email/date/date-time/uri formats, bounds, items, uniqueItems) and leans to the edges: the
 * smallest integers (which name existing rows), the bounds themselves, strings of the longest
 * length allowed. A few values may still break a rule it does not model (minProperties, the
 * exclusivity of oneOf): callers filter with the contract's validator.
 */
import fc from 'fast-check';
import { isBadText } from '../../src/http/requestText.ts';
import type { Schema } from './contractOperations.ts';

/** Real values for a property name (existing users, own images), mixed into the generic ones. */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

const INT32 = 2 ** 31 - 1;

export function arbitraryOf(schema: Schema, hints: Hints = {}, name = ''): fc.Arbitrary<unknown> {
  const generic = genericOf(schema, hints, name);
  const hint = hints[name];
  return hint && !isObjectSchema(schema) ? fc.oneof(hint, generic) : generic;
}

const isObjectSchema = (schema: Schema) =>
  schema.type === 'object' || schema.properties !== undefined || schema.allOf !== undefined;

function genericOf(schema: Schema, hints: Hints, name: string): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  if (schema.allOf) return arbitraryOf(mergeAll(schema, schema.allOf as Schema[]), hints, name);
  const branches = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (branches) {
    const { oneOf: _o, anyOf: _a, ...base } = schema;
    const shared = Object.keys(base).some((k) => k !== 'description' && k !== 'default');
    return fc.oneof(
      ...branches.map((b) => arbitraryOf(shared ? mergeAll(base, [b]) : b, hints, name)),
    );
  }
  const types: string[] = [schema.type ?? (schema.properties ? 'object' : 'string')].flat();
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => arbitraryOf({ ...schema, type }, hints, name)));
  }
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerOf(schema);
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e9,
        max: schema.maximum ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'array':
      return arrayOf(schema, hints, name);
    case 'object':
      return objectOf(schema, hints);
    default:
      return stringOf(schema);
  }
}

function integerOf(schema: Schema): fc.Arbitrary<number> {
  const min: number = schema.minimum ?? -INT32 - 1;
  const max: number = schema.maximum ?? INT32;
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min, max: Math.min(max, min + 4) }) },
    { weight: 2, arbitrary: fc.integer({ min, max }) },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
  );
}

function stringOf(schema: Schema): fc.Arbitrary<string> {
  const min: number = schema.minLength ?? 0;
  const max: number = schema.maxLength ?? 200;
  const fits = (s: string) => {
    const length = [...s].length;
    return length >= min && length <= max && !isBadText(s);
  };
  let base: fc.Arbitrary<string>;
  if (schema.format === 'email') base = fc.emailAddress();
  else if (schema.format === 'date') base = dateArbitrary.map((d) => d.toISOString().slice(0, 10));
  else if (schema.format === 'date-time') base = dateArbitrary.map((d) => d.toISOString());
  else if (schema.format === 'uri') base = fc.webUrl();
  else if (schema.pattern) base = fc.stringMatching(new RegExp(schema.pattern as string));
  else {
    // Any Unicode text (emoji, right-to-left marks, astral planes), and the longest allowed.
    base = fc.oneof(
      fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 30) }),
      fc.string({ unit: 'binary', minLength: min, maxLength: Math.min(max, 30) }),
      fc.constant('界'.repeat(max)),
    );
  }
  return base.filter(fits);
}

const dateArbitrary = fc.date({
  min: new Date('1901-01-01T00:00:00Z'),
  max: new Date('2025-12-31T00:00:00Z'),
  noInvalidDate: true,
});

function arrayOf(schema: Schema, hints: Hints, name: string): fc.Arbitrary<unknown[]> {
  const item = arbitraryOf((schema.items as Schema) ?? {}, hints, name);
  const minLength: number = schema.minItems ?? 0;
  const maxLength = Math.min(schema.maxItems ?? 5, 5);
  const constraints = { minLength, maxLength: Math.max(minLength, maxLength) };
  const short = schema.uniqueItems
    ? fc.uniqueArray(item, { ...constraints, selector: (v) => JSON.stringify(v) })
    : fc.array(item, constraints);
  if (schema.maxItems === undefined || schema.maxItems <= maxLength || schema.uniqueItems)
    return short;
  // The longest list allowed, now and then.
  return fc.oneof(
    { weight: 5, arbitrary: short },
    {
      weight: 1,
      arbitrary: fc.array(item, { minLength: schema.maxItems, maxLength: schema.maxItems }),
    },
  );
}

function objectOf(schema: Schema, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value, hints, key)]),
  );
  const requiredKeys = ((schema.required ?? []) as string[]).filter((k) => k in properties);
  return fc.record(model, { requiredKeys });
}

/** The schemas of an allOf (or a schema and one of its oneOf branches) as one object schema. */
function mergeAll(base: Schema, parts: Schema[]): Schema {
  const { allOf: _allOf, ...rest } = base;
  return parts.reduce<Schema>(
    (merged, part) => ({
      ...merged,
      ...part,
      properties: { ...merged.properties, ...part.properties },
      required: [...(merged.required ?? []), ...(part.required ?? [])],
    }),
    rest,
  );
}
