import type { Collection } from '@ai-council/service-kit';
import type { RecommendationDoc } from './documents';

export function recommendationRepository(recommendations: Collection<RecommendationDoc>) {
  return {
    insert: (doc: RecommendationDoc) => recommendations.insert(doc),
    async recent(userId: string, limit = 20): Promise<RecommendationDoc[]> {
      return recommendations.find({ userId }, { sort: { createdAt: -1 }, limit });
    },
  };
}

export type RecommendationRepository = ReturnType<typeof recommendationRepository>;
