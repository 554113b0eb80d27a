import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip for the API's own answers of 1 KB or more (the branch list is ~23 KB of JSON),
 * by the browser's Accept-Encoding, with `Vary: Accept-Encoding`. The built site's files already
 * carry their precompressed copy (Content-Encoding set), and those are sent as they are. Request
 * bodies are not inflated: the API takes plain JSON only.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
}
