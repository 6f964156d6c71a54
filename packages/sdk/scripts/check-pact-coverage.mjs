// Run after the Pact consumer tests: fails unless the pact file has an interaction for every
// operation of openapi.yaml, and the failures the client handles (envelope 401, HTTP 403, a
// business error code).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const here = path.dirname(fileURLToPath(import.meta.url));
const spec = parse(readFileSync(path.resolve(here, '../../../openapi.yaml'), 'utf8'));
const pactFile = path.resolve(here, '../pacts/heartline-web-heartline-server.json');
const interactions = JSON.parse(readFileSync(pactFile, 'utf8')).interactions;

const covered = new Set(interactions.map((i) => `${i.request.method} ${i.request.path}`));
const missing = Object.entries(spec.paths).flatMap(([p, methods]) =>
  Object.keys(methods)
    .map((m) => `${m.toUpperCase()} ${p}`)
    .filter((key) => !covered.has(key)),
);
const bodyCode = (i) => {
  const content = i.response.body?.content;
  return typeof content === 'object' && content !== null ? content.code : undefined;
};
const failures = {
  'an envelope with code 401': interactions.some((i) => bodyCode(i) === 401),
  'an HTTP 403': interactions.some((i) => i.response.status === 403),
  'a business error code': interactions.some(
    (i) => ![200, 401, 403, undefined].includes(bodyCode(i)),
  ),
};
const missingFailures = Object.entries(failures)
  .filter(([, ok]) => !ok)
  .map(([name]) => name);

console.log(
  `pact: ${interactions.length} interactions covering ${covered.size} of ${covered.size + missing.length} operations`,
);
if (missing.length || missingFailures.length) {
  if (missing.length) console.error(`operations without an interaction: ${missing.join(', ')}`);
  if (missingFailures.length)
    console.error(`failures without an interaction: ${missingFailures.join(', ')}`);
  process.exit(1);
}
