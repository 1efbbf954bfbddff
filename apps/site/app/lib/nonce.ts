import { createContext } from 'react-router';

/** The per-request CSP nonce, set by the server (server/app.ts) and read by entry.server. */
export const nonceContext = createContext<string | undefined>(undefined);
