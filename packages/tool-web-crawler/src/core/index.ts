export {
  ATTEMPTS,
  CONCURRENCY,
  type ContentFormat,
  CrawlError,
  type CrawlResult,
  crawlAll,
  crawlOnce,
  FIRST_BACKOFF_MS,
  type ItemState,
  parseUrl,
  splitPasted,
  type UrlEntry,
} from './crawl';
export { markdownName, markdownZip, resultsJson } from './export';
