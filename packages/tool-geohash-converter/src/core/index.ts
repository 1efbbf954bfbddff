export { type RunGeohashConverterResult, runGeohashConverter } from './geohash-converter';
