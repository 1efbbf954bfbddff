export { type RunBase64ToolsResult, runBase64Tools } from './base64-tools';
