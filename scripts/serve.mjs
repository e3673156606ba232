#!/usr/bin/env node
/**
 * Serves the production build in public/ the way a CDN does: clean URLs (/home →
 * home/index.html), directory indexes, the redirects Gatsby recorded, and 404.html with
 * HTTP 404 for unknown paths. Used by `npm run serve` and by the browser tests.
 *
 * Usage: node scripts/serve.mjs [--port 9000] [--dir public]   (PORT also works; 0 picks a free port)
 */
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

const MIME = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".map": "application/json; charset=utf-8",
};

function argument(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? process.argv[index + 1] : fallback;
}

/** Finds the file a CDN would serve for a URL path, or null. */
export function resolveFile(root, urlPath) {
  const clean = path.posix.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.(\/|$))+/, "");
  const candidates = [clean, `${clean}.html`, path.posix.join(clean, "index.html")];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (!file.startsWith(root)) return null;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** Redirects recorded by gatsby-node's createRedirect (public/../.cache/redirects.json). */
function loadRedirects(root) {
  const file = path.join(root, "..", ".cache", "redirects.json");
  if (!existsSync(file)) return new Map();
  const list = JSON.parse(readFileSync(file, "utf8"));
  return new Map(list.map((r) => [r.fromPath, { to: r.toPath, status: r.isPermanent ? 301 : 302 }]));
}

export function createStaticServer(root) {
  const redirects = loadRedirects(root);
  return createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const redirect = redirects.get(url.pathname);
    if (redirect) {
      response.writeHead(redirect.status, { Location: redirect.to + url.search });
      response.end();
      return;
    }
    const file = resolveFile(root, url.pathname);
    const status = file ? 200 : 404;
    const served = file ?? path.join(root, "404.html");
    if (!existsSync(served)) {
      response.writeHead(404, { "Content-Type": MIME[".txt"] });
      response.end("Not found. Run `npm run build` first.");
      return;
    }
    const isAsset = /\/static\/|\.[0-9a-f]{20}\.(js|css)$|-[0-9a-f]{20}\.js$/.test(served);
    response.writeHead(status, {
      "Content-Type": MIME[path.extname(served)] ?? "application/octet-stream",
      "Cache-Control": isAsset ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
    });
    if (request.method === "HEAD") {
      response.end();
      return;
    }
    createReadStream(served).pipe(response);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(argument("dir", "public"));
  const port = Number(argument("port", process.env.PORT ?? 9000));
  if (!existsSync(path.join(root, "index.html"))) {
    console.error(`No build found in ${root}. Run \`npm run build\` first.`);
    process.exit(1);
  }
  const server = createStaticServer(root);
  server.listen(port, "127.0.0.1", () => {
    const address = server.address();
    console.log(`Serving ${path.relative(process.cwd(), root) || "."} at http://localhost:${address.port}`);
  });
}
