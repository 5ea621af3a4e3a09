// deploy/observability against the code: Prometheus scrapes each deployable
// on its metrics port only, and the alert rules and the Grafana dashboard
// parse as PromQL and name metrics the code exports.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { parser as promqlParser } from '@prometheus-io/lezer-promql';
import { collectProcessMetrics, metrics } from '@ai-council/service-kit';
import { describe, expect, it } from 'vitest';
import { deployDir, type Container, ofKind, metricsPort } from './support/deploy';

const observabilityDir = path.join(deployDir, 'observability');
const readYaml = (file: string) => {
  const [doc] = parseAllDocuments(readFileSync(path.join(observabilityDir, file), 'utf8'));
  if (!doc || doc.errors.length > 0)
    throw new Error(`${file}: ${doc?.errors.map((e) => e.message).join('; ')}`);
  return doc.toJS() as unknown;
};

/** Every series name the code can export: its own metrics and Node's default ones (histograms as their three series). */
async function exportedSeriesNames(): Promise<Set<string>> {
  collectProcessMetrics('manifest-test');
  const names = new Set<string>();
  for (const metric of await metrics().registry.getMetricsAsJSON()) {
    const type = String(metric.type);
    if (type === 'histogram')
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(metric.name + suffix);
    else if (type === 'summary') for (const suffix of ['', '_sum', '_count']) names.add(metric.name + suffix);
    else names.add(metric.name);
  }
  return names;
}
/** Series Prometheus makes itself, for every target. */
const prometheusOwn = new Set(['up', 'scrape_duration_seconds', 'scrape_samples_scraped']);

/** The metric names a PromQL expression selects; throws where the expression does not parse. */
function metricNamesOf(expr: string): string[] {
  const tree = promqlParser.parse(expr);
  const errors: string[] = [];
  const names: string[] = [];
  tree.iterate({
    enter(node) {
      if (node.type.isError)
        errors.push(`at ${node.from}: ${JSON.stringify(expr.slice(node.from, node.from + 20))}`);
      if (node.name === 'Identifier' && node.node.parent?.name === 'VectorSelector')
        names.push(expr.slice(node.from, node.to));
    },
  });
  if (errors.length > 0) throw new Error(`PromQL does not parse: ${errors.join(', ')}\n${expr}`);
  return names;
}

/** Prometheus relabelling (the keep and replace actions these files use), as the scraper applies it. */
interface Relabel {
  source_labels?: string[];
  separator?: string;
  regex?: string;
  action?: string;
  target_label?: string;
  replacement?: string;
}
function relabel(labels: Record<string, string>, rules: Relabel[]): Record<string, string> | null {
  const out = { ...labels };
  for (const rule of rules) {
    const value = (rule.source_labels ?? []).map((l) => out[l] ?? '').join(rule.separator ?? ';');
    const regex = new RegExp(`^(?:${rule.regex ?? '(.*)'})$`);
    const match = regex.exec(value);
    const action = rule.action ?? 'replace';
    if (action === 'keep' && !match) return null;
    if (action === 'drop' && match) return null;
    if (action === 'replace' && match && rule.target_label)
      out[rule.target_label] = (rule.replacement ?? '$1').replace(
        /\$(\d)/g,
        (_m, i: string) => match[Number(i)] ?? '',
      );
  }
  return out;
}

describe('deploy/observability against the code', () => {
  const prometheus = readYaml('prometheus.yaml') as {
    rule_files: string[];
    scrape_configs: Array<{
      job_name: string;
      kubernetes_sd_configs: Array<{ role: string }>;
      relabel_configs: Relabel[];
    }>;
  };
  const rules = readYaml('alerts.yaml') as {
    groups: Array<{
      name: string;
      rules: Array<{
        alert: string;
        expr: string;
        for?: string;
        labels?: Record<string, string>;
        annotations?: Record<string, string>;
      }>;
    }>;
  };
  const dashboard = JSON.parse(
    readFileSync(path.join(observabilityDir, 'grafana-dashboard.json'), 'utf8'),
  ) as {
    panels: Array<{ type: string; title: string; targets?: Array<{ expr: string }> }>;
    templating: { list: Array<{ name: string; query?: unknown; definition?: string }> };
  };

  it('scrapes each deployable on its metrics port, and only there: no Service or Ingress exposes that port', () => {
    expect(metricsPort).toBeGreaterThan(0);
    const job = prometheus.scrape_configs.find((c) => c.job_name === 'ai-council')!;
    expect(job.kubernetes_sd_configs).toEqual([expect.objectContaining({ role: 'pod' })]);
    expect(prometheus.rule_files).toContain('alerts.yaml');
    // The remotes' static hosts (deploy/remote-host) serve files only and export no metrics.
    const remoteHosts = new Set(['mf-dashboard', 'mf-council', 'mf-finance', 'mf-analytics']);
    const nodeDeployables = ofKind('Deployment').filter((d) => !remoteHosts.has(d.metadata.name));
    expect(nodeDeployables.map((d) => d.metadata.name).sort()).toEqual([
      'gateway',
      'svc-analytics',
      'svc-council',
      'svc-game',
    ]);
    for (const deployment of nodeDeployables) {
      const template = (
        deployment.spec as {
          template: {
            metadata: { labels: Record<string, string>; annotations?: Record<string, string> };
            spec: { containers: Container[] };
          };
        }
      ).template;
      const annotations = template.metadata.annotations ?? {};
      expect(annotations, deployment.metadata.name).toMatchObject({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': String(metricsPort),
        'prometheus.io/path': '/metrics',
      });
      // The service discovery's labels for each container port of the pod, as Prometheus sees them.
      const meta = (port: { name: string; containerPort: number }) => ({
        __address__: `10.1.2.3:${port.containerPort}`,
        __metrics_path__: '/metrics',
        __meta_kubernetes_namespace: 'ai-council',
        __meta_kubernetes_pod_name: `${deployment.metadata.name}-abc12`,
        __meta_kubernetes_pod_container_port_name: port.name,
        ...Object.fromEntries(
          Object.entries(annotations).map(([k, v]) => [
            `__meta_kubernetes_pod_annotation_${k.replace(/[^a-zA-Z0-9]/g, '_')}`,
            v,
          ]),
        ),
        ...Object.fromEntries(
          Object.entries(template.metadata.labels).map(([k, v]) => [
            `__meta_kubernetes_pod_label_${k.replace(/[^a-zA-Z0-9]/g, '_')}`,
            v,
          ]),
        ),
      });
      const targets = template.spec.containers[0]!.ports.map((port) =>
        relabel(meta(port), job.relabel_configs),
      ).filter((t) => t !== null);
      expect(targets, deployment.metadata.name).toEqual([
        expect.objectContaining({
          __address__: `10.1.2.3:${metricsPort}`,
          __metrics_path__: '/metrics',
          deployable: deployment.metadata.name,
          namespace: 'ai-council',
        }),
      ]);
    }
    for (const service of ofKind('Service')) {
      const ports = (service.spec as { ports: Array<{ port: number; targetPort: string | number }> }).ports;
      expect(
        ports.filter(
          (p) => p.port === metricsPort || p.targetPort === 'metrics' || p.targetPort === metricsPort,
        ),
      ).toEqual([]);
    }
  });

  it('has alert rules that parse as PromQL, each with a duration, a severity and a runbook in deploy/README.md, on metrics the code exports', async () => {
    const exported = await exportedSeriesNames();
    const readme = readFileSync(path.join(deployDir, 'README.md'), 'utf8');
    const alerts = rules.groups.flatMap((g) => g.rules);
    expect(alerts.map((a) => a.alert)).toEqual(
      expect.arrayContaining([
        'AiCouncilHighErrorRatio',
        'AiCouncilHighLatencyP99',
        'AiCouncilEventsDeadLettered',
        'AiCouncilOutboxStuck',
        'AiCouncilConsumerLag',
      ]),
    );
    for (const rule of alerts) {
      const names = metricNamesOf(rule.expr);
      expect(names.length, rule.alert).toBeGreaterThan(0);
      expect(
        names.filter((n) => !exported.has(n) && !prometheusOwn.has(n)),
        `${rule.alert}: not exported`,
      ).toEqual([]);
      if (rule.for !== undefined) expect(rule.for, rule.alert).toMatch(/^\d+[smhd]$/);
      expect(['page', 'ticket'], rule.alert).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
      expect(rule.annotations?.runbook, rule.alert).toBe(`deploy/README.md#${rule.alert.toLowerCase()}`);
      expect(readme, `runbook of ${rule.alert}`).toMatch(new RegExp(`^### ${rule.alert}$`, 'm'));
    }
  });

  it('has a Grafana dashboard whose every query parses and names metrics the code exports', async () => {
    const exported = await exportedSeriesNames();
    const queries = dashboard.panels.flatMap((p) =>
      (p.targets ?? []).map((t) => ({ panel: p.title, expr: t.expr })),
    );
    expect(queries.length).toBeGreaterThan(10);
    // Grafana's variables, as Grafana fills them in before Prometheus sees the query.
    const filled = (expr: string) => expr.replaceAll('$__rate_interval', '5m').replaceAll('$service', '.*');
    const used = new Set<string>();
    for (const { panel, expr } of queries) {
      const names = metricNamesOf(filled(expr));
      expect(names.length, panel).toBeGreaterThan(0);
      for (const name of names) used.add(name);
      expect(
        names.filter((n) => !exported.has(n)),
        `${panel}: not exported`,
      ).toEqual([]);
    }
    for (const variable of dashboard.templating.list.filter((v) => v.definition)) {
      const metric = /^label_values\((\w+),\s*\w+\)$/.exec(variable.definition!)?.[1];
      expect(metric && exported.has(metric), variable.name).toBe(true);
    }
    // Each area an on-call engineer looks at has a panel: traffic, latency, errors, bus, outbox, saturation.
    for (const family of [
      'http_request_duration_seconds_count',
      'http_request_duration_seconds_bucket',
      'bus_events_consumed_total',
      'bus_events_dead_lettered_total',
      'bus_queue_depth',
      'outbox_oldest_event_age_seconds',
      'store_operation_duration_seconds_bucket',
      'nodejs_eventloop_lag_p99_seconds',
      'process_cpu_seconds_total',
    ])
      expect(used, family).toContain(family);
  });

  it('is checked by a parser that rejects broken PromQL (the checks above can fail)', () => {
    expect(() => metricNamesOf('sum(rate(http_request_duration_seconds_count[5m])')).toThrow(
      /does not parse/,
    );
    expect(() => metricNamesOf('rate(bus_events_consumed_total{service="a"[5m])')).toThrow(/does not parse/);
    expect(metricNamesOf('sum by (service) (rate(bus_queue_depth[5m])) > 0')).toEqual(['bus_queue_depth']);
  });
});
