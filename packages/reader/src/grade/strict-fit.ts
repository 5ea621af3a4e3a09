// Strict fit (issue 40): a plan written for another kind of scenario (a
// product recall's steps pasted onto a partnership offer) is read by the words
// of what each kind is about, words no other kind shares. When another kind's
// subject fills the plan and this one's is barely there, it is that kind's
// plan, however complete it is for it.
import { isScenarioKind, type ScenarioKind } from '@ai-council/rules';
import { memo } from './grading';
import { find } from '../read/phrases';
import type { Reading } from '../read/read';

/** What each kind of scenario is about, in words that belong to it and few others. */
const SUBJECT_WORDS: Record<ScenarioKind, readonly string[]> = {
  'strategic-drift': [
    'priorities',
    'alignment',
    'align',
    'okr',
    'offsite',
    'leadership team',
    'direction',
    'strategy',
  ],
  'cash-squeeze': [
    'cash',
    'runway',
    'receivable',
    'payable',
    'invoice',
    'liquidity',
    'credit line',
    'burn',
    'cash flow',
  ],
  'morale-slump': [
    'morale',
    'burnout',
    'workload',
    'engagement',
    'exit interview',
    'wellbeing',
    'survey',
    'listening',
  ],
  'tech-debt-crunch': [
    'tech debt',
    'technical debt',
    'refactor',
    'legacy',
    'clean-up',
    'cleanup',
    'rewrite',
    'sprint',
  ],
  'brand-erosion': [
    'brand',
    'awareness',
    'share of voice',
    'seo',
    'positioning',
    'campaign',
    'inbound',
    'content',
  ],
  'operations-bottleneck': [
    'bottleneck',
    'approval',
    'queue',
    'throughput',
    'fulfilment',
    'fulfillment',
    'automate',
    'manual step',
    'workflow',
  ],
  'compliance-gap': [
    'compliance',
    'retention rule',
    'data-retention',
    'gdpr',
    'policy',
    'clause',
    'regulation',
  ],
  'pipeline-drought': ['pipeline', 'prospect', 'lead', 'quota', 'win rate', 'outbound', 'deal', 'sales'],
  'quality-complaints': ['complaint', 'bug', 'ticket', 'regression', 'quality', 'defect', 'churn'],
  'security-exposure': [
    'vulnerability',
    'exposed',
    'patch',
    'encryption',
    'bucket',
    'mfa',
    'admin account',
    'pen test',
    'server',
  ],
  'competitive-squeeze': ['rival', 'competitor', 'win-loss', 'segment', 'launch', 'differentiate', 'compete'],
  'security-breach': [
    'breach',
    'attacker',
    'ransomware',
    'stolen',
    'forensic',
    'compromise',
    'credential',
    'password',
  ],
  'regulatory-audit': [
    'audit',
    'auditor',
    'mock audit',
    'evidence',
    'documentation',
    'regulator',
    'data handling',
  ],
  'talent-exodus': [
    'resignation',
    'resign',
    'poach',
    'counter-offer',
    'counteroffer',
    'retention bonus',
    'stay interview',
    'recruiter',
    'notice',
  ],
  'product-recall': [
    'defect',
    'recall',
    'roll back',
    'rollback',
    'hotfix',
    'corrupt',
    'the release',
    'pull the release',
    'faulty update',
  ],
  'acquisition-offer': [
    'acquisition',
    'acquire',
    'due diligence',
    'diligence',
    'valuation',
    'earn-out',
    'integration',
    'walk-away',
    'purchase',
  ],
  'market-disruption': [
    'entrant',
    'startup',
    'cheaper',
    'ai-native',
    'bundle',
    'undercut',
    'tier',
    'pricing',
  ],
  'key-customer-loss': [
    'largest customer',
    'tender',
    'renewal',
    'executive sponsor',
    'shortlist',
    'account review',
    'their ceo',
  ],
  'supply-chain-disruption': [
    'supplier',
    'vendor',
    'provider',
    'hosting',
    'processor',
    'second source',
    'migrate',
    'region',
  ],
  'system-outage': [
    'outage',
    'downtime',
    'on-call',
    'runbook',
    'status page',
    'failover',
    'certificate',
    'post-mortem',
    'health check',
  ],
  'partnership-offer': [
    'partnership',
    'partner',
    'co-marketing',
    'exclusivity',
    'exclusive',
    'revenue share',
    'resell',
    'joint campaign',
    'marketplace',
  ],
};

/** Kinds close enough that one's plan serves the other: none of them is "another kind's plan". */
const SIBLINGS: ReadonlyArray<readonly string[]> = [
  ['security-breach', 'security-exposure'],
  ['product-recall', 'quality-complaints', 'tech-debt-crunch', 'system-outage'],
  ['competitive-squeeze', 'market-disruption', 'acquisition-offer', 'pipeline-drought'],
  ['talent-exodus', 'morale-slump'],
  ['compliance-gap', 'regulatory-audit'],
  ['pipeline-drought', 'key-customer-loss'],
  ['cash-squeeze', 'supply-chain-disruption'],
];

const related = (a: string, b: string) => a === b || SIBLINGS.some((s) => s.includes(a) && s.includes(b));

/** How many of a kind's subject words a plan uses, ruled out or not ("we will not roll back" is still about it). */
export function subjectMentions(reading: Reading, kind: string): number {
  const words = isScenarioKind(kind) ? SUBJECT_WORDS[kind] : [];
  return new Set(find(reading, words).map((h) => h.phrase)).size;
}

/**
 * The kind a plan was written for, when it is not this scenario's: another kind's subject words are there
 * three or more times and at least three more than this kind's. Undefined when the plan is this kind's own.
 */
export function writtenForAnotherKind(reading: Reading, kind: string | undefined): string | undefined {
  if (!kind || !isScenarioKind(kind)) return undefined;
  return memo(reading, `written-for:${kind}`, () => kindWrittenFor(reading, kind));
}

function kindWrittenFor(reading: Reading, kind: string): string | undefined {
  const own = subjectMentions(reading, kind);
  let best: { kind: string; mentions: number } | undefined;
  for (const other of Object.keys(SUBJECT_WORDS)) {
    if (related(other, kind)) continue;
    const mentions = subjectMentions(reading, other);
    if (mentions >= 3 && mentions >= own + 3 && (!best || mentions > best.mentions))
      best = { kind: other, mentions };
  }
  return best?.kind;
}
