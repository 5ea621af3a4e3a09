// nedb's own line format (Dates as {$$date}, undefined dropped), used to rewrite
// a collection's file the way nedb itself would (embedded-store.ts).
declare module '@seald-io/nedb/lib/model.js' {
  export function serialize(document: unknown): string;
}
