/** The invalid-input fuzz (invalidSuite.ts) on the first half of the operations. */
import { invalidInputSuite } from './invalidSuite.ts';

invalidInputSuite(0);
