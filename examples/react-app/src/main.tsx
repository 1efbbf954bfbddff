import '@toolbox/tool-json-tools/styles.css';
import '@toolbox/tool-pdf-merge/styles.css';
import './host.css';
import { createRoot } from 'react-dom/client';
import { App } from './app';

createRoot(document.getElementById('root') as HTMLElement).render(<App />);
