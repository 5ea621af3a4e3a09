// What the council proposes for each kind of scenario, need by need: the
// concrete steps an experienced chief would name, in the words the reader
// looks for (decision-points.ts), about this scenario's own subject. Each
// step is a verb phrase in its base form ("patch the exposed servers …"), so
// the writer can put any owner and time in front of it. Two tellings each,
// so a kind that comes back is not answered in the same words.
import type { RubricDimension } from '@ai-council/rules';

export type Need = Exclude<RubricDimension, 'timeline'>;

export interface KindAdvice {
  /** The position the advisor takes, as a sentence without its full stop. */
  stance: readonly [string, string];
  steps: Partial<Record<Need, readonly [string, string]>>;
}

export const KIND_ADVICE: Record<string, KindAdvice> = {
  'strategic-drift': {
    stance: [
      'the problem to fix is the leadership misalignment rather than the teams, and we need three priorities and one owner for each',
      'this breakdown in alignment costs us focus every week, so I would cut the list of initiatives before we add anything',
    ],
    steps: {
      people: [
        'name one accountable leader for each of three priorities and take everything else off the leadership agenda',
        'hold a one-day leadership offsite to agree the three priorities, then assign an owner to each',
      ],
      communication: [
        'present the three priorities to the whole company at an all-hands and explain what we stop doing',
        'brief every team lead on the agreed direction and publish the priorities with their owners',
      ],
      costControl: [
        'move the budget lines of the competing initiatives into the three priorities and defer the rest',
        'fund only the three priorities this quarter and postpone every initiative outside them',
      ],
    },
  },
  'cash-squeeze': {
    stance: [
      'the cash flow squeeze is a timing problem we can manage if we act now: protect the runway first and keep the teams that bring revenue',
      'we protect the runway without stalling growth by controlling what goes out and chasing what is owed, not by cutting blindly',
    ],
    steps: {
      costControl: [
        'freeze discretionary spend for the quarter and agree staged payment terms with our largest suppliers',
        'defer non-essential purchases and renegotiate supplier payment terms so every supplier hears from us before a payment slips',
      ],
      investigation: [
        'build a thirteen-week cash forecast and review it against the bank balance every Monday',
        'go through every overdue invoice and model the runway week by week',
      ],
      communication: [
        'call the suppliers asking for faster payment and tell them plainly what we can pay and when',
        'brief the board on the runway and talk to the bank before it reviews our terms',
      ],
      customers: [
        'call the customers who pay late and agree dates for the overdue invoices, largest first',
        'ask our account managers to collect the overdue receivables from the two slowest payers',
      ],
    },
  },
  'morale-slump': {
    stance: [
      'the fall in morale comes from workload and unclear priorities, so the fix is less work on the stretched teams and straight talk, not perks',
      'we treat this morale crisis as a leadership problem: the people who are leaving are telling us what to change',
    ],
    steps: {
      people: [
        'hold stay conversations with the senior people most at risk and take the overload off the busiest team',
        'cut the workload on the most stretched teams and give managers room to recognise good work',
      ],
      communication: [
        'run an all-hands on morale where leadership says what changes and answers questions openly',
        'meet every team in small groups, listen, and share back what we heard',
      ],
      investigation: [
        'run a short anonymous pulse survey and go through the exit interviews for the pattern behind the fall in morale',
        'analyse the exit interviews and the sick-day data to find out why morale fell',
      ],
      costControl: [
        'fund the fixes from a set retention pool rather than across-the-board raises',
        'prioritise the two or three changes that matter most and phase the rest',
      ],
    },
  },
  'tech-debt-crunch': {
    stance: [
      'the tech debt crunch will keep slowing every release until we pay some of it down, so part of the team stops feature work for a while',
      'this technical debt is now a delivery problem rather than an engineering preference, so we clean up the worst modules first and protect the promised features',
    ],
    steps: {
      investigation: [
        'map where the tech debt causes the most incidents and rank the modules by risk',
        'measure which parts of the code slow releases most and trace the rising incidents to their source',
      ],
      costControl: [
        'reserve a fixed share of engineering capacity for the clean-up and trim the feature list to what Sales has promised',
        'ring-fence one sprint in three for the clean-up and keep the promised features on a shorter list',
      ],
      people: [
        'assign two engineers to own the clean-up and give them a clean handover from the hotfix rota',
        'agree the trade-off with the head of sales so the team is not pulled both ways',
      ],
      containment: [
        'add tests to the module that breaks most often and stabilise the release pipeline',
        'freeze changes to the most fragile module until it has tests',
      ],
    },
  },
  'brand-erosion': {
    stance: [
      'the brand erosion is a focus problem: we are spread across too many channels with one message for nobody',
      'we win brand awareness back by being known for one thing in our core segment, not by outspending rivals everywhere',
    ],
    steps: {
      investigation: [
        'survey recent buyers and lost prospects to find out where brand awareness is slipping',
        'compare our channels by cost per lead and find out which ones still bring inbound interest',
      ],
      customers: [
        'interview ten of our best customers and turn two of them into case studies',
        'ask loyal customers for references and testimonials we can use in our core segment',
      ],
      costControl: [
        'move the marketing spend from the weakest channels to the two that convert best',
        'drop the channels that bring no leads and reallocate that money rather than raise the total',
      ],
      communication: [
        'sharpen one message for our core segment and publish it across the website and sales material',
        'brief sales and support on the new positioning so every customer hears the same message',
      ],
    },
  },
  'operations-bottleneck': {
    stance: [
      'the operational bottleneck is one manual step, and we fix that step before we add any volume',
      'we remove the bottleneck in the process rather than add people to the queue',
    ],
    steps: {
      investigation: [
        'map the order flow end to end and measure where the queue builds up',
        'track cycle time at each step of the workflow to find the real bottleneck',
      ],
      containment: [
        'clear the backlog with a temporary approval threshold so small routine orders are released at once',
        'automate the manual approval step for routine orders and delegate the rest',
      ],
      costControl: [
        'set a ceiling on delivery costs and prioritise the automation with the fastest payback',
        'phase the process changes, starting with the step that costs the most',
      ],
      people: [
        'assign one process owner for the whole flow and train the team on the new workflow',
        'give the fulfilment team a single owner and the support they need while the workflow changes',
      ],
    },
  },
  'compliance-gap': {
    stance: [
      'this compliance gap has to be closed before a regulator finds it, and it is cheaper to fix now than to pay the fines',
      'we treat the compliance gap as a legal priority: document it, fix it and be able to show the regulator what we did',
    ],
    steps: {
      compliance: [
        'bring in outside counsel to review the retention rules and the supplier contracts against the current regulation',
        'update the retention policy and get signed data-processing terms with every vendor named in the review',
      ],
      investigation: [
        'audit every place we keep customer data and list each gap with its owner and a date',
        'check which records are past their retention period and assess our exposure',
      ],
      containment: [
        'remove customer data held past its retention period under a documented process and suspend sharing with any vendor that has no signed agreement',
        'lock down access to the affected data and pause any transfer that lacks a contract',
      ],
      communication: [
        'brief the board and the affected vendors on what we found and the remediation plan',
        'tell the teams that handle customer data what changes in the policy and why',
      ],
    },
  },
  'pipeline-drought': {
    stance: [
      'the answer to the sales pipeline drought is to re-engage the deals we have and refill the top of the pipeline, not to discount harder',
      'the pipeline needs qualified deals rather than bigger discounts, so the whole sales team goes back to the buyers',
    ],
    steps: {
      customers: [
        'call the buyers on the slipped deals and agree a next step with each',
        'visit every stalled deal at the proposal stage with a senior person from our side',
      ],
      investigation: [
        'review the last twenty lost and slipped deals to find out why they stalled',
        'run a win-loss review and check which lead sources still convert',
      ],
      costControl: [
        'limit discounts to ten percent, with anything above that signed off by the CFO',
        'cap discounts at ten percent and put the margin we save into outbound to new prospects',
      ],
      people: [
        'coach the reps missing quota on qualification and pair each with a senior seller',
        "support each rep with the sales manager's time and a weekly plan for new qualified leads",
      ],
    },
  },
  'quality-complaints': {
    stance: [
      'the product quality complaints are a warning before churn: fix the core workflow first and tell customers what we fixed',
      'we stop adding features until the core workflow is reliable, because every complaint now is a renewal at risk',
    ],
    steps: {
      customers: [
        'call the customers with the most support tickets and give them a direct line to the product team',
        'contact every customer hit by the bugs in the core workflow and offer a service credit where it is fair',
      ],
      containment: [
        'freeze new features for one cycle and fix the top ten bugs in the core workflow',
        'roll back the change that broke the workflow and ship a hotfix for the worst defects',
      ],
      investigation: [
        'analyse the support tickets by cause and add regression tests where the bugs keep coming back',
        'trace the complaints to the releases that caused them and review how they passed testing',
      ],
      communication: [
        'publish a short note on what we fixed and what comes next, and update the support team daily',
        'tell affected customers plainly what went wrong and when each fix ships',
      ],
    },
  },
  'security-exposure': {
    stance: [
      'nothing is breached yet, so this is the cheapest moment to close the security weaknesses, and we close them before anything else',
      'exposed security weaknesses that attackers know about are a breach waiting to happen: we contain first and verify second',
    ],
    steps: {
      containment: [
        'patch the exposed servers and disable every stale admin account, with MFA on the rest',
        'close the exposed access points, rotate the admin credentials and take anything unpatched offline',
      ],
      investigation: [
        'review the access logs for the last ninety days to check whether any attacker got into our systems',
        'run an outside scan and a penetration test to verify the fixes',
      ],
      compliance: [
        'check our disclosure duties with counsel and document every step for the auditors',
        'record each fix in the risk register and confirm with legal what the regulation requires of us',
      ],
    },
  },
  'competitive-squeeze': {
    stance: [
      "the rival's launch in our core segment is a fight for our existing customers first, so we defend them before we chase new ones",
      'we answer the rival by being better where our customers care most, not by matching their price',
    ],
    steps: {
      investigation: [
        'run a win-loss review on the deals the rival took and compare our product with theirs feature by feature',
        "interview the prospects who chose the rival's product and map where we still win",
      ],
      customers: [
        "visit our largest customers in the core segment before the rival's sales team does and agree renewals",
        'give our key accounts in the core segment a named executive sponsor and an early look at the roadmap',
      ],
      costControl: [
        'put the money behind the one feature where we lead and postpone adjacent bets',
        'fund a focused defence of the core segment and defer everything outside it',
      ],
    },
  },
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

/**
 * A need a kind does not list, or a kind the catalogue does not know: a step
 * on the scenario's subject, in the advisor's department's terms.
 */
export const GENERAL_STEPS: Record<Need, readonly [string, string]> = {
  containment: [
    'put an interim fix in place so the {subject} does no more damage while the rest of the plan lands',
    'stabilise whatever the {subject} touches before we change anything else',
  ],
  communication: [
    'brief the board and the staff on the {subject} and the plan',
    'tell everyone affected by the {subject} what we are doing and when',
  ],
  costControl: [
    'track each cost of the response to the {subject} against the budget and defer anything that can wait',
    'prioritise the spending on the {subject} by payback and review it weekly',
  ],
  people: [
    'give the people working on the {subject} the time and support for it and take other work off them',
    'assign a named owner for the {subject} and make sure the team has the capacity',
  ],
  compliance: [
    'check our legal duties around the {subject} and keep a record of each step',
    'document every decision on the {subject} so we can show a regulator what we did and why',
  ],
  investigation: [
    'review the data behind the {subject} and find out what is driving it',
    'measure how far the {subject} reaches and find its root cause',
  ],
  customers: [
    'contact the customers affected by the {subject} and check their satisfaction',
    'call our key accounts about the {subject} before they hear it elsewhere',
  ],
  growth: [
    'look for the opening the {subject} gives us in our segment and test it with a small pilot',
    'work out how the {subject} changes our position and where we can still grow',
  ],
};
