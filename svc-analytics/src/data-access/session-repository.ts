import type { Doc, DocumentStore } from '@ai-council/service-kit';
import type { AnalyticsSession, SessionRepository } from '../domain/analytics/sessions';
import { sessionsCollection } from './collections';

type SessionDoc = Doc & Omit<AnalyticsSession, 'id'>;

export function createSessionRepository(store: DocumentStore): SessionRepository {
  const sessions = store.collection<SessionDoc>(sessionsCollection);
  const fromDoc = ({ _id, ...rest }: SessionDoc): AnalyticsSession => ({ id: _id, ...rest });
  return {
    async insert({ id, ...session }) {
      await sessions.insert({ _id: id, ...session });
    },
    async findOwned(id, userId) {
      const doc = await sessions.findOne({ _id: id, userId });
      return doc ? fromDoc(doc) : null;
    },
    // seenPageViews is left out: it is counted by $inc as events arrive, and a replace must not undo one.
    async replaceIfVersion({ id, seenPageViews: _counted, ...session }, version) {
      return (await sessions.update({ _id: id, version }, { $set: session })) === 1;
    },
    async countPageView(id, userId) {
      await sessions.update({ _id: id, userId }, { $inc: { seenPageViews: 1 } });
    },
    startedOn: (day, userId) => sessions.count({ userId, day }),
  };
}
