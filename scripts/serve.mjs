#!/usr/bin/env node
/**
 * Serves the production build in public/ the way a CDN does: clean URLs (/home →
 * home/index.html), directory indexes, 404.html with HTTP 404 for unknown paths, and the
 * _headers and _redirects files the build writes (Netlify / Cloudflare Pages format), so
 * what is tested locally is what ships. Used by `npm run serve` and by the browser tests.
 *
 * Usage: node scripts/serve.mjs [--port 9000] [--dir public]   (PORT also works; 0 picks a free port)
 */
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
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

/** Parses a _headers file into rules: { pattern: "/static/*", headers: [["Cache-Control", "…"]] }. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    // "! Name" detaches a header another matching rule set (Cloudflare Pages).
    const detach = /^\s+!\s*(\S+)\s*$/.exec(line);
    if (detach && rules.length > 0) {
      rules.at(-1).headers.push([detach[1], null]);
      continue;
    }
    const separator = line.indexOf(":");
    if (separator > 0 && rules.length > 0) {
      rules.at(-1).headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
    }
  }
  return rules;
}

function matches(pattern, urlPath) {
  return pattern.endsWith("*") ? urlPath.startsWith(pattern.slice(0, -1)) : urlPath === pattern;
}

/** Every header of every rule matching the path, as a CDN applies them. */
export function headersFor(rules, urlPath) {
  const headers = {};
  for (const rule of rules) {
    if (!matches(rule.pattern, urlPath)) continue;
    for (const [name, value] of rule.headers) {
      if (value === null) delete headers[name];
      else headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
    }
  }
  return headers;
}

/** Parses _redirects lines "from to [status]". */
export function parseRedirectsFile(text) {
  const redirects = new Map();
  for (const line of text.split(/\r?\n/)) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || from.startsWith("#") || !to) continue;
    redirects.set(from, { to, status: Number(status ?? 301) });
  }
  return redirects;
}

const COMPRESSIBLE = /\.(html|js|mjs|css|json|txt|xml|svg|webmanifest|map)$/;
const compressed = new Map();

/** Brotli or gzip, as CDNs send text, cached per file and encoding. */
function encode(file, acceptEncoding) {
  if (!COMPRESSIBLE.test(file)) return null;
  const encoding = /\bbr\b/.test(acceptEncoding) ? "br" : /\bgzip\b/.test(acceptEncoding) ? "gzip" : null;
  if (!encoding) return null;
  const key = `${encoding}:${file}:${statSync(file).mtimeMs}`;
  if (!compressed.has(key)) {
    const raw = readFileSync(file);
    const body =
      encoding === "br"
        ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(raw, { level: 9 });
    compressed.set(key, body);
  }
  return { encoding, body: compressed.get(key) };
}

function readIfExists(file) {
  return existsSync(file) ? readFileSync(file, "utf8") : "";
}

export function createStaticServer(root) {
  const redirects = parseRedirectsFile(readIfExists(path.join(root, "_redirects")));
  const headerRules = parseHeadersFile(readIfExists(path.join(root, "_headers")));
  return createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const redirect = redirects.get(url.pathname);
    if (redirect) {
      response.writeHead(redirect.status, {
        ...headersFor(headerRules, url.pathname),
        Location: redirect.to + url.search,
      });
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
    // The 404 page answers with the headers of /404.html, as static hosts do.
    const headerPath = file ? url.pathname : "/404.html";
    const encoded = encode(served, String(request.headers["accept-encoding"] ?? ""));
    response.writeHead(status, {
      "Content-Type": MIME[path.extname(served)] ?? "application/octet-stream",
      ...headersFor(headerRules, headerPath),
      ...(encoded ? { "Content-Encoding": encoded.encoding, Vary: "Accept-Encoding" } : {}),
      "Content-Length": encoded ? encoded.body.length : statSync(served).size,
    });
    if (request.method === "HEAD") {
      response.end();
      return;
    }
    if (encoded) response.end(encoded.body);
    else createReadStream(served).pipe(response);
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
