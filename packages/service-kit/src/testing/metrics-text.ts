// Reading a Prometheus exposition as tests do: each sample by its name and
// labels, so a test can say "this counter moved by one" after an action.

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export function parseMetricsText(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key!] = value!.replace(/\\(.)/g, (_m, c: string) => (c === 'n' ? '\n' : c));
    }
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The sum of the samples of `name` whose labels include `labels` (0 when there are none). */
export function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

/** Scrapes a metrics endpoint. */
export async function scrape(metricsUrl: string): Promise<Sample[]> {
  const res = await fetch(metricsUrl);
  if (res.status !== 200) throw new Error(`GET ${metricsUrl}: ${res.status}`);
  return parseMetricsText(await res.text());
}
