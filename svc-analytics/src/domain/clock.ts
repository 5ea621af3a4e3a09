/** The service's only source of "now", injected so tests can fix the date. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
