import { Badge, Button, Card, Label, Select, Spinner, toast, trackFeatureUsage } from '@ai-council/ui';
import { useState, type FormEvent } from 'react';
import {
  type CouncilRecommendation,
  type RecommendationRequest,
  useAgents,
  useRequestRecommendation,
} from '@ai-council/queries';
import {
  CATEGORY_LABELS,
  MISSING_INFORMATION,
  RECOMMENDATION_CATEGORIES,
  REQUEST_FAILED,
  URGENCY_LABELS,
  URGENCY_LEVELS,
  canSubmitRecommendation,
  validateRecommendation,
  type RecommendationCategory,
  type Urgency,
} from '../../../lib/recommendation-form';
import type { SimulationResult } from '../../../lib/simulation';
import { RecommendationResult } from './recommendation-result';

/** Whom to ask, and the question. */
function AgentAndQuestion({
  agentOptions,
  loading,
  agentId,
  setAgentId,
  question,
  setQuestion,
}: {
  agentOptions: Array<{ value: string; label: string; hint: string }>;
  loading: boolean;
  agentId: string;
  setAgentId: (id: string) => void;
  question: string;
  setQuestion: (question: string) => void;
}) {
  return (
    <>
      <div className="ui-field">
        <Label htmlFor="recommendation-agent">Board member</Label>
        <Select
          id="recommendation-agent"
          value={agentId || undefined}
          onValueChange={setAgentId}
          options={agentOptions}
          placeholder={loading ? 'Loading the board…' : 'Select an agent'}
          disabled={loading}
        />
      </div>
      <div className="ui-field">
        <Label htmlFor="recommendation-question">Your question</Label>
        <textarea
          id="recommendation-question"
          className="ui-input council-textarea"
          rows={4}
          maxLength={2000}
          placeholder="Should we expand into new markets this year?"
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
        />
      </div>
    </>
  );
}

/** What kind of question it is and how pressing. */
function CategoryAndUrgency({
  category,
  setCategory,
  urgency,
  setUrgency,
}: {
  category: RecommendationCategory;
  setCategory: (category: RecommendationCategory) => void;
  urgency: Urgency;
  setUrgency: (urgency: Urgency) => void;
}) {
  return (
    <div className="council-form-row">
      <div className="ui-field">
        <Label htmlFor="recommendation-category">Category</Label>
        <Select
          id="recommendation-category"
          value={category}
          onValueChange={(v) => setCategory(v as RecommendationCategory)}
          options={RECOMMENDATION_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))}
        />
      </div>
      <div className="ui-field">
        <Label htmlFor="recommendation-urgency">Urgency</Label>
        <Select
          id="recommendation-urgency"
          value={urgency}
          onValueChange={(v) => setUrgency(v as Urgency)}
          options={URGENCY_LEVELS.map((u) => ({ value: u, label: URGENCY_LABELS[u] }))}
        />
      </div>
    </div>
  );
}

/** What the council will weigh besides the question: the last simulation, if any (SPEC §7). */
function SimulationContext({ lastSimulation }: { lastSimulation: SimulationResult | null }) {
  return (
    <p className="ui-field__hint" data-testid="simulation-context">
      {lastSimulation
        ? `The council will weigh your last simulation: ${lastSimulation.outcome}, ${lastSimulation.impact}% impact.`
        : 'No simulation run yet; run one in the Scenarios tab to give the council more to go on.'}
    </p>
  );
}

function AskHeader() {
  return (
    <Card.Header>
      <Card.Title id="recommendation-form-title">Ask the council</Card.Title>
      <Card.Description>One board member answers; every member votes on the options.</Card.Description>
    </Card.Header>
  );
}

function AwaitingAnswer() {
  return (
    <Card className="council-empty" aria-live="polite">
      <Card.Content className="council-empty__body">
        <Badge variant="outline">Awaiting your question</Badge>
        <p className="ui-muted">
          The answer appears here with every board member's vote, their confidence and how far the council
          agrees.
        </p>
      </Card.Content>
    </Card>
  );
}

/** SPEC §2/§5/§7 Get Recommendations: ask one agent; the whole council votes. */
export function RecommendationsTab({
  lastSimulation,
  onRecommendation,
}: {
  /** SPEC §7: sent as simulationResults, or null. */
  lastSimulation: SimulationResult | null;
  onRecommendation: (request: RecommendationRequest) => void;
}) {
  const agents = useAgents();
  const recommend = useRequestRecommendation();
  const [agentId, setAgentId] = useState('');
  const [question, setQuestion] = useState('');
  const [category, setCategory] = useState<RecommendationCategory>('strategic');
  const [urgency, setUrgency] = useState<Urgency>('medium');
  const [answer, setAnswer] = useState<CouncilRecommendation | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateRecommendation({ agentId, question });
    if (!checked.ok) {
      toast({ ...MISSING_INFORMATION, variant: 'destructive' });
      return;
    }
    const request: RecommendationRequest = {
      agentId: checked.agentId,
      question: checked.question,
      context: { category, urgency },
      simulationResults: lastSimulation,
    };
    recommend.mutate(request, {
      onSuccess: (result) => {
        void trackFeatureUsage('recommendation_asked');
        setAnswer(result);
        onRecommendation(request);
      },
      onError: (error) => {
        console.error('Recommendation request failed', error);
        toast({ ...REQUEST_FAILED, variant: 'destructive' });
      },
    });
  };

  const agentOptions = (agents.data ?? []).map((a) => ({ value: a.id, label: a.name, hint: a.role }));

  return (
    <div className="council-split">
      <Card aria-labelledby="recommendation-form-title">
        <AskHeader />
        <Card.Content>
          <form className="ui-form" onSubmit={submit} noValidate>
            <AgentAndQuestion
              agentOptions={agentOptions}
              loading={agents.isPending}
              agentId={agentId}
              setAgentId={setAgentId}
              question={question}
              setQuestion={setQuestion}
            />
            <CategoryAndUrgency
              category={category}
              setCategory={setCategory}
              urgency={urgency}
              setUrgency={setUrgency}
            />
            <SimulationContext lastSimulation={lastSimulation} />
            <Button
              type="submit"
              disabled={!canSubmitRecommendation({ agentId, question }, recommend.isPending)}
            >
              {recommend.isPending ? <Spinner size="sm" label="Asking the council" /> : null}
              {recommend.isPending ? 'Consulting the council…' : 'Get Recommendation'}
            </Button>
          </form>
        </Card.Content>
      </Card>

      {answer ? <RecommendationResult recommendation={answer} /> : <AwaitingAnswer />}
    </div>
  );
}
