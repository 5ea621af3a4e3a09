// This remote takes zod only through @ai-council/contracts (a shared singleton),
// so it never bundles a second copy; types come from the schemas themselves.
export type Parsed<S extends { parse: (data: unknown) => unknown }> = ReturnType<S['parse']>;
