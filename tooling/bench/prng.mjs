// The benches' one seeded PRNG: same seed, same numbers, on every machine. It is the kit's
// (`@toolbox/kit/seeded-random`, mulberry32); Node runs the TypeScript source directly.
export { seededRandom as mulberry32 } from '../../packages/kit/src/seeded-random.ts';
