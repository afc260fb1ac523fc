// Rate limits on what a guest sends: a token bucket per kind of message, and a flood bucket
// that ends the connection when a guest keeps sending over its limits. Pure (the caller passes
// the time), so it is unit-tested in node. docs/peer-protocol.md "Rate limits".

/**
 * A token bucket: holds up to `burst` tokens, refilled at `rate` per second; each message takes
 * one. `take(now)` (now in ms) returns true and takes a token if one is there, else false.
 */
export class TokenBucket {
  constructor(rate, burst) {
    this.rate = rate; this.burst = burst;
    this.tokens = burst; this.at = null;
  }

  /** Refills for the time since the last call, then takes one token if there is one. */
  take(now) {
    if (this.at !== null && now > this.at) this.tokens = Math.min(this.burst, this.tokens + (now - this.at) * this.rate / 1000);
    if (this.at === null || now > this.at) this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * Per-kind limits of guest messages (messages per second, burst). `invalid` counts messages the
 * envelope check refuses. An honest guest stays far below: it pings every 2 s, answers the host's
 * pings, joins once per connection, sends an action per click and a quick message now and then.
 */
export const GUEST_RATES = Object.freeze({
  join: { rate: 0.2, burst: 2 },
  action: { rate: 5, burst: 20 },
  ping: { rate: 2, burst: 5 },
  pong: { rate: 2, burst: 5 },
  resync: { rate: 1, burst: 3 },
  standby_answer: { rate: 0.2, burst: 4 },  // one per standby_offer: 3 after each join
  say: { rate: 0.5, burst: 3 },  // quick messages: a few at once, then one per 2 s
  error: { rate: 1, burst: 5 },
  invalid: { rate: 2, burst: 30 },
});

/** Messages dropped over the limits before the connection is closed: a burst, refilled per second. */
export const FLOOD = Object.freeze({ rate: 5, burst: 100 });

/**
 * The limiter of one connection. `admit(kind, now)` returns 'ok' (handle the message), 'drop'
 * (over its kind's limit: ignore it, answer nothing) or 'flood' (over the limits for too long:
 * close the connection). An unknown kind counts as 'invalid'. After 'flood' every call says 'flood'.
 */
export class MessageLimiter {
  constructor(rates = GUEST_RATES, flood = FLOOD) {
    this._buckets = {};
    for (const [kind, r] of Object.entries(rates)) this._buckets[kind] = new TokenBucket(r.rate, r.burst);
    this._flood = new TokenBucket(flood.rate, flood.burst);
    this.dropped = 0;
    this.flooded = false;
  }

  admit(kind, now) {
    if (this.flooded) return 'flood';
    const bucket = this._buckets[kind] || this._buckets.invalid;
    if (bucket.take(now)) return 'ok';
    this.dropped++;
    if (this._flood.take(now)) return 'drop';
    this.flooded = true;
    return 'flood';
  }
}
