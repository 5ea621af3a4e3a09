// A zod schema as JSON Schema (draft 2020-12), the dialect OpenAPI 3.1 and
// AsyncAPI 3.0 both read; `io` picks what a sender may omit (input) or what a
// reader always gets (output, defaults applied).
import { z } from 'zod';

export const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>;
