// Renders the app on the server (plain Node, importing the packages' built files) into
// dist/server.html, which hydrate.tsx then hydrates in the browser.
import { readFileSync, writeFileSync } from 'node:fs';
import { render } from './dist-server/server.js';

const template = readFileSync('dist/server.html', 'utf8');
writeFileSync('dist/server.html', template.replace('<!--app-->', await render('en')));
console.log('dist/server.html: rendered on the server');
