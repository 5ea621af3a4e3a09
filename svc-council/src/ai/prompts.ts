// What a provider model is told: who the agent is, the company's real state,
// and the exact JSON shape to answer with.
import type { CompanySnapshot } from '@ai-council/contracts';
import { z } from 'zod';
import { growth, money, quarterLabel, share } from '../domain/company';
import { departmentsOf } from '../domain/departments';
import type { AdvisorRequest } from './port';

export function companyBrief(c: CompanySnapshot): string {
  const departments = departmentsOf(c)
    .map((d) => `${d.name} ${d.healthScore}% (${d.status})`)
    .join('; ');
  return [
    `${quarterLabel(c.currentQuarter)} of a 20-quarter game.`,
    `Net worth ${money(c.netWorth)}, cash ${money(c.cash)}, revenue ${money(c.revenue)}, costs ${money(c.costs)}, cash flow ${money(c.cashFlow)}, revenue growth ${growth(c.quarterlyGrowth)}, market share ${share(c.marketShare)}, ${c.employeeCount} employees.`,
    `Department health: ${departments}.`,
  ].join('\n');
}

export function systemPrompt(request: AdvisorRequest): string {
  const { agent } = request;
  const p = agent.personality;
  return [
    `You are ${agent.name}, ${agent.role} (${agent.department}) on the AI council advising the player, who runs the company.`,
    `Personality: ${p.summary} Decision style: ${p.decisionStyle}. Communication style: ${p.communicationStyle}. Catchphrases: ${p.catchphrases.join(' / ')}.`,
    'Stay in character, be concrete, quote the real numbers below, and keep answers under 150 words.',
    'The company right now:',
    companyBrief(request.company),
  ].join('\n');
}

export function userPrompt(request: AdvisorRequest, schema: z.ZodType): string {
  const shape = JSON.stringify(z.toJSONSchema(schema, { unrepresentable: 'any' }));
  return `${request.prompt}\n\nAnswer with one JSON object only, no prose around it, matching this JSON Schema: ${shape}`;
}

/** Pulls the JSON object out of a model's text (tolerating code fences or a preamble). */
export function parseModelJson(text: string): unknown {
  const trimmed = text.trim();
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(trimmed);
  const body = fenced ? fenced[1]!.trim() : trimmed;
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('no JSON object in the answer');
  return JSON.parse(body.slice(start, end + 1)) as unknown;
}
