/**
 * The seed of every property test (fast-check), set before each test file runs (a vitest setup
 * file of the server's and packages/im's suites).
 *
 * A CI run replays one fixed seed, so its generated cases are the same on every run and a red run
 * is the change's doing, never the draw's. Known counterexamples stay as each property's
 * `examples`. New cases come from exploration: `npm run test:explore` (scripts/explore.mjs)
 * draws fresh seeds, and each counterexample it prints is a defect to fix, then to keep as an
 * example. `PROPERTY_SEED=<n>` replays a seed; `PROPERTY_SEED=random` draws one (printed by
 * fast-check with any failure).
 */
import fc from 'fast-check';

/** The seed CI replays. */
export const FIXED_SEED = 20_261_202;

const chosen = process.env.PROPERTY_SEED;
const seed =
  chosen === 'random'
    ? Math.floor(Math.random() * 0x1_0000_0000) - 0x8000_0000
    : chosen
      ? Number(chosen)
      : FIXED_SEED;
if (!Number.isInteger(seed)) throw new Error(`PROPERTY_SEED must be an integer or "random"`);

fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
