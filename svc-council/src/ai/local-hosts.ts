// Which servers a player's local model may be at. The operator lists them in
// LOCAL_MODEL_HOSTS; anything else is refused, so no player can make the
// service call an address inside its network. A name is checked by every
// address it resolves to (unless the operator listed the name itself), and the
// call connects only to an address that passed the same check; redirects are refused.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';

export interface LocalHostPolicy {
  /** Why a server address is refused, or null when the call may go there. */
  refusal(baseUrl: string): Promise<string | null>;
  /** A dns.lookup for the connection itself: answers only with allowed addresses. */
  lookup: typeof dnsLookup;
  /** A fetch whose connections resolve names through `lookup`, for the local model's SDK. */
  fetch: typeof fetch;
  /** What the operator allows, in words, for messages. */
  readonly described: string;
}

const LOOPBACK = ['127.0.0.0/8', '::1/128'];

/**
 * `spec`: comma-separated entries, each `loopback`, an IP address, a CIDR range
 * (10.0.0.0/8) or a host name. Empty: no local model is allowed.
 */
export function localHostPolicy(
  spec: string | undefined,
  resolve: (host: string) => Promise<LookupAddress[]> = resolveAll,
): LocalHostPolicy {
  const allowed = allowedHosts(spec);
  const lookup = checkedLookup(allowed, resolve);
  // An address literal in the URL never reaches lookup: refusal() checks it before every call.
  const agent = new Agent({ connect: { lookup } });
  // A redirect is never followed: its target (`http://0.0.0.0/…`, an address inside the network) would
  // skip refusal(), which sees only the address the player gave. The call fails; the internal voice answers.
  const checkedFetch = ((input: Parameters<typeof fetch>[0], init?: RequestInit) =>
    undiciFetch(input as Parameters<typeof undiciFetch>[0], {
      ...(init as Parameters<typeof undiciFetch>[1]),
      redirect: 'error',
      dispatcher: agent,
    })) as unknown as typeof fetch;
  return {
    described: allowed.described,
    lookup,
    fetch: checkedFetch,
    refusal: (baseUrl) => refusalOf(allowed, resolve, baseUrl),
  };
}

interface AllowedHosts {
  entries: string[];
  /** Names the operator listed: allowed whatever they resolve to. */
  names: Set<string>;
  addressAllowed(address: string): boolean;
  described: string;
}

function allowedHosts(spec: string | undefined): AllowedHosts {
  const entries = (spec ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  const addresses = new BlockList();
  const names = new Set<string>();
  for (const entry of entries) {
    if (entry === 'loopback') LOOPBACK.forEach((range) => addRange(addresses, range));
    else if (entry.includes('/')) addRange(addresses, entry);
    else if (isIP(entry)) addresses.addAddress(entry, isIP(entry) === 6 ? 'ipv6' : 'ipv4');
    else names.add(entry);
  }
  const addressAllowed = (address: string) => {
    const family = isIP(address);
    if (!family) return false;
    // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is checked as the IPv4 address it is.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return addresses.check(mapped[1]!, 'ipv4');
    return addresses.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
  return { entries, names, addressAllowed, described: entries.length ? entries.join(', ') : 'none' };
}

/** A dns.lookup that answers only when every address the name resolves to is allowed (or the name is listed). */
function checkedLookup(
  allowed: AllowedHosts,
  resolve: (host: string) => Promise<LookupAddress[]>,
): typeof dnsLookup {
  return ((hostname: string, options: unknown, callback: unknown) => {
    const done = (typeof options === 'function' ? options : callback) as (
      error: NodeJS.ErrnoException | null,
      address: string | LookupAddress[],
      family?: number,
    ) => void;
    const wantsAll = typeof options === 'object' && options !== null && (options as { all?: boolean }).all;
    const host = hostname.toLowerCase();
    resolve(host).then(
      (found) => {
        const passed = allowed.names.has(host)
          ? found
          : found.filter((a) => allowed.addressAllowed(a.address));
        if (!passed.length || passed.length !== found.length) {
          const error: NodeJS.ErrnoException = new Error(`${host}: address not allowed for a local model`);
          error.code = 'EACCES';
          return done(error, wantsAll ? [] : '', 0);
        }
        if (wantsAll) return done(null, passed);
        done(null, passed[0]!.address, passed[0]!.family);
      },
      (error: NodeJS.ErrnoException) => done(error, wantsAll ? [] : '', 0),
    );
  }) as unknown as typeof dnsLookup;
}

/** Why a local model's server address is refused, or null when the call may go there. */
async function refusalOf(
  allowed: AllowedHosts,
  resolve: (host: string) => Promise<LookupAddress[]>,
  baseUrl: string,
): Promise<string | null> {
  const refusedHere = `This server does not allow local models there (allowed: ${allowed.described}).`;
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return 'The server address is not a URL.';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return 'The server address must be http or https.';
  if (url.username || url.password) return 'The server address must not carry a user name or password.';
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (!allowed.entries.length) return 'This server allows no local models (LOCAL_MODEL_HOSTS is not set).';
  if (isIP(host)) return allowed.addressAllowed(host) ? null : refusedHere;
  if (allowed.names.has(host)) return null;
  let found: LookupAddress[];
  try {
    found = await resolve(host);
  } catch {
    return `The name ${host} could not be resolved.`;
  }
  if (!found.length) return `The name ${host} could not be resolved.`;
  const refused = found.find((a) => !allowed.addressAllowed(a.address));
  return refused ? `${host} resolves to ${refused.address}, which is not allowed. ${refusedHere}` : null;
}

function addRange(list: BlockList, range: string): void {
  const [network, bits] = range.split('/');
  const family = isIP(network ?? '');
  const prefix = Number(bits);
  if (!family || !Number.isInteger(prefix))
    throw new Error(`LOCAL_MODEL_HOSTS: ${range} is not a CIDR range`);
  list.addSubnet(network!, prefix, family === 6 ? 'ipv6' : 'ipv4');
}

function resolveAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(host, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );
}

/** Checks a LOCAL_MODEL_HOSTS value, for the config schema: the problem, or null. */
export function localHostsProblem(spec: string): string | null {
  try {
    localHostPolicy(spec);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}
