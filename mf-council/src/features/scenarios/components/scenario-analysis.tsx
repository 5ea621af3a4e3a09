import type { Agent, Scenario } from '@ai-council/contracts';
import { Button, Label, Select, Skeleton, Spinner, toast, toastFailure } from '@ai-council/ui';
import { useState } from 'react';
import { FallbackVoiceMarker, VoiceNote } from '../../../components/voice-marker';
import { DEFAULT_ANALYSIS_QUESTION, useRequestAnalysis } from '@ai-council/queries';

export interface AnalysisEntry {
  id: string;
  scenarioId: string;
  agentName: string;
  agentRole: string;
  question: string;
  analysis: string;
  voice: 'internal' | 'llm' | 'internal-fallback';
  /** Why the internal voice answered (a key at its cap). */
  voiceNote?: string;
}

/** Whom to ask and what: the board member, the question, and the button that asks. */
function AnalysisQuestion({
  agents,
  agent,
  agentId,
  setAgentId,
  question,
  setQuestion,
  asking,
  ask,
}: {
  agents: Agent[];
  agent: Agent | undefined;
  agentId: string | undefined;
  setAgentId: (id: string) => void;
  question: string;
  setQuestion: (question: string) => void;
  asking: boolean;
  ask: () => void;
}) {
  return (
    <>
      <div className="scn-analysis__controls">
        <div className="ui-field scn-analysis__agent">
          <Label htmlFor="analysis-agent">Board member</Label>
          <Select
            id="analysis-agent"
            value={agentId}
            onValueChange={setAgentId}
            placeholder="Choose a board member"
            options={agents.map((a) => ({ value: a.id, label: a.name, hint: `${a.role} · ${a.department}` }))}
          />
        </div>
        <div className="ui-field scn-analysis__question">
          <Label htmlFor="analysis-question">Question (optional)</Label>
          <textarea
            id="analysis-question"
            className="ui-input scn-textarea scn-textarea--short"
            rows={3}
            maxLength={2000}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            placeholder={DEFAULT_ANALYSIS_QUESTION}
          />
        </div>
      </div>
      <div className="scn-form__actions">
        <span className="ui-subtle">
          {agent
            ? `${agent.name} will answer from ${agent.department}.`
            : 'Choose who should analyse this scenario.'}
        </span>
        <Button
          variant="secondary"
          onClick={ask}
          disabled={!agent || asking}
          className="scn-analysis__submit"
        >
          {asking ? <Spinner size="sm" label="Analysing" /> : null}
          Request Analysis
        </Button>
      </div>
    </>
  );
}

/** The analyses asked for so far, newest last, and the one being written. */
function AnalysisCards({
  waitingFor,
  analyses,
}: {
  waitingFor: Agent | undefined;
  analyses: AnalysisEntry[];
}) {
  return (
    <>
      {waitingFor || analyses.length > 0 ? (
        <ul className="scn-analyses" aria-label="Analyses">
          {waitingFor ? (
            <li className="scn-analysis-card scn-analysis-card--pending" aria-busy="true">
              <p className="scn-analysis-card__who">{waitingFor.name} is analysing…</p>
              <Skeleton className="scn-analysis-card__skeleton" label={`${waitingFor.name} is analysing`} />
            </li>
          ) : null}
          {analyses.map((entry) => (
            <li key={entry.id} className="scn-analysis-card" data-testid="scenario-analysis">
              <div className="scn-analysis-card__head">
                <p className="scn-analysis-card__who">
                  {entry.agentName}
                  <span className="ui-subtle"> · {entry.agentRole}</span>
                </p>
                {entry.voice === 'internal-fallback' ? (
                  <FallbackVoiceMarker className="scn-voice-marker" />
                ) : null}
              </div>
              <p className="scn-analysis-card__question">“{entry.question}”</p>
              <p className="scn-analysis-card__text">{entry.analysis}</p>
              {entry.voiceNote ? (
                <VoiceNote note={entry.voiceNote} className="scn-analysis-card__note" />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** SPEC §2: ask one board member for their analysis of the selected scenario. */
export function ScenarioAnalysis({
  scenario,
  agents,
  analyses,
  onAnalysis,
}: {
  scenario: Scenario;
  agents: Agent[];
  analyses: AnalysisEntry[];
  onAnalysis: (entry: AnalysisEntry) => void;
}) {
  const [agentId, setAgentId] = useState<string>();
  const [question, setQuestion] = useState('');
  const request = useRequestAnalysis();
  const agent = agents.find((a) => a.id === agentId);
  const waitingFor =
    request.isPending && request.variables?.scenarioId === scenario.id
      ? agents.find((a) => a.id === request.variables?.agentId)
      : undefined;

  const ask = () => {
    if (!agent) return;
    const asked = question.trim() || DEFAULT_ANALYSIS_QUESTION;
    request.mutate(
      { scenarioId: scenario.id, agentId: agent.id, question: asked },
      {
        onSuccess: (answer) => {
          onAnalysis({
            id: `${answer.agent.id}-${Date.now()}-${analyses.length}`,
            scenarioId: scenario.id,
            agentName: answer.agent.name,
            agentRole: agent.role,
            question: asked,
            analysis: answer.analysis,
            voice: answer.voice,
            ...(answer.voiceNote ? { voiceNote: answer.voiceNote } : {}),
          });
          setQuestion('');
          toast({
            title: 'Analysis Complete',
            description: `${answer.agent.name} shared their analysis.`,
            variant: 'success',
          });
        },
        onError: (error) => {
          toastFailure('Failed to request a scenario analysis', error, {
            title: 'Analysis Failed',
            description: 'Unable to generate analysis. Please try again.',
          });
        },
      },
    );
  };

  return (
    <section className="scn-analysis" aria-labelledby="analysis-title">
      <h3 id="analysis-title" className="scn-section-title">
        Ask the Council
      </h3>
      <AnalysisQuestion
        agents={agents}
        agent={agent}
        agentId={agentId}
        setAgentId={setAgentId}
        question={question}
        setQuestion={setQuestion}
        asking={request.isPending}
        ask={ask}
      />

      <AnalysisCards waitingFor={waitingFor} analyses={analyses} />
    </section>
  );
}
