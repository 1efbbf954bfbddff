// Writes public/icons/*.png, the installed app's icons, from the favicon's shapes
// (app/lib/app-icons.server.ts). Run after changing the logo; a test fails when the committed PNGs
// are not what this script makes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { appIcons, renderAppIcon } from '../app/lib/app-icons.server.ts';

const iconsDir = fileURLToPath(new URL('../public/icons/', import.meta.url));
mkdirSync(iconsDir, { recursive: true });
for (const icon of appIcons()) {
  const png = renderAppIcon(icon);
  writeFileSync(`${iconsDir}${icon.file}`, png);
  console.log(`${icon.file}: ${icon.size} px, ${png.length} bytes`);
}
