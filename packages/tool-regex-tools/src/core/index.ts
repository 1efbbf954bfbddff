export { type RunRegexToolsResult, runRegexTools } from './regex-tools';
