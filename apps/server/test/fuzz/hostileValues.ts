/**
 * Input the contract refuses, derived from each operation's schemas: a valid request with one
 * property replaced by a hostile value of its kind (integers of 2^31 and 2^53, -1, fractions,
 * NaN-ish and numeric strings, NUL bytes, lone surrogates, strings one longer than allowed and far
 * longer, wrong types, lists one longer than allowed and far longer), extra and prototype keys,
 * bodies that are not objects at all, and raw query strings with broken percent-encoding.
 */
import fc from 'fast-check';
import type { Schema } from './contractOperations.ts';

/** A JSON number that JSON.stringify cannot write (it would write null): spliced in as text. */
export class RawNumber {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** The body as the text sent: RawNumber values are written as they are. */
export function bodyText(body: unknown): string {
  const raws: string[] = [];
  const json = JSON.stringify(body, (_key, value: unknown) => {
    if (value instanceof RawNumber) {
      raws.push(value.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return value;
  });
  return json.replace(/"\\u0001raw(\d+)\\u0001"/g, (_m, i: string) => raws[Number(i)]!);
}

const nul = ['\u0000', 'a\u0000b', 'x'.repeat(5) + '\u0000'];
const loneSurrogates = ['\ud800', 'a\udc00b', '\udbff\udbff', 'x\ud83d'];
const wrongTypes: unknown[] = [null, true, [], {}, [1], { a: 1 }];

function integerHostiles(schema: Schema): unknown[] {
  const max: number = schema.maximum ?? 2 ** 31 - 1;
  const min: number = schema.minimum ?? -(2 ** 31);
  return [
    2 ** 31,
    2 ** 31 - 1 + 1,
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    -(2 ** 31) - 1,
    -1,
    max + 1,
    min - 1,
    1.5,
    -0.5,
    1e308,
    new RawNumber('1e400'),
    new RawNumber('-1e400'),
    new RawNumber('123456789012345678901234567890'),
    '1',
    'NaN',
    'Infinity',
    '-Infinity',
    '1e309',
    '0x10',
    ...wrongTypes,
    ...nul,
  ];
}

function stringHostiles(schema: Schema): unknown[] {
  const max: number = schema.maxLength ?? 1000;
  return [
    'a'.repeat(max + 1),
    '界'.repeat(max + 1),
    '😀'.repeat(max + 1),
    'x'.repeat(20_000),
    '',
    ' \t\n',
    ...nul,
    ...loneSurrogates,
    0,
    2 ** 31,
    -1,
    new RawNumber('1e400'),
    ...wrongTypes,
    ["' or 1=1 --"],
    { $gt: '' },
  ];
}

function arrayHostiles(schema: Schema): unknown[] {
  const max: number = schema.maxItems ?? 100;
  const item = sampleItem(schema.items as Schema | undefined);
  return [
    Array.from({ length: max + 1 }, () => item),
    Array.from({ length: 5000 }, () => item),
    [null],
    ['\u0000'],
    ['\ud800'],
    [[item]],
    'x',
    7,
    null,
    { 0: item, length: 1 },
  ];
}

/** A value that fits an item schema often enough to make the list's length the fault. */
function sampleItem(schema: Schema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.enum) return schema.enum[0];
  if (schema.type === 'integer') return schema.minimum ?? 1;
  if (schema.pattern === '^[a-z0-9_.-]+$') return 'u100001';
  return '/uploads/dynamic/100001/a.jpg';
}

/** Hostile values for a property of this schema. */
export function hostilesFor(schema: Schema): unknown[] {
  const types: string[] = [schema.type ?? (schema.properties ? 'object' : '')].flat();
  if (schema.enum) {
    return [
      ...schema.enum.map((v: unknown) => (typeof v === 'string' ? `${v}\u0000` : String(v))),
      ...integerHostiles(schema).slice(0, 8),
      ...wrongTypes,
      'x'.repeat(5000),
    ];
  }
  if (types.includes('integer') || types.includes('number')) return integerHostiles(schema);
  if (types.includes('array')) return arrayHostiles(schema);
  if (types.includes('boolean')) return ['true', 1, 0, null, '\u0000', [], {}];
  if (types.includes('object'))
    return ['x', 1, [], null, { '\u0000': 1 }, { extra: '\ud800' }, JSON.parse('{"__proto__":1}')];
  return stringHostiles(schema);
}

/** Keys no operation knows, prototype keys among them (sent as JSON text, so they stay keys). */
export const extraKeys = [
  'extra',
  '__proto__',
  'constructor',
  'prototype',
  'a\u0000b',
  '\ud800',
  'x'.repeat(300),
];

/** Bodies that are not the operation's object at all. */
export const hostileBodies: unknown[] = [
  [],
  [{}],
  'text',
  12,
  true,
  new RawNumber('1e400'),
  '\u0000',
  { ['__proto__']: { admin: true } },
  { constructor: { prototype: { admin: true } } },
  Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`k${i}`, i])),
];

/** A body nested far deeper than any schema (parsers and walkers must not recurse on it). */
export const deepBody = '['.repeat(20_000) + ']'.repeat(20_000);

/** Raw query values: numbers out of range, broken encodings, NUL, encoded lone surrogates. */
export const hostileQueryValues = [
  '2147483648',
  '9007199254740993',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '1e309',
  '0x7fffffff',
  '',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C0%80',
  '%F0%9F',
  '%zz',
  '%',
  '%25%00',
  'x'.repeat(3000),
  '%E7%95%8C'.repeat(200),
  '1&__proto__=1',
  '1&constructor=x',
];

/** One property of the schema (top-level or one level down) and a hostile value for it. */
export function propertyMutation(schema: Schema): fc.Arbitrary<{ path: string[]; value: unknown }> {
  const targets: { path: string[]; schema: Schema }[] = [];
  const collect = (s: Schema, path: string[], depth: number) => {
    for (const branch of [s, ...((s.oneOf ?? s.anyOf ?? s.allOf ?? []) as Schema[])]) {
      for (const [key, value] of Object.entries(
        (branch.properties ?? {}) as Record<string, Schema>,
      )) {
        targets.push({ path: [...path, key], schema: value });
        if (depth < 1 && value.properties) collect(value, [...path, key], depth + 1);
      }
    }
  };
  collect(schema, [], 0);
  if (targets.length === 0) return fc.constant({ path: ['extra'], value: '\u0000' });
  return fc
    .constantFrom(...targets)
    .chain((t) =>
      fc.constantFrom(...hostilesFor(t.schema)).map((value) => ({ path: t.path, value })),
    );
}

/** The body with the value at `path` replaced (objects on the way created). */
export function withValue(body: unknown, path: string[], value: unknown): Record<string, unknown> {
  const root: Record<string, unknown> =
    body && typeof body === 'object' && !Array.isArray(body)
      ? structuredClone(body as Record<string, unknown>)
      : {};
  let target = root;
  for (const key of path.slice(0, -1)) {
    const next = target[key];
    target[key] = next && typeof next === 'object' && !Array.isArray(next) ? next : {};
    target = target[key] as Record<string, unknown>;
  }
  Object.defineProperty(target, path.at(-1)!, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return root;
}

type Path = (string | number)[];

/** The paths of every string in a JSON value (object keys and array indices). */
export function stringPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  }
  return [];
}

/** A copy of the JSON value with the string at `path` holding a NUL or a lone surrogate. */
export function withBadText(value: unknown, path: Path, bad: string, at: number): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as typeof target;
  const last = path.at(-1)!;
  const text = target[last] as string;
  const cut = Math.min(at, text.length);
  target[last] = text.slice(0, cut) + bad + text.slice(cut);
  return copy;
}

/** What is slipped into a valid string. */
export const badText = fc.constantFrom('\u0000', '\ud800', '\udfff', '\ud83d');
