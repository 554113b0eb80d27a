import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { RedisHealth } from './redis-connection.ts';

/**
 * Tells the other servers that a cached copy is stale (decision 0007): a booking on one server
 * drops that branch's occupancy on every server at once. In a single process there is nobody to
 * tell; the writer has already dropped its own copy.
 */
export interface InvalidationBus {
  /** Drops `key` of `topic` on the other servers; never fails (the copies expire anyway). */
  publish(topic: string, key: string): void;
  /**
   * Calls `drop(key)` for each key another server drops, and `dropAll()` when messages may have
   * been missed (the connection to Redis was lost and is back).
   */
  subscribe(topic: string, drop: (key: string) => void, dropAll: () => void): void;
}

export const localInvalidationBus: InvalidationBus = {
  publish: () => undefined,
  subscribe: () => undefined,
};

interface Message {
  from: string;
  topic: string;
  key: string;
}

function parse(text: string): Message | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { from, topic, key } = value as Record<string, unknown>;
    if (typeof from !== 'string' || typeof topic !== 'string' || typeof key !== 'string')
      return undefined;
    return { from, topic, key };
  } catch {
    return undefined;
  }
}

/**
 * Redis pub/sub on one channel: `publisher` is the server's command connection, `subscriber` a
 * connection of its own (a subscribed connection can do nothing else).
 */
export function createRedisInvalidationBus(
  publisher: Redis,
  subscriber: Redis,
  channel: string,
  health: RedisHealth,
): InvalidationBus & { start(): Promise<void> } {
  const self = randomUUID();
  const listeners = new Map<string, { drop: (key: string) => void; dropAll: () => void }>();
  const reachable = () => health.succeeded();

  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const message = parse(text);
    if (!message || message.from === self) return;
    listeners.get(message.topic)?.drop(message.key);
  });
  // Subscribed at every (re)connection. What was published while this server was not subscribed
  // never arrived, so every copy is dropped then (at start-up there are none yet).
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(reachable, (error: unknown) => {
      health.failed('invalidation subscriber', error);
    });
    for (const listener of listeners.values()) listener.dropAll();
  });

  return {
    publish(topic, key) {
      const message: Message = { from: self, topic, key };
      publisher.publish(channel, JSON.stringify(message)).then(reachable, (error: unknown) => {
        health.failed(`invalidate ${topic}`, error);
      });
    },
    subscribe(topic, drop, dropAll) {
      listeners.set(topic, { drop, dropAll });
    },
    async start() {
      try {
        await subscriber.connect();
        await subscriber.subscribe(channel);
        health.succeeded();
      } catch (error) {
        health.failed('invalidation subscriber', error);
      }
    },
  };
}
