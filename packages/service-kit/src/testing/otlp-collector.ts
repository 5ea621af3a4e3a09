// An OpenTelemetry collector stand-in (OTLP/HTTP, JSON as the exporter sends it): it answers every trace
// export with 200 and hands the export's body to the caller, which keeps or counts what it needs.
import { createServer } from 'node:http';
import { gunzipSync } from 'node:zlib';

export interface OtlpCollector {
  /** What OTEL_EXPORTER_OTLP_ENDPOINT names. */
  url: string;
  close(): Promise<void>;
}

/** Listens on a free loopback port; `onExport` gets each export to /v1/traces, unzipped (anything else is 404). */
export async function startOtlpCollector(onExport: (body: Buffer) => void): Promise<OtlpCollector> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') {
        res.writeHead(404).end();
        return;
      }
      const body = Buffer.concat(chunks);
      onExport(req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
