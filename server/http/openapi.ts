import * as z from 'zod/mini';
import { errorBody } from '../../contract/schemas/common.ts';
import type { EndpointDoc } from './api-router.ts';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parameters(query: z.ZodMiniType) {
  const schema = jsonSchema(query, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

const bodyContentTypes = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

function operation(doc: EndpointDoc) {
  const content = doc.response ? { schema: jsonSchema(doc.response, 'output') } : {};
  const errors = {
    description: 'Error',
    content: { 'application/json': { schema: jsonSchema(errorBody, 'output') } },
  };
  return {
    summary: doc.summary,
    tags: [doc.path.split('/')[2] ?? 'app'],
    ...(doc.query ? { parameters: parameters(doc.query) } : {}),
    ...(doc.body
      ? {
          requestBody: {
            required: true,
            content: {
              [bodyContentTypes[doc.bodyType ?? 'json']]: { schema: jsonSchema(doc.body, 'input') },
            },
          },
        }
      : {}),
    responses: {
      [doc.status]: { description: 'OK', content: { [doc.contentType]: content } },
      default: errors,
    },
  };
}

/** The OpenAPI 3.1 document of every endpoint the router registered, built from their zod schemas. */
export function openApiDocument(docs: readonly EndpointDoc[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const doc of docs) {
    paths[doc.path] = { ...paths[doc.path], [doc.method]: operation(doc) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Brasa reference API',
      version: '1.0.0',
      description:
        'Requests under cms, catalog, order and crm carry the x-api-company and x-api-brand headers.',
    },
    paths,
  };
}
