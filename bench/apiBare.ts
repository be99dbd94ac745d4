/**
 * The bare side of bench/api.ts: a Fastify with nothing but one route per call, answering the very
 * bytes our server answered (read from the JSON file named by argv[2]) with the same content type,
 * choosing br, gzip or identity by Accept-Encoding as ours does. Prints its port once listening.
 */
import fs from 'node:fs';
import Fastify from 'fastify';
import { pickEncoding, type Encoding } from '../server/cache/encoding';

export interface BareAnswer {
  /** Path and query as asked (the bench asks exactly these). */
  url: string;
  contentType: string;
  /** base64 bodies per encoding; br/gzip absent when ours answered them uncompressed. */
  bodies: Partial<Record<Encoding, string>>;
}

async function main(): Promise<void> {
  const answers = JSON.parse(fs.readFileSync(process.argv[2] ?? '', 'utf8')) as BareAnswer[];
  const byUrl = new Map(
    answers.map((a) => [
      a.url,
      {
        contentType: a.contentType,
        bodies: Object.fromEntries(
          Object.entries(a.bodies).map(([encoding, b64]) => [encoding, Buffer.from(b64, 'base64')]),
        ) as Partial<Record<Encoding, Buffer>>,
      },
    ]),
  );
  const app = Fastify({ logger: false });
  app.get('/*', async (request, reply) => {
    const answer = byUrl.get(request.url);
    if (!answer) return reply.code(404).send();
    const wanted = pickEncoding(request.headers['accept-encoding']);
    const encoding = answer.bodies[wanted] ? wanted : 'identity';
    reply.header('content-type', answer.contentType);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(answer.bodies[encoding]);
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${new URL(address).port}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
