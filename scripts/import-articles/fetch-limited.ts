/** Fetching a feed or a picture within limits: https only (plain http to this machine, for tests), a size, a time. */

export class FetchError extends Error {}

export interface Limits {
  /** At most this many bytes. */
  maxBytes: number;
  /** The whole answer within this many milliseconds. */
  timeoutMs: number;
  /** Redirects to another host are refused (the feed's); otherwise any https address may be followed to. */
  sameHostOnly: boolean;
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);
const MAX_REDIRECTS = 5;

/** An address that may be fetched: https, or http on this machine's loopback. */
export function fetchableUrl(address: string, base?: string): URL | undefined {
  try {
    const url = new URL(address, base);
    if (url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK.has(url.hostname))) return url;
  } catch {
    // not an address
  }
  return undefined;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The body of an address, or FetchError saying in a few words what went wrong. */
export async function fetchLimited(address: string, limits: Limits): Promise<{ body: Buffer; contentType: string }> {
  const stop = new AbortController();
  const signal = AbortSignal.any([stop.signal, AbortSignal.timeout(limits.timeoutMs)]);
  const timedOut = () => new FetchError(`there was no answer within ${Math.round(limits.timeoutMs / 1000)} s`);
  let url = fetchableUrl(address);
  if (!url) throw new FetchError(`${address} is not an https address`);
  const host = url.host;
  try {
    for (let redirects = 0; ; redirects += 1) {
      const response = await fetch(url, { redirect: "manual", signal, headers: { accept: "*/*" } });
      if (response.status >= 300 && response.status < 400 && response.headers.has("location")) {
        await response.body?.cancel();
        const next = fetchableUrl(response.headers.get("location")!, url.href);
        if (!next) throw new FetchError(`it redirects to ${response.headers.get("location")}, which is not https`);
        if (limits.sameHostOnly && next.host !== host)
          throw new FetchError(`it redirects to another host (${next.host})`);
        if (redirects === MAX_REDIRECTS) throw new FetchError(`it redirects more than ${MAX_REDIRECTS} times`);
        url = next;
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new FetchError(`the server answered ${response.status} ${response.statusText}`.trim());
      }
      const tooLarge = () => new FetchError(`it is larger than ${megabytes(limits.maxBytes)}`);
      if (Number(response.headers.get("content-length") ?? 0) > limits.maxBytes) {
        await response.body?.cancel();
        throw tooLarge();
      }
      const chunks: Buffer[] = [];
      let size = 0;
      const reader = response.body?.getReader();
      for (let read = await reader?.read(); reader && read && !read.done; read = await reader.read()) {
        const chunk = read.value;
        size += chunk.byteLength;
        if (size > limits.maxBytes) {
          stop.abort();
          throw tooLarge();
        }
        chunks.push(Buffer.from(chunk));
      }
      return { body: Buffer.concat(chunks), contentType: response.headers.get("content-type") ?? "" };
    }
  } catch (error) {
    if (error instanceof FetchError) throw error;
    if (signal.aborted) throw timedOut();
    const cause = (error as Error).cause as Error | undefined;
    throw new FetchError(`it could not be fetched (${cause?.message ?? (error as Error).message})`);
  }
}
