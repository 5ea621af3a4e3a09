// Run by test/severity.exhaustive.test.ts in a process of its own (a minute of type-checking would stall the
// test worker): type-checks the workspaces' sources with SEVERITIES widened by 'catastrophic' and prints, as
// JSON, each place that reports an error (file#declaration) with its first message.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const figures = join(root, 'packages/rules/src/scenarios/company-figures.ts');
const LIST = "['low', 'medium', 'high', 'critical'] as const";
const WIDENED = "['low', 'medium', 'high', 'critical', 'catastrophic'] as const";

/** The name of the innermost declaration around a position: the table a missing severity is reported in. */
function placeAt(file: ts.SourceFile, position: number): string {
  let name = '(top level)';
  const visit = (node: ts.Node): void => {
    if (position < node.getStart(file) || position >= node.getEnd()) return;
    const named = node as { name?: ts.Node };
    const declares =
      ts.isVariableDeclaration(node) || ts.isPropertyAssignment(node) || ts.isFunctionDeclaration(node);
    if (declares && named.name && ts.isIdentifier(named.name)) name = named.name.text;
    ts.forEachChild(node, visit);
  };
  visit(file);
  return `${relative(root, file.fileName)}#${name}`;
}

/**
 * The sources checked: every workspace's src file that spells 'critical', the gravest severity today. A place
 * that handles each severity names all four, so it names this one; the rest only reach the list through them.
 */
function sourcesNamingSeverities(): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, ' '));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json did not parse');
  return config.fileNames.filter(
    (f) =>
      /^(packages\/[^/]+|[^/]+)\/src\//.test(relative(root, f)) &&
      readFileSync(f, 'utf8').includes('critical'),
  );
}

function placesReporting(): Record<string, string> {
  const options = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  )!.options;
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) => {
    if (name !== figures) return read(name, language, ...rest);
    const text = readFileSync(figures, 'utf8');
    if (!text.includes(LIST)) throw new Error(`company-figures.ts no longer lists ${LIST}: update the probe`);
    return ts.createSourceFile(name, text.replace(LIST, WIDENED), language);
  };
  const sources = sourcesNamingSeverities();
  const program = ts.createProgram({ rootNames: sources, options, host });
  const reporting: Record<string, string> = {};
  for (const name of sources) {
    const file = program.getSourceFile(name)!;
    for (const d of program.getSemanticDiagnostics(file)) {
      reporting[placeAt(file, d.start ?? 0)] ??= ts.flattenDiagnosticMessageText(d.messageText, ' ');
    }
  }
  return reporting;
}

process.stdout.write(JSON.stringify(placesReporting()));
