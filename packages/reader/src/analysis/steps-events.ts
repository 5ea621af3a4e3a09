// What the council proposes for the seeded events (rules' eventScenarios:
// breach, audit, talent exodus, recall, offers, disruptions), need by need.
import type { KindAdvice } from './kind-advice';

export const EVENT_SCENARIO_ADVICE: Record<string, KindAdvice> = {
  'security-breach': {
    stance: [
      'the security breach is contained first, told honestly second and investigated fully, in that order and without delay',
      'in a breach, speed and honesty protect us more than anything else: we shut the door, tell the people affected and find out exactly what was taken',
    ],
    steps: {
      containment: [
        'revoke the compromised credentials, reset every admin password and isolate the affected systems',
        "lock down admin access, rotate all credentials and close the attacker's access path",
      ],
      communication: [
        'tell staff what happened and what to say, and publish a plain statement once the facts are confirmed',
        'brief the board and every employee, with one spokesperson for the press',
      ],
      compliance: [
        'notify the regulator within the legal deadline and keep a written record of every step',
        "confirm our notification duties with counsel and file the regulator's report on time",
      ],
      investigation: [
        'bring in a forensic firm to find out how the attacker got in and what records were taken',
        'investigate the breach with outside forensics and trace every access to customer records',
      ],
      customers: [
        'notify every affected customer directly with what was taken and what they should do',
        'contact affected customers, offer credit monitoring and set up a support line for them',
      ],
    },
  },
  'regulatory-audit': {
    stance: [
      'we can pass the regulatory audit if we use the time before it to find and close our own gaps first',
      'the audit is a deadline we can meet: we prepare the evidence now and fix what a mock audit finds',
    ],
    steps: {
      compliance: [
        'gather the data-handling policies and evidence the auditors will ask for and fix the documentation gaps',
        'bring our data-protection records up to date and get them reviewed by counsel before the audit',
      ],
      investigation: [
        "run a mock audit against the regulator's checklist and list every gap with an owner",
        'check how we store and share personal data, system by system, and assess the gaps',
      ],
      people: [
        'train the staff who handle personal data and prepare the people the auditors will interview',
        'assign an owner for each gap and brief the team on what the auditors will ask',
      ],
    },
  },
  'talent-exodus': {
    stance: [
      'the loss of key talent has to stop this week: keep the people at risk first, then fix why they want to go',
      'we answer the poaching with honest conversations and targeted offers, not blanket raises or pressure',
    ],
    steps: {
      people: [
        'hold stay conversations with the top people at risk and offer targeted retention packages where it makes sense',
        'agree a handover for every departure and offer the key people at risk a clear career path',
      ],
      costControl: [
        'fund the retention offers from one pool with a ceiling, not blanket raises',
        'match pay, within a fixed retention pool, only for the roles that are hardest to replace',
      ],
      communication: [
        'talk to the teams openly about the resignations and what we are doing about them',
        'get every manager to meet their team and explain the plan after the resignations',
      ],
      investigation: [
        "find out in exit interviews why people are leaving and compare our pay with the competitor's offers",
        'benchmark salaries against the market and ask those who stay what would make them leave',
      ],
    },
  },
  'product-recall': {
    stance: [
      'the defective release comes out first and the customers affected hear it from us, before anything else',
      'a product recall is judged by how fast we stop the damage and how honestly we treat the customers affected',
    ],
    steps: {
      containment: [
        'roll back the defective release and restore the affected data from backups',
        'pull the release, ship a hotfix and stop further updates until it passes testing',
      ],
      customers: [
        'contact every affected customer and help them restore their data, with a credit where they lost work',
        'give affected customers a direct support line and make good any losses the defect caused',
      ],
      communication: [
        'publish an honest explanation on the status page and update it daily until the fix is out',
        'tell customers plainly what the defect does and when it will be fixed',
      ],
      investigation: [
        'trace the defect to its root cause and add the test that would have caught it',
        'review how the release passed testing and fix that process',
      ],
      compliance: [
        'check with counsel whether the damaged data triggers a notification duty and document each step',
        'record every affected account for our legal and contract obligations',
      ],
    },
  },
  'acquisition-offer': {
    stance: [
      'the acquisition offer is worth a serious look, but we buy only at a price our own numbers support and after proper due diligence',
      'buying them could lift our share, but integration is where acquisitions fail, so we plan it before we commit',
    ],
    steps: {
      investigation: [
        'run due diligence on their books, contracts and customer churn before any talk of terms',
        'check their customer base for overlap and verify their numbers against their books',
      ],
      costControl: [
        'set a walk-away number before we negotiate and fund any purchase partly through an earn-out',
        'agree a ceiling on what we pay and keep at least a year of runway in cash',
      ],
      growth: [
        'plan the integration of their customers and product over ninety days, keeping their customer base whole',
        'test the fit with a joint offer to a few of their customers before we sign',
      ],
      people: [
        'meet their key people early and agree retention terms with the founders and their best engineers',
        "name one integration lead and keep their team's key people with clear roles",
      ],
    },
  },
  'market-disruption': {
    stance: [
      'a price war with a low-price entrant is one we would lose, so we protect the customers who value what we do and give the price-sensitive ones a lean option',
      'the market disruption is real, but our answer is value and a smarter tier, not an across-the-board discount',
    ],
    steps: {
      investigation: [
        'analyse which customers ask for discounts and what they actually use, to size the churn risk',
        "compare the entrant's product with ours on the jobs our customers value most",
      ],
      customers: [
        'call the customers who asked for discounts and show them the value they would lose by switching',
        'offer our most at-risk accounts a longer contract with a loyalty credit',
      ],
      growth: [
        'launch a lean tier for price-sensitive customers while we differentiate the premium product',
        'position our product on the workflow value the entrant cannot match and build that into the roadmap',
      ],
      costControl: [
        'protect the margin: list prices stay, and any discount goes through finance',
        'reduce the cost of serving small accounts so a lean tier still makes money',
      ],
    },
  },
  'key-customer-loss': {
    stance: [
      'we can keep our largest customer if we own the missed commitments and show a recovery plan they can hold us to',
      'the risk of losing our largest customer is about trust, so the answer is senior attention and delivery, not a discount',
    ],
    steps: {
      customers: [
        'visit our largest customer with a written recovery plan for every missed commitment',
        'give the account an executive sponsor and agree delivery dates they can hold us to',
      ],
      communication: [
        'call their chief executive, apologise for the missed commitments and agree a weekly update',
        'meet their team to listen to what went wrong and share the recovery plan openly',
      ],
      investigation: [
        'review every missed commitment on the account to find out why we slipped',
        'ask their team what a successful renewal needs and check our delivery record against it',
      ],
      people: [
        'put our best delivery manager on the account and make one owner accountable for every commitment',
        'assign a dedicated team to the account until the renewal',
      ],
    },
  },
  'supply-chain-disruption': {
    stance: [
      'our service has to keep running through the supplier failure, so we secure an alternative first and negotiate second',
      'we end our dependence on one failing supplier: a backup now, a better contract next',
    ],
    steps: {
      containment: [
        'line up a second supplier on standby and move the most critical workloads first',
        'set up a backup provider and a tested failover so the supplier failure cannot stop us',
      ],
      costControl: [
        'get quotes from two alternative providers and renegotiate the contract before accepting the higher rate',
        'limit what we pay during the move and negotiate a short-term rate with the current supplier',
      ],
      investigation: [
        'map every dependency on the failing supplier and assess the risk to delivery',
        'check our contract terms and test how quickly we could switch',
      ],
      customers: [
        'tell our key customers early what is changing and that their service stays up',
        'track service levels for our key accounts during the move and call any customer affected',
      ],
    },
  },
  'system-outage': {
    stance: [
      'the system outage came from an unowned service, so ownership is the fix, along with honesty to the customers who lost a working day',
      'we restore trust after the outage by fixing the cause, crediting the customers affected and making sure every service has an owner',
    ],
    steps: {
      containment: [
        'put the service behind the outage on the on-call rota with monitoring and alerts, and test the failover',
        'add health checks and a tested rollback to the service behind the outage',
      ],
      customers: [
        'offer the customers who could not work a service credit under the SLA',
        'contact the largest affected accounts personally and credit them under the SLA',
      ],
      investigation: [
        'run a blameless post-mortem to find the root cause of the outage',
        'investigate why the outage lasted so long and test every runbook',
      ],
      people: [
        'name an owner for every service and staff a proper on-call rotation',
        'assign the service to a team and train two engineers on it',
      ],
      communication: [
        'publish the post-mortem to customers and keep the status page updated',
        'tell customers plainly what happened and what we changed',
      ],
    },
  },
  'partnership-offer': {
    stance: [
      'the partnership offer is worth taking as a pilot, but not with a year of exclusivity on their terms',
      'a partnership can put us in front of a new audience, so we test it small and keep our freedom',
    ],
    steps: {
      investigation: [
        "check the partner's audience against our target customers and ask for their data on similar partnerships",
        'assess what the partnership brought other companies and model the leads we can expect',
      ],
      growth: [
        'start with a six-month pilot of the co-marketing and expand only if it brings qualified leads',
        'agree a joint launch to one segment of their customers as a trial',
      ],
      costControl: [
        'set a cost per lead we will accept and stop the pilot if it runs above it',
        'limit our share of the joint campaign costs and agree the revenue share in writing',
      ],
      compliance: [
        'negotiate the exclusivity down to a shorter term with a clear exit clause',
        'review the contract terms and accept exclusivity only for one segment',
      ],
    },
  },
};
