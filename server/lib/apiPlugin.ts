import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { errorBody } from '../../src/shared/wire/common';

/**
 * A route plugin whose request bodies, query strings and params are typed from their JSON schemas
 * (the wire schemas of src/shared/wire), and whose answers are checked against the response
 * schemas: no hand casts in route files.
 */
export type ApiPlugin<Options extends Record<string, unknown> = Record<never, never>> =
  FastifyPluginAsyncJsonSchemaToTs<{
    Options: Options;
    SerializerSchemaOptions: { references: [typeof errorBody] };
  }>;
