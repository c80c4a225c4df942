/** Directus 12 needs Node 22; npm scripts find it in node_modules/.bin when the system has older. */
export function requireNode22() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 22) {
    console.error(
      `Tessera needs Node 22 or newer, but this is Node ${process.version}.\n` +
        'Run it through npm (npm start, npm test), which uses the Node 22 that `npm install` puts in node_modules/.bin.',
    );
    process.exit(1);
  }
}
