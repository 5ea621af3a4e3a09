import { useState } from 'react';
import { AgentChat } from './agent-chat';
import { BoardMemberList } from './board-member-list';
import { SystemCommunications } from './system-communications';
// The page's styles, in the order they cascade.
import './communications.css';
import './board-member-list.css';
import './agent-chat.css';
import './system-communications.css';
import { useAgents } from '@ai-council/queries';

/** SPEC §2 /communications: the board, the chat with the chosen member, and the system feed. */
export function CommunicationsWorkspace() {
  const agents = useAgents();
  const [selectedName, setSelectedName] = useState<string>();
  const board = agents.data ?? [];
  const selected = board.find((agent) => agent.name === selectedName);

  return (
    <div className="comms-layout">
      <div className="comms-layout__top">
        <BoardMemberList
          agents={board}
          loading={agents.isPending}
          failed={agents.isError}
          selectedName={selected?.name}
          onSelect={(agent) => setSelectedName(agent.name)}
        />
        <AgentChat agent={selected} />
      </div>
      <SystemCommunications />
    </div>
  );
}
