/** The height and weight options of the profile form (openapi.yaml: 140 to 220 cm, 40 to 150 kg). */
const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

export const heights: readonly number[] = range(140, 220);

export const weights: readonly number[] = range(40, 150);
