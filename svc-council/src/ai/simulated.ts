// The simulated adapter (demo mode): the internal voice, deterministic for a
// game seed, quoting the company's real numbers.
import type { z } from 'zod';
import type { AdvisorModel, AdvisorRequest } from './port';

export const simulatedAdvisor: AdvisorModel = {
  name: 'simulated',
  async generate<S extends z.ZodType>(request: AdvisorRequest<z.input<S>>, schema: S): Promise<z.infer<S>> {
    return schema.parse(request.internal());
  },
};
