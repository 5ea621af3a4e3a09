// What the council proposes for the scenarios a weak department raises
// (rules' departmentScenarios), need by need.
import type { KindAdvice } from './kind-advice';

export const DEPARTMENT_SCENARIO_ADVICE: Record<string, KindAdvice> = {
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
};
