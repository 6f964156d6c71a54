import { ComingSoon } from '../../app/ComingSoon';

/** Dynamics square and friends circle (/dynamicSquare). Not in this build yet: says so. */
export default function DynamicSquarePage() {
  return <ComingSoon page="dynamicSquare" />;
}
