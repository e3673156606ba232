/**
 * Serves public/ with Cloudflare's own runtime (`wrangler pages dev`, settings in wrangler.jsonc),
 * offline: _headers, _redirects and 404s as deployed. A Request.cf warning offline is harmless.
 * Usage: node scripts/pages-dev.mjs [--port 9000] [--dir public]
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const WRANGLER = createRequire(import.meta.url).resolve("wrangler/bin/wrangler.js");

/** `wrangler pages dev` for `dir` (wrangler.jsonc's pages_build_output_dir, public/, without one), offline. */
const spawnPagesDev = ({ port, dir }, options) =>
  spawn(process.execPath, [WRANGLER, "pages", "dev", ...(dir ? [dir] : []), "--port", String(port)], {
    env: { ...process.env, WRANGLER_HIDE_BANNER: "true", WRANGLER_SEND_METRICS: "false" },
    ...options,
  });

/** A port the OS has free right now on 127.0.0.1 (wrangler needs a number, not 0). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Serves `dir` on a free port, each of `paths` compressed once first (as a CDN's edge cache); close() stops it. */
export async function servePages(dir, paths) {
  const port = await freePort();
  const child = spawnPagesDev({ port, dir }, { stdio: ["ignore", "ignore", "inherit"], detached: true });
  const origin = `http://127.0.0.1:${port}`;
  const close = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev exited with ${child.exitCode}`);
    try {
      await fetch(`${origin}/robots.txt`);
      break;
    } catch {
      if (Date.now() > deadline) {
        close();
        throw new Error(`wrangler pages dev did not answer on ${origin} within 60 s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  for (const address of paths)
    await (await fetch(`${origin}${address}`, { headers: { "accept-encoding": "br" } })).arrayBuffer();
  return { origin, close };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const option = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
  const port = Number(option("--port") ?? process.env.PORT ?? 9000);
  const dir = option("--dir");
  if (!existsSync(path.resolve(dir ?? "public", "index.html"))) {
    console.error(`No build found in ${dir ?? "public"}/. Run \`npm run build\` first.`);
    process.exit(1);
  }
  const child = spawnPagesDev({ port, dir }, { stdio: "inherit" });
  child.on("exit", (code) => process.exit(code ?? 0));
}
