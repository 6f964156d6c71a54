/** The invalid-input fuzz (invalidSuite.ts) on the second half of the operations. */
import { invalidInputSuite } from './invalidSuite.ts';

invalidInputSuite(1);
