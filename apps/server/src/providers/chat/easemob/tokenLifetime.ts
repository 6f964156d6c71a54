/**
 * How long an Easemob token stays valid, in seconds, from the `expires_in` of its grant. The REST
 * documentation gives seconds (the app token's default, 60 days, is 5184000), and some clusters
 * answer in milliseconds instead. A token asked for `askedSeconds` that comes back with a
 * thousand times that is in milliseconds; otherwise a lifetime over a year of seconds is read as
 * milliseconds (no ttl the console or the API offers comes near it, and 60 days in milliseconds is
 * 5184000000). A mistaken reading costs one refused call: a 401 asks for a new token, once.
 * 0 stays 0: a token that never expires (the console's ttl 0).
 */
const YEAR_SECONDS = 365 * 86_400;

export function tokenSeconds(expiresIn: number, askedSeconds?: number): number {
  if (askedSeconds !== undefined && askedSeconds > 0 && expiresIn === askedSeconds * 1000) {
    return askedSeconds;
  }
  return expiresIn > YEAR_SECONDS ? Math.round(expiresIn / 1000) : expiresIn;
}
