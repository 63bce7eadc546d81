/**
 * `TRUST_PROXY` as Fastify's `trustProxy`: unset, empty or `false` trusts no proxy; `true` trusts
 * every hop (only where nothing but the proxy can reach the server); anything else is a
 * comma-separated list of proxy addresses or CIDR ranges (`127.0.0.1,10.0.0.0/8`), the safe choice.
 */
export function trustProxyFromEnv(value: string | undefined): boolean | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
